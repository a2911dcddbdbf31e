import { expect, type Page, test } from '@playwright/test';
import { BOOK_TEXTS } from '@shop/contracts';

async function pick(page: Page, trigger: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Writes a story on the home page and returns its id. */
async function createStory(page: Page, name: string): Promise<string> {
  await page.goto('/');
  await page.getByLabel("Child's name").fill(name);
  await pick(page, 'Favorite animal', 'Fox');
  await page
    .getByRole('combobox', { name: /Select a social\/emotional theme|Story theme/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Kindness & Sharing' }).click();
  await page.getByRole('button', { name: 'Generate Story' }).click();
  const buy = page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' }).first();
  await expect(buy).toBeVisible({ timeout: 30_000 });
  return (await buy.getAttribute('href'))!.split('/').pop()!;
}

test.describe('the book preview', () => {
  // A parent on a phone.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a parent opens the real book from the story view, pages through it and corrects the title', async ({
    page,
  }) => {
    const id = await createStory(page, 'Nora');
    await page.goto(`/stories/${id}`);
    await page.getByRole('link', { name: /Preview your book/ }).click();
    await expect(page).toHaveURL(new RegExp(`/stories/${id}/book$`));

    // Built by the worker's book.preview job while the page polls, then drawn by pdf.js.
    const indicator = page.getByTestId('page-indicator');
    await expect(indicator).toHaveText('Page 1 of 24', { timeout: 45_000 });
    const canvas = page.getByRole('img', { name: 'Page 1 of 24' });
    await expect(canvas).toBeVisible();
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 })
      .toBeGreaterThan(300);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);

    const next = page.getByRole('button', { name: /Next page/ });
    await next.click();
    await expect(indicator).toHaveText('Page 2 of 24');
    await next.click();
    await next.click();
    await expect(indicator).toHaveText('Page 4 of 24');
    await page.getByRole('button', { name: /Previous page/ }).click();
    await expect(indicator).toHaveText('Page 3 of 24');

    // The owner corrects the title; the story and the preview follow. Refusals show beside
    // Save (not thousands of pixels above it), and focus goes to the first refused field.
    await page.getByRole('button', { name: 'Correct the text' }).click();
    await page.getByLabel('Title').fill('');
    await page.getByLabel('Paragraph 2', { exact: true }).fill('');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    const refused = page.locator('.story-text-editor__refused');
    await expect(refused).toContainText(`Title: ${BOOK_TEXTS.titleRequired}`);
    await expect(refused).toContainText(`Paragraph 2: ${BOOK_TEXTS.paragraphRequired}`);
    await expect(page.getByLabel('Title')).toBeFocused();
    await save.scrollIntoViewIfNeeded();
    await expect(refused).toBeInViewport();
    await page.getByLabel('Paragraph 2', { exact: true }).fill('Nora smiled.');
    await page.getByLabel('Title').fill('Nora and the Kindest Fox');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your book: Nora and the Kindest Fox',
    );
    await expect(indicator).toHaveText('Page 1 of 24', { timeout: 45_000 });
  });

  test('checkout offers the same preview', async ({ page }) => {
    const id = await createStory(page, 'Omar');
    await page.goto(`/checkout/${id}`);
    await page.getByRole('link', { name: /Preview your book/ }).click();
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 24', {
      timeout: 45_000,
    });
  });
});
