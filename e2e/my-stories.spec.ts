import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MY_STORIES_TEXTS } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';
import { createReadyStory } from './journeys';
import { storedMailText } from './shop-database';

test.describe('my stories on any device', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a parent asks for a link on the phone, opens it in another browser and finds the stories there', async ({
    page,
    browser,
  }) => {
    const email = `family-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const story = await createReadyStory(page, 'Nora');

    // Home, Previous Stories: the story, and the form under it.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Previous Stories' })).toBeVisible();
    const form = page.getByRole('region', { name: MY_STORIES_TEXTS.heading });
    const input = form.getByLabel(MY_STORIES_TEXTS.emailLabel);
    const button = form.getByRole('button', { name: MY_STORIES_TEXTS.submit });
    for (const target of [input, button]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await input.fill(email);
    await button.click();
    await expect(form.getByText(MY_STORIES_TEXTS.sent)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const { violations } = await new AxeBuilder({ page }).include('.my-stories-link').analyze();
    expect(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual([]);

    // The e-mail as stored to be sent (the journeys' shop has no SMTP server: held).
    let text = '';
    await expect
      .poll(async () => (text = (await storedMailText('my_stories_link', email)) ?? ''))
      .not.toBe('');
    const link = /(https?:\/\/\S+\/my-stories#[A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(link).toBeDefined();
    // The operator's outbox shows the same e-mail with the link's token hidden.
    const admin = await (await browser.newContext()).request;
    await admin.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
    const { messages } = (await (await admin.get('/api/admin/outbox')).json()) as {
      messages: { id: string; kind: string; to: string }[];
    };
    const messageId = messages.find((m) => m.kind === 'my_stories_link' && m.to === email)?.id;
    const shown = (await (await admin.get(`/api/admin/outbox/${messageId}`)).json()) as {
      text: string;
    };
    expect(shown.text).toContain(`${new URL(link!).origin}/my-stories#`);
    expect(JSON.stringify(shown)).not.toContain(new URL(link!).hash.slice(1));

    // Another device: a new browser context, no cookies, no stories.
    const other = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const phone = await other.newPage();
    await phone.goto(`${new URL(link!).pathname}${new URL(link!).hash}`);
    await expect(
      phone.getByRole('heading', { level: 1, name: MY_STORIES_TEXTS.pageTitle }),
    ).toBeVisible();
    await expect(phone.getByText(MY_STORIES_TEXTS.claimed(1))).toBeVisible();
    // The token does not stay in the address bar.
    expect(new URL(phone.url()).hash).toBe('');
    await phone.getByRole('link', { name: MY_STORIES_TEXTS.seeStories }).click();
    const previous = phone.locator('section.previous-stories');
    await expect(
      previous.getByRole('button', { name: new RegExp(`^${story.title!}`) }),
    ).toBeVisible();

    // The link works once.
    const third = await (await browser.newContext()).newPage();
    await third.goto(`${new URL(link!).pathname}${new URL(link!).hash}`);
    await expect(third.getByRole('alert')).toHaveText(MY_STORIES_TEXTS.invalidLink);
    await other.close();
  });
});
