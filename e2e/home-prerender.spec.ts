import { expect, test } from '@playwright/test';

const HEADING = 'Bedtime stories starring your child';

test.describe('the prerendered home page', () => {
  test('shows the page and its form before any JavaScript runs, and only on "/"', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Story' })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
    await context.close();
  });

  test('hydrates without a mismatch and works', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    // The dropdown answers: React has taken the page over.
    await page.getByRole('combobox', { name: 'Favorite animal' }).click();
    await expect(page.getByRole('listbox', { name: 'Favorite animal' })).toBeVisible();
    await page.getByRole('option', { name: 'Owl' }).click();
    await expect(page.getByRole('combobox', { name: 'Favorite animal' })).toHaveText(/Owl/);
    // React reports a hydration mismatch (errors #418, #423, #425) as an error.
    expect(problems.filter((p) => /hydrat|#41[89]|#42[35]/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
