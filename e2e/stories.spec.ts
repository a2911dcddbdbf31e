import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function pick(page: Page, trigger: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option }).click();
}

async function createStory(page: Page, name: string) {
  await page.goto('/');
  await page.getByLabel("Child's name").fill(name);
  await pick(page, 'Favorite animal', 'Owl');
  await page
    .getByRole('combobox', { name: /Select a social\/emotional theme|Story theme/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Courage & Bravery' }).click();
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect(page.getByText('Creating your story...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' })).toBeVisible({
    timeout: 30_000,
  });
  return page.locator('.story-panel .story__title');
}

test.describe('creating and reading a story', () => {
  test('a parent generates a story, reads it, finds it after reload and opens its page', async ({
    page,
  }) => {
    const title = await createStory(page, 'Mia');
    await expect(title).toBeVisible();
    const storyText = await page.locator('.story__text').innerText();
    expect(storyText).toContain('Mia');
    const buy = page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' });
    const href = await buy.getAttribute('href');
    expect(href).toMatch(/^\/checkout\/[0-9a-f-]{36}$/);
    const id = href!.split('/').pop()!;

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Previous Stories' })).toBeVisible();
    const entry = page.getByRole('button', { name: /Courage & Bravery/ }).first();
    await expect(entry).toContainText('just now');
    await entry.click();
    await expect(page.locator('.story__text')).toContainText('Mia');

    const titleText = (await title.innerText()).trim();
    await page.goto(`/stories/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleText);
    await expect(page.locator('.story__text')).toContainText('Mia');
    await expect(page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' })).toHaveAttribute(
      'href',
      `/checkout/${id}`,
    );

    // Another visitor (a separate browser context, so separate cookies) cannot read it.
    const stranger = await page.context().browser()!.newContext();
    const other = await stranger.newPage();
    await other.goto(`/stories/${id}`);
    await expect(other.getByRole('heading', { name: 'Story Not Found' })).toBeVisible();
    await expect(
      other.getByText(
        "We couldn't find this story. It might have been deleted or the URL is incorrect.",
      ),
    ).toBeVisible();
    await stranger.close();
  });

  test('the form shows the validation messages when empty', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Generate Story' }).click();
    await expect(page.getByText("Please enter the child's name")).toBeVisible();
    await expect(page.getByText('Please select an animal')).toBeVisible();
    await expect(page.getByText('Please select a story theme')).toBeVisible();
    await expect(page.getByText('Ready for a bedtime adventure?')).toBeVisible();
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the home page fits a 375px phone without horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Generate Story' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Collaborative Stories' }).first()).toBeVisible();
  });

  test('home and story view have no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/');
    const home = await new AxeBuilder({ page }).analyze();
    expect(
      home.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);

    await createStory(page, 'Leo');
    const href = await page
      .getByRole('link', { name: 'Buy Custom Storybook - $24.99' })
      .getAttribute('href');
    await page.goto(`/stories/${href!.split('/').pop()}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const view = await new AxeBuilder({ page }).analyze();
    expect(
      view.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
  });
});
