import { expect, test } from '@playwright/test';
import { ADMIN_TEXTS, COLLABORATION_TEXTS, STORY_PANEL_TEXTS } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';
import { smallTapTargets } from './journeys';

/** What a parent and the operator meet on a 390 × 844 phone, beyond each feature's own journey. */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Escape closes the menu; content pages have one banner, one main, no tiny controls', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    for (const path of ['/about', '/privacy', '/terms', '/contact', '/blog']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect({ path, small: await smallTapTargets(page) }).toEqual({ path, small: [] });
    }
  });

  test('"Invalid password" goes once the right password is in', async ({ page }) => {
    await page.goto('/admin-login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(ADMIN_TEXTS.invalidPassword, { exact: true })).toBeVisible();
    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(ADMIN_TEXTS.invalidPassword, { exact: true })).toBeHidden();
  });

  test('the story panel announces a short status, not the whole story', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel("Child's name").fill('Ivy');
    await page.getByRole('combobox', { name: 'Favorite animal' }).click();
    await page.getByRole('option', { name: 'Owl' }).click();
    await page
      .getByRole('combobox', { name: /Select a social\/emotional theme|Story theme/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Kindness & Sharing' }).click();
    await page.getByRole('button', { name: 'Generate Story' }).click();
    const title = page.locator('.story__title');
    await expect(title).toBeVisible({ timeout: 30_000 });
    const status = page.locator('.story-panel [role="status"]');
    await expect(status).toHaveText(STORY_PANEL_TEXTS.ready((await title.textContent())!));
    await expect(page.locator('[aria-live]').filter({ hasText: 'The End' })).toHaveCount(0);

    // "Write another version" asks first; "no" keeps the story on screen as it is.
    const first = await title.textContent();
    const another = page.getByRole('button', { name: 'Write another version' });
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await another.click();
    expect(asked).toEqual([STORY_PANEL_TEXTS.confirmAnotherVersion]);
    await expect(title).toHaveText(first!);
    await expect(another).toBeEnabled();
    // "Yes": the new version is written and the reader is at its top, not at the bottom.
    page.once('dialog', (d) => void d.accept());
    await another.click();
    await expect(status).toHaveText(STORY_PANEL_TEXTS.creating);
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(title).toBeInViewport();

    // The first version is kept; going back to it asks, then shows it again at its top.
    const earlier = page.getByRole('region', { name: STORY_PANEL_TEXTS.versionsHeading });
    await expect(earlier.getByText(first!, { exact: true })).toBeVisible();
    const second = await title.textContent();
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await earlier.getByRole('button', { name: `${STORY_PANEL_TEXTS.goBack}: ${first}` }).click();
    expect(asked.at(-1)).toBe(STORY_PANEL_TEXTS.confirmGoBack);
    await expect(title).toHaveText(first!);
    await expect(title).toBeInViewport();
    await expect(earlier.getByText(second!, { exact: true })).toBeAttached();
  });

  test('"Contribution added!" never covers the text box', async ({ page }) => {
    await page.goto('/create-collaborative');
    await page.getByLabel("Child's name").fill('Mia');
    await page.getByLabel('Favorite animal').selectOption('fox');
    await page.getByLabel('Story theme').selectOption('kindness');
    await page.getByLabel('Age range').selectOption('preschool');
    await page.getByLabel(/Parent's part/).fill('Mia found a little fox hiding behind the shed.');
    await page.getByLabel(/Child's part/).fill('The fox had a tiny map with a big red X on it!');
    await page.getByRole('button', { name: 'Create Our Story' }).click();
    await page.getByRole('link', { name: 'Open Our Story' }).click();
    await page.getByRole('tab', { name: 'Parent' }).click();
    const box = page.getByRole('tabpanel').getByRole('textbox');
    await box.fill('But the river was too wide, and the fox felt scared.');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Add My Part' }).click();
    const toast = page.getByText(COLLABORATION_TEXTS.contributionAdded, { exact: true });
    await expect(toast).toBeVisible();
    const t = (await toast.boundingBox())!;
    const b = (await page.getByRole('tabpanel').getByRole('textbox').boundingBox())!;
    const overlaps = t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlaps).toBe(false);
  });
});
