import { expect, type Page, test } from '@playwright/test';
import { checkBookPdf, pictureSlotOf } from '@shop/book';
import type { BookFileStatus, Illustration, Story } from '@shop/contracts';

/** The book's pictures on the page (the animal drawing beside the title is not one). */
const BOOK_PICTURE = /^(Book cover|Back cover|Illustration for page)/;

async function pick(page: Page, trigger: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe("a story's pictures", () => {
  // A parent on a phone.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('appear on the home panel after the text, without anyone asking, and the book preview shows them', async ({
    page,
  }) => {
    test.slow();
    const pictureLists: number[] = [];
    page.on('response', async (res) => {
      if (/\/api\/stories\/[0-9a-f-]+\/illustrations$/.test(new URL(res.url()).pathname)) {
        pictureLists.push(((await res.json()) as Illustration[]).length);
      }
    });

    await page.goto('/');
    await page.getByLabel("Child's name").fill('Ines');
    await pick(page, 'Favorite animal', 'Owl');
    await page
      .getByRole('combobox', { name: /Select a social\/emotional theme|Story theme/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Kindness & Sharing' }).click();
    await page.getByRole('button', { name: 'Generate Story' }).click();

    // The text first ...
    const buy = page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' }).first();
    await expect(buy).toBeVisible({ timeout: 30_000 });
    const id = (await buy.getAttribute('href'))!.split('/').pop()!;
    const panel = page.locator('.story-panel');
    await expect(panel.getByRole('heading', { level: 2 })).not.toBeEmpty();

    // ... then the pictures, one by one on the same page (no reload): cover, ten pages, back cover.
    const pictures = panel.getByRole('img', { name: BOOK_PICTURE });
    await expect(pictures).toHaveCount(12, { timeout: 60_000 });
    await expect(panel.getByRole('img', { name: 'Book cover illustration' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Back cover illustration' })).toHaveCount(1);
    for (let n = 1; n <= 10; n++) {
      await expect(
        panel.getByRole('img', { name: `Illustration for page ${n}`, exact: true }),
      ).toHaveCount(1);
    }
    const cover = panel.getByRole('img', { name: 'Book cover illustration' });
    await expect
      .poll(() => cover.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    // The page asked again while they were drawn, up to the full set.
    expect(pictureLists.at(-1)).toBe(12);

    // Drawn after the story was ready, never before; nobody but the shop drew them.
    const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as Story;
    expect(story.illustrations).toEqual({ ready: 12, total: 12, complete: true, drawing: false });
    const list = (await (
      await page.request.get(`/api/stories/${id}/illustrations`)
    ).json()) as Illustration[];
    for (const p of list) {
      expect(p.source).toBe('auto');
      expect(Date.parse(p.createdAt)).toBeGreaterThanOrEqual(Date.parse(story.updatedAt));
    }

    // The story view shows the same pictures.
    await page.goto(`/stories/${id}`);
    await expect(page.getByRole('img', { name: BOOK_PICTURE })).toHaveCount(12);

    // The book preview: the real book, a picture on every picture page.
    await page.getByRole('link', { name: /Preview your book/ }).click();
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 24', {
      timeout: 60_000,
    });
    const preview = (await (
      await page.request.get(`/api/stories/${id}/preview`)
    ).json()) as BookFileStatus;
    expect(preview.status).toBe('ready');
    const pdf = await (await page.request.get(preview.url!)).body();
    const report = await checkBookPdf(pdf, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      // Full-bleed, or framed above the page's text when it runs onto the picture page.
      pictures: Array.from({ length: 10 }, (_, i) => ({
        page: pictureSlotOf(i),
        fullBleed: 'any' as const,
      })),
    });
    expect(report.problems).toEqual([]);
  });
});
