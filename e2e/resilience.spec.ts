import { expect, test, type Page } from '@playwright/test';
import { APP_ERROR_TEXTS, BOOK_TEXTS } from '@shop/contracts';
import { CHUNK_RELOAD_KEY } from '../web/src/components/chunkReload';
import { createReadyStory, signIn } from './journeys';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Counts the page's document requests (a reload is a second one). */
function countLoads(page: Page): { loads: number } {
  const seen = { loads: 0 };
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) seen.loads += 1;
  });
  return seen;
}

test('react-dom renders the production build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // react-dom marks its root container and every node it renders; Preact would not.
  const marks = await page.evaluate(() => ({
    root: Object.keys(document.getElementById('root')!).some((k) =>
      k.startsWith('__reactContainer$'),
    ),
    heading: Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__reactFiber$')),
  }));
  expect(marks).toEqual({ root: true, heading: true });
});

test.describe('no blank pages', () => {
  test('a code chunk that fails to load (an old tab after a deploy) reloads once and recovers', async ({
    page,
  }) => {
    // The About page's chunk is gone for the tab opened before the deploy (its preload and its
    // import both fail), and there for the page loaded after it.
    const seen = countLoads(page);
    const chunk = { refused: 0, served: 0 };
    await page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
      if (seen.loads < 2) {
        chunk.refused += 1;
        return route.fulfill({ status: 404, body: 'Not Found' });
      }
      chunk.served += 1;
      return route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'About' }).click();

    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Storybook Shop' }),
    ).toBeVisible();
    // Exactly one reload, which found the chunk.
    expect(seen.loads).toBe(2);
    expect(chunk.refused).toBeGreaterThan(0);
    expect(chunk.served).toBeGreaterThan(0);
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY),
    ).not.toBeNull();
    await expect(page.getByText(APP_ERROR_TEXTS.title)).toHaveCount(0);
  });

  test('a chunk that stays missing reloads only once, then says a new version is out', async ({
    page,
  }) => {
    await page.route(/\/assets\/about-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    const seen = countLoads(page);
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: APP_ERROR_TEXTS.updateTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: APP_ERROR_TEXTS.reload })).toBeVisible();
    // Give a loop the time to show itself: none comes.
    await page.waitForTimeout(1500);
    expect(seen.loads).toBe(2);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: APP_ERROR_TEXTS.updateTitle })).toHaveCount(0);
  });

  test('a page that breaks on bad data shows the error page, with Try again and a way home', async ({
    page,
  }) => {
    const id = '00000000-0000-4000-8000-0000000000bd';
    // A story whose text is not text: the story page cannot draw it.
    await page.route(`**/api/stories/${id}`, (route) =>
      route.fulfill({
        json: {
          id,
          childName: 'Mia',
          animal: 'owl',
          theme: 'courage',
          ageRange: 'preschool',
          title: 'Broken',
          content: { not: 'text' },
          wordCount: 10,
          requestedWordCount: 1200,
          isCollaborative: false,
          collaborationStatus: 'not_started',
          parentContributions: [],
          childContributions: [],
          generationStatus: 'ready',
          progress: 100,
          generationError: null,
          createdAt: '2026-11-21T06:00:00.000Z',
          updatedAt: '2026-11-21T06:00:00.000Z',
        },
      }),
    );
    await page.goto(`/stories/${id}`);
    const alert = page.getByRole('alert');
    await expect(page.getByRole('heading', { name: APP_ERROR_TEXTS.title })).toBeVisible();
    await expect(alert).toContainText(APP_ERROR_TEXTS.body);
    await expect(mainNav(page)).toBeVisible();
    await alert.getByRole('button', { name: APP_ERROR_TEXTS.tryAgain }).click();
    await expect(page.getByRole('heading', { name: APP_ERROR_TEXTS.title })).toBeVisible();
    await alert.getByRole('link', { name: APP_ERROR_TEXTS.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: APP_ERROR_TEXTS.title })).toHaveCount(0);
  });
});

test.describe('story PDF', () => {
  test('"Open Story PDF" says the PDF is being built, then opens it', async ({ page }) => {
    test.setTimeout(180_000);
    const story = await createReadyStory(page, 'Nora');
    await signIn(page);
    const pdf = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/stories/${story.id}/pdf`) &&
        r.request().method() === 'GET' &&
        r.status() === 200,
      { timeout: 170_000 },
    );
    await page.goto(`/stories/${story.id}/pdf`);
    await expect(page.getByRole('status')).toHaveText(BOOK_TEXTS.pdfPage.building);
    const response = await pdf;
    expect(response.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByText('"status"')).toHaveCount(0);
  });
});
