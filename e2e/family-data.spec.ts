import { expect, type Page, test } from '@playwright/test';
import {
  COLLABORATION_TEXTS,
  type CreatedCollaborativeStory,
  FAMILY_DATA_TEXTS,
  SHARE_LINK_TEXTS,
} from '@shop/contracts';
import { readFileSync } from 'node:fs';
import { createReadyStory } from './journeys';

/** The shop under test keeps unordered stories this long (playwright.config.ts sets it). */
const STORY_DAYS = process.env.E2E_RETENTION_UNORDERED_STORY_DAYS ?? '150';

const previous = (page: Page) => page.getByRole('region', { name: 'Previous Stories' });

async function createTogether(page: Page, childName: string): Promise<CreatedCollaborativeStory> {
  await page.goto('/about');
  const res = await page.request.post('/api/stories/collaborative', {
    data: {
      childName,
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      parentContribution: `${childName} found a little fox hiding behind the garden shed.`,
      childContribution: 'The fox had a tiny map with a big red X on it!',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as CreatedCollaborativeStory;
}

test.describe("a family's own data", () => {
  test('delete a story from Previous Stories, after a confirmation', async ({ page }) => {
    const kept = await createReadyStory(page, 'Juniper');
    const gone = await createReadyStory(page, 'Quillon');
    await page.goto('/');
    const list = previous(page);
    const del = list.getByRole('button', { name: `Delete “${gone.title}”` });
    await expect(del).toBeVisible();

    // Cancelling keeps it; Escape too, and focus returns to the button.
    await del.click();
    const dialog = page.getByRole('dialog', { name: FAMILY_DATA_TEXTS.deleteConfirmTitle });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: FAMILY_DATA_TEXTS.deleteCancel }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(del).toBeFocused();

    await del.click();
    await dialog.getByRole('button', { name: FAMILY_DATA_TEXTS.deleteConfirm }).click();
    const done = page.getByRole('dialog', { name: FAMILY_DATA_TEXTS.deletedTitle });
    await expect(done).toContainText('the story and its text');
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(done).toHaveCount(0);
    await expect(list.getByText(gone.title, { exact: true })).toHaveCount(0);
    await expect(list.getByText(kept.title, { exact: true })).toBeVisible();
    expect((await page.request.get(`/api/stories/${gone.id}`)).status()).toBe(404);

    // The story's own page has the same control; it leads back home.
    await page.goto(`/stories/${kept.id}`);
    await page.getByRole('button', { name: 'Delete story' }).click();
    await page
      .getByRole('dialog', { name: FAMILY_DATA_TEXTS.deleteConfirmTitle })
      .getByRole('button', { name: FAMILY_DATA_TEXTS.deleteConfirm })
      .click();
    await page
      .getByRole('dialog', { name: FAMILY_DATA_TEXTS.deletedTitle })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get(`/api/stories/${kept.id}`)).status()).toBe(404);
  });

  test('download my stories: one zip file arrives', async ({ page }) => {
    await createReadyStory(page, 'Marigold');
    await page.goto('/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      previous(page).getByRole('link', { name: FAMILY_DATA_TEXTS.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^storybook-stories-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await download.path())!);
    // A zip file starts with its local file header's signature, "PK\x03\x04".
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  test('withdraw a share link: the old link shows "Story Not Found", the new one opens', async ({
    page,
    browser,
  }) => {
    const created = await createTogether(page, 'Bramble');
    const oldLink = created.sharePath;
    const child = await (await browser.newContext()).newPage();
    await child.goto(oldLink);
    await expect(child.getByRole('heading', { level: 1, name: created.story.title })).toBeVisible();
    // A link holder may not withdraw it.
    await expect(child.getByRole('button', { name: SHARE_LINK_TEXTS.button })).toHaveCount(0);

    await page.goto(oldLink);
    const control = page.getByRole('button', { name: SHARE_LINK_TEXTS.button });
    await control.click();
    const dialog = page.getByRole('dialog', { name: SHARE_LINK_TEXTS.confirmTitle });
    await expect(dialog).toContainText('Story Not Found');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(control).toBeFocused();

    await control.click();
    await dialog.getByRole('button', { name: SHARE_LINK_TEXTS.confirm }).click();
    await expect(page.getByText(SHARE_LINK_TEXTS.replacedTitle, { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${oldLink}$`));
    await expect(page).toHaveURL(/\/collaborate\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
    const newLink = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: created.story.title })).toBeVisible();

    await child.goto(oldLink);
    await expect(
      child.getByRole('heading', { name: COLLABORATION_TEXTS.notFoundTitle }),
    ).toBeVisible();
    await child.goto(newLink);
    await expect(child.getByRole('heading', { level: 1, name: created.story.title })).toBeVisible();
    await child.context().close();
  });

  test('shared pages are kept out of search engines', async ({ page }) => {
    const created = await createTogether(page, 'Hazel');
    const res = await page.goto(created.sharePath);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(`/stories/${created.story.id}?token=${created.story.collaborativeToken}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the notice before writing and the privacy page quote the configured retention', async ({
    page,
  }) => {
    await page.goto('/create-collaborative');
    const notice = page.getByRole('complementary', { name: /Before you write/ });
    await expect(notice).toContainText(`deleted ${STORY_DAYS} days after your last visit`);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: /Before you write/ })).toContainText(
      `${STORY_DAYS} days`,
    );
    await page.goto('/privacy');
    const policy = page.getByRole('main');
    await expect(policy).toContainText(`${STORY_DAYS} days after your last visit`);
    // The default (180) is not what this shop is set to, and the page does not say it.
    await expect(policy).not.toContainText('180 days');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the confirmation fits the screen and works', async ({ page }) => {
    const created = await createTogether(page, 'Rowan');
    await page.goto(created.sharePath);
    await page.getByRole('button', { name: SHARE_LINK_TEXTS.button }).click();
    const dialog = page.getByRole('dialog', { name: SHARE_LINK_TEXTS.confirmTitle });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await dialog.getByRole('button', { name: SHARE_LINK_TEXTS.cancel }).click();
    await expect(dialog).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
