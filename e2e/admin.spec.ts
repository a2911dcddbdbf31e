import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ORDER_TEXTS,
  ADMIN_TEXTS,
  CHECKOUT_TEXTS,
  CONTACT_TEXTS,
  MESSAGES,
} from '@shop/contracts';
import { verifyPassword } from '@shop/auth';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_PASSWORD_HASH } from './admin-credentials';
import { createReadyStory, signIn } from './journeys';

function orderCard(page: Page, orderId: string) {
  return page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` });
}

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
}

test.describe('admin area', () => {
  test('the served app’s password hash matches the password this journey signs in with', async () => {
    expect(await verifyPassword(E2E_ADMIN_PASSWORD, E2E_ADMIN_PASSWORD_HASH)).toBe(true);
  });

  test('/admin without signing in goes to /admin-login, and so does the test-order creator', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto('/admin/test-order-creator');
    await expect(page).toHaveURL(/\/admin-login$/);
    // A forged flag steers nothing: the server answers 401 and the page goes back to sign-in.
    await page.evaluate(() => localStorage.setItem('isAdminLoggedIn', 'true'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem('isAdminLoggedIn'))).toBeNull();
  });

  test('sign in, create a test order, work it through every tab, read a message, sign out', async ({
    page,
  }) => {
    test.slow();
    const tag = Math.random().toString(36).slice(2, 8);
    const story = await createReadyStory(page, 'Robin', { animal: 'owl', theme: 'courage' });

    // Sign in: empty and wrong passwords first.
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(MESSAGES.admin.password, { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(ADMIN_TEXTS.invalidPassword, { exact: true })).toBeVisible();
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();

    // Test-order creator, with the story preselected.
    await page.getByRole('link', { name: 'Test Order Creator' }).click();
    await expect(page).toHaveURL(/\/admin\/test-order-creator$/);
    await page.goto(`/admin/test-order-creator?storyId=${story.id}`);
    await expect(page.getByLabel('Story', { exact: true })).toHaveValue(story.id);
    await page.getByLabel('Full name', { exact: true }).fill(`E2E Parent ${tag}`);
    await page.getByRole('button', { name: 'Create Regular Order' }).click();
    await expect(
      page.getByText(CHECKOUT_TEXTS.toasts.testOrderCreated, { exact: true }),
    ).toBeVisible();
    const status = await page.getByTestId('test-order-created').textContent();
    const shortId = /Test order ([0-9a-f]{8})/.exec(status ?? '')![1]!;

    // Find it by name in the orders list.
    await page.getByRole('link', { name: 'See it in the orders list' }).click();
    await page.getByRole('searchbox').fill(`E2E Parent ${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('article', { name: `Order #${shortId}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('$0.00')).toBeVisible();
    await expect(card.getByTestId('status-badge')).toHaveText('paid');
    await expect(page.getByRole('tab', { name: 'All Orders (1)' })).toBeVisible();
    const orderId = (await card.locator('.admin-mono.admin-muted').textContent())!.trim();
    expect(orderId.startsWith(shortId)).toBe(true);

    // All: the status dropdown → pending; it shows in Pending.
    await card.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(page.getByText(ADMIN_ORDER_TEXTS.statusUpdated, { exact: true })).toBeVisible();
    await openTab(page, /^Pending/);
    await expect(orderCard(page, orderId).getByTestId('status-badge')).toHaveText('pending');

    // New: Mark as Paid, then Mark as Shipped.
    await openTab(page, /^New Orders/);
    let newCard = orderCard(page, orderId);
    await newCard.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(newCard.getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
    await openTab(page, /^Paid/);
    await expect(orderCard(page, orderId)).toBeVisible();
    await openTab(page, /^New Orders/);
    newCard = orderCard(page, orderId);
    await newCard.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(newCard.getByRole('button', { name: 'Mark as Shipped' })).toBeDisabled();
    await openTab(page, /^Shipped/);
    const shipped = orderCard(page, orderId);
    await expect(shipped).toBeVisible();

    // Tracking (blank refused first) and notes.
    await shipped.getByRole('button', { name: 'Update Tracking' }).click();
    await expect(page.getByText(MESSAGES.admin.trackingDescription, { exact: true })).toBeVisible();
    await shipped.getByLabel('Tracking number', { exact: true }).fill('1Z999AA10123456784');
    await shipped.getByRole('button', { name: 'Update Tracking' }).click();
    await expect(page.getByText(ADMIN_ORDER_TEXTS.trackingUpdated, { exact: true })).toBeVisible();
    await orderCard(page, orderId).getByLabel('Notes', { exact: true }).fill('Gift wrap, please.');
    await orderCard(page, orderId).getByRole('button', { name: 'Save Notes' }).click();
    await expect(page.getByText(ADMIN_ORDER_TEXTS.notesUpdated, { exact: true })).toBeVisible();

    // Fulfilled: it moves to the Fulfilled tab, leaves Shipped, and its status is locked.
    // (The box follows the server: the order then leaves the Shipped tab.)
    await orderCard(page, orderId).getByLabel('Fulfilled', { exact: true }).click();
    await expect(orderCard(page, orderId)).toHaveCount(0);
    await openTab(page, /^Fulfilled/);
    const fulfilled = orderCard(page, orderId);
    await expect(fulfilled.getByText('fulfilled', { exact: true })).toBeVisible();
    await openTab(page, /^Shipped/);
    await expect(page.getByText('No orders match your search.')).toBeVisible();
    await openTab(page, /^All Orders/);
    await expect(orderCard(page, orderId).getByLabel('Status', { exact: true })).toBeDisabled();

    // History: every change, from what to what.
    await orderCard(page, orderId).getByRole('button', { name: 'Show History' }).click();
    const history = orderCard(page, orderId).getByRole('list', { name: 'Order history' });
    await expect(history).toContainText('Status: paid → pending');
    await expect(history).toContainText('Status: pending → paid');
    await expect(history).toContainText('Status: paid → shipped');
    await expect(history).toContainText('Tracking number: (none) → 1Z999AA10123456784');
    await expect(history).toContainText('Notes: (none) → Gift wrap, please.');
    await expect(history).toContainText('Fulfilled: no → yes');

    // A contact message arrives; opening it marks it read.
    const subject = `E2E question ${tag}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Sam Parent',
        email: 'sam@example.com',
        subject,
        message: 'When will my book arrive, please?',
      },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    await openTab(page, /^Messages/);
    const unreadBefore = Number(
      (await page.getByTestId('unread-count').textContent())!.split(' ')[0],
    );
    expect(unreadBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(page.getByText(CONTACT_TEXTS.markedRead, { exact: true })).toBeVisible();
    await expect(page.getByText('When will my book arrive, please?')).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText(`${unreadBefore - 1} unread`);

    // Sign out: the session ends on the server too.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});
