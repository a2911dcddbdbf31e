import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  ANIMALS,
  CHECKOUT_TEXTS,
  COVER_BANDS,
  DEDICATION_TEXTS,
  ORDER_STATUS_TEXTS,
  splitParagraphs,
  type Story,
  typographic,
} from '@shop/contracts';
import { createReadyStory } from './journeys';

/** A ready story of this browser's visitor, once its pictures (the cover among them) are drawn. */
async function storyWithPictures(page: Page, childName: string, animal = 'fox'): Promise<Story> {
  const story = await createReadyStory(page, childName, { animal });
  let done: Story | undefined;
  await expect
    .poll(
      async () => {
        done = (await (await page.request.get(`/api/stories/${story.id}`)).json()) as Story;
        return done.illustrations?.complete ?? false;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return done!;
}

async function seriousIssues(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every cover on the page is the real one: the story's cover picture under the title, loaded. */
async function expectRealCover(page: Page, story: Story) {
  const covers = page.getByRole('figure', { name: `Book cover: ${typographic(story.title)}` });
  await expect(covers.first()).toBeVisible();
  for (const cover of await covers.all()) {
    const picture = cover.locator('img.book-cover__picture');
    await expect(picture).toHaveAttribute('src', /^\/api\/files\/.+\.webp$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The bands stay off the figures: the title above COVER_BANDS.titleEnd, the name below nameStart.
    const box = (await cover.boundingBox())!;
    const title = (await cover.locator('.book-cover__title').boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(
      box.y + COVER_BANDS.titleEnd * box.height + 1,
    );
    const name = cover.locator('.book-cover__for');
    if (await name.count()) {
      const nameBox = (await name.boundingBox())!;
      expect(nameBox.y).toBeGreaterThanOrEqual(box.y + COVER_BANDS.nameStart * box.height - 1);
    }
  }
}

test.describe('the picture book on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the preview shows readable text and sharp pictures; the dedication is written there', async ({
    page,
  }) => {
    test.slow();
    const story = await storyWithPictures(page, 'Nora');

    // The story view's pictures carry at least twice the pixels they are shown at.
    await page.goto(`/stories/${story.id}`);
    const pictures = page.locator('.story img[src^="/api/files/"]');
    await expect(pictures.first()).toBeVisible();
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const img of await pictures.all()) {
      await img.scrollIntoViewIfNeeded();
      const { natural, shown } = await img.evaluate((el: HTMLImageElement) => ({
        natural: el.naturalWidth,
        shown: el.getBoundingClientRect().width,
      }));
      if (natural) expect(natural).toBeGreaterThanOrEqual(2 * shown);
    }

    await page.goto(`/stories/${story.id}/book`);
    const indicator = page.getByTestId('page-indicator');
    await expect(indicator).toHaveText('Page 1 of 24', { timeout: 45_000 });
    const next = page.getByRole('button', { name: /Next page/ });
    // The first spread of the story: its picture (page 4), then its words (page 5).
    for (let i = 1; i < 4; i++) await next.click();
    await expect(indicator).toHaveText('Page 4 of 24');
    const canvas = page.getByRole('img', { name: 'Page 4 of 24' });
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width),
      )
      .toBeGreaterThanOrEqual(2);
    await next.click();
    await expect(indicator).toHaveText('Page 5 of 24');
    const words = page.getByTestId('page-text');
    await expect(words).toBeVisible();
    // The first story page's words: all of them, or (when they are more than one page holds at
    // the band's type size) the part after what starts under its framed picture on page 4.
    const paragraphs = splitParagraphs(typographic(story.content));
    const firstPage = paragraphs.slice(0, story.pageStarts![1]).join(' ');
    const shown = (await words.innerText()).replace(/\s+/g, ' ').trim();
    expect(shown.length).toBeGreaterThan(20);
    expect(firstPage.replace(/\s+/g, ' ')).toContain(shown.split(' ').slice(0, 6).join(' '));
    const size = await words.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    const box = await words.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);

    // The dedication, written on the preview, is printed on the book's first page.
    const field = page.getByRole('textbox', { name: DEDICATION_TEXTS.label });
    await field.fill("For Nora -- who's brave. Love, Dad");
    await page.getByRole('button', { name: DEDICATION_TEXTS.save }).click();
    await expect(page.getByText(DEDICATION_TEXTS.saved, { exact: true })).toBeVisible();
    const saved = (await (await page.request.get(`/api/stories/${story.id}`)).json()) as Story;
    expect(saved.dedication).toBe("For Nora -- who's brave. Love, Dad");
    await expect(indicator).toHaveText('Page 1 of 24', { timeout: 45_000 });
    await expect(words).toContainText('For Nora\u2014who\u2019s brave. Love, Dad', {
      timeout: 45_000,
    });
  });
});

test.describe('the real cover, for every animal', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const animal of ANIMALS) {
    test(`${animal}: checkout, test checkout and order status show the real cover; axe finds no serious issue`, async ({
      page,
    }) => {
      test.slow();
      const story = await storyWithPictures(page, 'Ada', animal);

      await page.goto(`/checkout/${story.id}`);
      await expectRealCover(page, story);
      await expect(page.getByRole('textbox', { name: DEDICATION_TEXTS.label })).toBeVisible();
      expect(await seriousIssues(page)).toEqual([]);

      await page.goto(`/test-checkout/${story.id}`);
      await expectRealCover(page, story);
      expect(await seriousIssues(page)).toEqual([]);
      const form = page.getByRole('form', { name: 'Shipping details' });
      await form.getByLabel('Full Name', { exact: true }).fill(`Ada Parent ${animal}`);
      await form.getByRole('button', { name: 'Create Test Order' }).click();
      await expect(
        page.getByRole('heading', { name: CHECKOUT_TEXTS.testOrder.created }),
      ).toBeVisible();
      await page.getByRole('link', { name: ORDER_STATUS_TEXTS.orderLinkLabel }).click();
      await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}$/);
      await expectRealCover(page, story);
      expect(await seriousIssues(page)).toEqual([]);
    });
  }
});
