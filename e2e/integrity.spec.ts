import { expect, type Page, test } from '@playwright/test';
import {
  COLLABORATION_TEXTS,
  NEWSLETTER_ADMIN_TEXTS,
  NEWSLETTER_TEXTS,
  ORDER_STATUS_TEXTS,
  STORY_SALE_TEXTS,
} from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';
import { createReadyStory } from './journeys';

const BUY = /^Buy Custom Storybook/;

async function createTogetherOnHome(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Create Together' }).click();
  await page.getByLabel("Child's name").fill('Ivy');
  await page.getByLabel('Favorite animal').selectOption('fox');
  await page.getByLabel('Story theme').selectOption('kindness');
  await page.getByLabel('Age range').selectOption('preschool');
  await page.getByLabel(/Parent's part/).fill('Ivy found a little fox under the apple tree.');
  await page.getByLabel(/Child's part/).fill('The fox wanted to learn how to whistle!');
  await page.getByRole('button', { name: 'Create Our Story' }).click();
  await expect(page.getByText(COLLABORATION_TEXTS.createdTitle, { exact: true })).toBeVisible();
  const link = await page.getByLabel('Story link').inputValue();
  expect(link).toMatch(/\/collaborate\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
  return new URL(link).pathname;
}

test.describe('what was ordered is what gets printed', () => {
  test('an unfinished story written together can’t be bought; its creator finds the link again after a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sharePath = await createTogetherOnHome(page);
    const storyId = sharePath.split('/')[2]!;

    // The home panel: no Buy, "Finish writing together first" leading to the shared page.
    await expect(page.getByRole('link', { name: BUY })).toHaveCount(0);
    await expect(page.getByText(STORY_SALE_TEXTS.unfinishedTogether)).toBeVisible();
    const finish = page.getByRole('link', { name: STORY_SALE_TEXTS.finishFirst });
    await expect(finish).toHaveAttribute('href', sharePath);

    // A reload forgets everything but the visitor: Previous Stories leads back to the link.
    await page.reload();
    const again = page.getByRole('link', { name: STORY_SALE_TEXTS.continueTogether });
    await expect(again).toHaveAttribute('href', sharePath);
    await again.click();
    await expect(page).toHaveURL(sharePath);
    await expect(page.getByText('2 of 8 parts completed')).toBeVisible();

    // The story view: the link again, and no Buy.
    await page.goto(`/stories/${storyId}`);
    await expect(
      page.getByRole('link', { name: STORY_SALE_TEXTS.continueTogether }),
    ).toHaveAttribute('href', sharePath);
    await expect(page.getByRole('link', { name: BUY })).toHaveCount(0);
    await expect(page.getByRole('link', { name: STORY_SALE_TEXTS.finishFirst })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The server agrees: a test order for it is refused with the same reason.
    const refused = await page.request.post('/api/test/create-collaborative-order', {
      data: {
        storyId,
        shippingDetails: {
          fullName: 'Ivy Parent',
          email: 'ivy@example.com',
          phone: '512 555 0100',
          address: '1 Main Street',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          country: 'US',
        },
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(STORY_SALE_TEXTS.unfinishedTogether);

    // Someone else's browser gets neither the story nor its link.
    const stranger = await page.context().browser()!.newContext();
    const other = await stranger.newPage();
    const res = await other.request.get(`/api/stories/${storyId}`);
    expect(res.status()).toBe(404);
    await stranger.close();
  });

  test('a book shipped by hand shows Paid → Shipped, no print steps that never happened', async ({
    page,
  }) => {
    const story = await createReadyStory(page, 'Otto');
    await page.goto(`/test-checkout/${story.id}`);
    const form = page.getByRole('form', { name: 'Shipping details' });
    const buyer = `Otto Parent ${Math.random().toString(36).slice(2, 8)}`;
    await form.getByLabel('Full Name', { exact: true }).fill(buyer);
    await form.getByRole('button', { name: 'Create Test Order' }).click();
    await page.getByRole('link', { name: ORDER_STATUS_TEXTS.orderLinkLabel }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}$/);
    const orderRef = page.url().split('/').pop()!;
    const steps = page.getByRole('list', { name: ORDER_STATUS_TEXTS.steps }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^✓Paid \(done\)/,
      'Sent to print (not yet)',
      'Printed (not yet)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);

    const admin = page.context().request;
    await admin.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
    const found = await admin.get(`/api/admin/orders?q=${encodeURIComponent(buyer)}`);
    const order = (
      (await found.json()) as { orders: { id: string; orderRef: string }[] }
    ).orders.find((o) => o.orderRef === orderRef)!;
    expect(
      (
        await admin.post(`/api/admin/orders/${order.id}/status`, { data: { status: 'shipped' } })
      ).status(),
    ).toBe(200);
    await page.reload();
    await expect(steps).toHaveText([
      /^✓Paid \(done\)\w{3} \d+, \d{4}$/,
      /^✓Shipped \(done\)\w{3} \d+, \d{4}$/,
      'Delivered (not yet)',
    ]);
  });

  test('the welcome e-mail’s unsubscribe link works and erases the address at once', async ({
    page,
  }) => {
    const email = `reader-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Your email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(NEWSLETTER_TEXTS.subscribed, { exact: true })).toBeVisible();

    // The welcome e-mail, read from the outbox (the journeys' shop has no SMTP server: held).
    const admin = page.context().request;
    await admin.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
    let messageId = '';
    await expect
      .poll(async () => {
        const { messages } = (await (await admin.get('/api/admin/outbox')).json()) as {
          messages: { id: string; kind: string; to: string }[];
        };
        messageId =
          messages.find((m) => m.kind === 'newsletter_welcome' && m.to === email)?.id ?? '';
        return messageId;
      })
      .not.toBe('');
    const message = (await (await admin.get(`/api/admin/outbox/${messageId}`)).json()) as {
      text: string;
      html: string;
    };
    const link = /(https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(
      message.text,
    )?.[1];
    expect(link).toBeDefined();
    expect(message.html).toContain(link!);

    // The subscriber follows it: the page asks, the button unsubscribes.
    await page.goto(link!);
    await expect(
      page.getByRole('heading', { name: NEWSLETTER_TEXTS.unsubscribeConfirm }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: NEWSLETTER_TEXTS.unsubscribed })).toBeVisible();

    // Erased at once: the operator's search finds nothing; the CSV leaves it out.
    await page.evaluate(() => localStorage.setItem('isAdminLoggedIn', 'true'));
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { name: NEWSLETTER_ADMIN_TEXTS.title })).toBeVisible();
    await page.getByLabel(NEWSLETTER_ADMIN_TEXTS.search).fill(email);
    await expect(page.getByText(NEWSLETTER_ADMIN_TEXTS.none)).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) }),
    ).toHaveCount(0);
    const csv = await admin.get('/api/admin/newsletter/subscribers.csv');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).not.toContain(email);
  });
});
