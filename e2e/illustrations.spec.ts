import { expect, test, type Locator, type Page } from '@playwright/test';
import { CHECKOUT_TEXTS, type Illustration, ILLUSTRATION_TEXTS, type Story } from '@shop/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createReadyStory, signIn } from './journeys';

/** A small PNG on disk, as an operator would pick one. */
async function pngFile(dir: string, name: string, colour: string): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .png()
    .toFile(path);
  return path;
}

/** The preview addresses of the listed pictures, in the list's order. */
async function pictureOrder(dialog: Locator): Promise<string[]> {
  return dialog
    .getByTestId('illustration')
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
}

/** The page picked for the n-th listed picture (1-based), as its picker shows it. */
const pageOf = (dialog: Locator, n: number) =>
  dialog.getByLabel(`Page of illustration ${n}`).locator('option:checked');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('the operator illustrates a paid order’s story in its dialog; the owner sees the cover', async ({
  page,
}) => {
  test.slow();
  const dir = await mkdtemp(join(tmpdir(), 'e2e-illustrations-'));
  try {
    const tag = Math.random().toString(36).slice(2, 8);
    const story = await createReadyStory(page, 'Robin');
    const firstPageText = story.content.split(/\n\s*\n/)[0]!.trim();

    // A paid test order for the story.
    await signIn(page);
    await page.goto(`/admin/test-order-creator?storyId=${story.id}`);
    await expect(page.getByLabel('Story', { exact: true })).toHaveValue(story.id);
    await page.getByLabel('Full name', { exact: true }).fill(`E2E Illustrated ${tag}`);
    await page.getByRole('button', { name: 'Create Regular Order' }).click();
    await expect(toast(page, CHECKOUT_TEXTS.toasts.testOrderCreated)).toBeVisible();
    const status = await page.getByTestId('test-order-created').textContent();
    const shortId = /Test order ([0-9a-f]{8})/.exec(status ?? '')![1]!;
    await page.getByRole('link', { name: 'See it in the orders list' }).click();
    await page.getByRole('searchbox').fill(`E2E Illustrated ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('article', { name: `Order #${shortId}` });
    await expect(card.getByTestId('status-badge')).toHaveText('paid');

    // The story's automatic pictures come first (drawn once it was ready); the operator clears
    // them here to work from the manager's empty state.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/stories/${story.id}`)).json()) as Story)
            .illustrations?.complete,
        { timeout: 60_000 },
      )
      .toBe(true);
    const automatic = (await (
      await page.request.get(`/api/stories/${story.id}/illustrations`)
    ).json()) as Illustration[];
    expect(automatic.map((i) => i.source)).toEqual(Array(12).fill('auto'));
    for (const picture of automatic) {
      expect((await page.request.delete(`/api/illustrations/${picture.id}`)).status()).toBe(200);
    }

    // The story dialog: the story, its text, and the manager's empty state.
    const opener = card.getByRole('button', { name: 'Story & Illustrations' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: story.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Story text' })).toContainText(firstPageText);
    await expect(dialog.getByText(ILLUSTRATION_TEXTS.empty, { exact: true })).toBeVisible();
    const items = dialog.getByTestId('illustration');

    // Generate with the built-in illustrator: the first missing page of a full set, the cover.
    await dialog.getByRole('button', { name: 'Generate AI Illustration' }).click();
    await expect(items).toHaveCount(1, { timeout: 60_000 });
    await expect(pageOf(dialog, 1)).toHaveText('Cover');
    await expect(toast(page, ILLUSTRATION_TEXTS.generatedFor('Cover'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Generate AI Illustration' })).toBeEnabled();
    const cover = (await pictureOrder(dialog))[0]!;
    expect((await page.request.get(cover)).headers()['content-type']).toBe('image/webp');

    // Upload: no file first (a validation message), then two pictures, one on page 1.
    await dialog.getByRole('button', { name: 'Upload Illustration' }).click();
    await expect(toast(page, ILLUSTRATION_TEXTS.imageRequired)).toBeVisible();
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await pngFile(dir, 'a.png', '#3b82f6'));
    await dialog.getByLabel('Page for the new illustration').selectOption({ label: 'Page 1' });
    await dialog.getByRole('button', { name: 'Upload Illustration' }).click();
    await expect(toast(page, ILLUSTRATION_TEXTS.uploaded)).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(pageOf(dialog, 2)).toHaveText('Page 1');
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await pngFile(dir, 'b.png', '#22c55e'));
    await dialog.getByRole('button', { name: 'Upload Illustration' }).click();
    await expect(items).toHaveCount(3);
    await expect(pageOf(dialog, 3)).toHaveText('Not assigned');
    const [, a, b] = await pictureOrder(dialog);

    // Giving page 1 (which has a picture) to another asks first; "no" changes nothing.
    const answers: string[] = [];
    const answer = (yes: boolean) =>
      page.once('dialog', (d) => {
        answers.push(d.message());
        void (yes ? d.accept() : d.dismiss());
      });
    answer(false);
    await dialog.getByLabel('Page of illustration 3').selectOption({ label: 'Page 1' });
    expect(answers.pop()).toBe(ILLUSTRATION_TEXTS.confirmReplace('Page 1'));
    await expect(pageOf(dialog, 3)).toHaveText('Not assigned');
    answer(true);
    await dialog.getByLabel('Page of illustration 3').selectOption({ label: 'Page 1' });
    // Listed in book order: the cover, page 1, then the picture that lost its page.
    await expect.poll(() => pictureOrder(dialog)).toEqual([cover, b, a]);
    await expect(pageOf(dialog, 3)).toHaveText('Not assigned');

    // Reorder: pictures of the same page (here: on no page) move among themselves.
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await pngFile(dir, 'c.png', '#f97316'));
    await dialog.getByRole('button', { name: 'Upload Illustration' }).click();
    await expect(items).toHaveCount(4);
    const c = (await pictureOrder(dialog))[3]!;
    await dialog.getByRole('button', { name: 'Move illustration 4 up' }).click();
    await expect(toast(page, ILLUSTRATION_TEXTS.reordered)).toBeVisible();
    await expect.poll(() => pictureOrder(dialog)).toEqual([cover, b, c, a]);
    await expect(dialog.getByRole('button', { name: 'Move illustration 3 up' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move illustration 1 down' })).toBeDisabled();

    // Deleting page 1's only picture says the page is left without one.
    answer(true);
    await dialog.getByRole('button', { name: 'Delete illustration 2' }).click();
    await expect(items).toHaveCount(3);
    expect(answers.pop()).toBe(
      `${ILLUSTRATION_TEXTS.confirmDelete}\n\n${ILLUSTRATION_TEXTS.onlyPicture('Page 1')}`,
    );
    expect(await pictureOrder(dialog)).toEqual([cover, c, a]);

    // Generate for a chosen page, then draw the cover again (asked first): the old cover stays,
    // without a page.
    await dialog.getByLabel(ILLUSTRATION_TEXTS.generateTarget).selectOption({ label: 'Page 3' });
    await dialog.getByRole('button', { name: 'Generate AI Illustration' }).click();
    await expect(toast(page, ILLUSTRATION_TEXTS.generatedFor('Page 3'))).toBeVisible({
      timeout: 60_000,
    });
    await expect(items).toHaveCount(4);
    await expect(pageOf(dialog, 2)).toHaveText('Page 3');
    const page3 = (await pictureOrder(dialog))[1]!;
    answer(true);
    await dialog.getByRole('button', { name: `${ILLUSTRATION_TEXTS.regenerate}: Cover` }).click();
    await expect(toast(page, ILLUSTRATION_TEXTS.generatedFor('Cover'))).toBeVisible({
      timeout: 60_000,
    });
    expect(answers.pop()).toBe(ILLUSTRATION_TEXTS.confirmReplace('Cover'));
    await expect(items).toHaveCount(5);
    const newCover = (await pictureOrder(dialog))[0]!;
    expect(newCover).not.toBe(cover);
    expect(await pictureOrder(dialog)).toContain(cover);
    const listed = await pictureOrder(dialog);

    // The list is the server's: it survives closing (Escape) and opening again. An open toast
    // is the top layer and takes the first Escape, so the last one is let go first.
    await expect(page.locator('.toast[data-state="open"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(items).toHaveCount(5);
    expect(await pictureOrder(dialog)).toEqual(listed);

    // On a phone it fills the screen, never wider, and scrolls down to the upload form.
    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(375);
    const fits = await dialog.evaluate((el) => ({
      overflowsDown: el.scrollHeight > el.clientHeight,
      overflowsSideways: el.scrollWidth > el.clientWidth,
    }));
    expect(fits).toEqual({ overflowsDown: true, overflowsSideways: false });
    const uploadButton = dialog.getByRole('button', { name: 'Upload Illustration' });
    await uploadButton.scrollIntoViewIfNeeded();
    await expect(uploadButton).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });

    // The story's owner (this browser's visitor, signed out of the admin area) sees the pictures.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto(`/stories/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    const coverImg = page.getByRole('img', { name: 'Book cover illustration' });
    await expect(coverImg).toHaveAttribute('src', newCover);
    await expect
      .poll(() => coverImg.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: 'Illustration for page 3' })).toHaveAttribute(
      'src',
      page3,
    );
    await expect(page.getByRole('img', { name: 'Illustration for page 1' })).toHaveCount(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
