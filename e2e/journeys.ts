import { expect, type Page } from '@playwright/test';
import type { Story } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';

/**
 * A ready story of this browser's visitor, written by the worker: the page's visitor owns it for
 * the rest of the journey.
 */
export async function createReadyStory(
  page: Page,
  childName: string,
  { animal = 'fox', theme = 'kindness' }: { animal?: string; theme?: string } = {},
): Promise<Story> {
  await page.goto('/about');
  const res = await page.request.post('/api/stories/generate', {
    data: { childName, animal, theme, ageRange: 'preschool', wordCount: 1000 },
  });
  expect(res.status()).toBe(202);
  const { id } = (await res.json()) as Story;
  let story: Story | undefined;
  await expect
    .poll(
      async () => {
        story = (await (await page.request.get(`/api/stories/${id}`)).json()) as Story;
        return story.generationStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return story!;
}

/** Signs the operator in through the login page and waits for the orders page. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Controls on screen smaller than 24 × 24 px (WCAG 2.5.8), links inside running text aside:
 * "tag.class "text" w×h" each.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a, button, input, select, textarea, [role="tab"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || style.visibility === 'hidden' || style.display === 'none')
          return false;
        if (el.tagName === 'A' && style.display === 'inline') return false;
        if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
          // A checkbox counts with its label.
          const label =
            el.closest('label') ?? (el.id && document.querySelector(`label[for="${el.id}"]`));
          if (label && label.getBoundingClientRect().height >= 24) return false;
        }
        return r.width < 24 || r.height < 24;
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().slice(0, 24);
        return `${el.tagName.toLowerCase()}.${el.className} "${text}" ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );
}
