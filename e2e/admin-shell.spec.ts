import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PAGES, orderTabPath, resolvePage, SITE } from '@shop/content';
import { BOOK_TEXTS, ORDER_TABS } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';
import { createReadyStory, signIn, smallTapTargets } from './journeys';

/** Every screen of the admin, each at its own address. */
const ADMIN_SCREENS = [
  ...ORDER_TABS.map((tab) => orderTabPath(tab)),
  ...Object.values(ADMIN_PAGES).map((p) => p.path),
];
const NOT_FOUND_TITLE = `Page Not Found | ${SITE.name}`;

/**
 * The page's own width against the viewport (no sideways scrolling of the page itself), and the
 * elements that stick out past its right edge, to say what to fix.
 */
async function pageWidths(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const tooWide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, tooWide };
  });
}

async function seriousAxeIssues(page: Page) {
  // The e-mail preview is a sandboxed frame without scripts, which axe cannot enter (it waits
  // for it forever): it is left out, and the journey checks its title itself.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe.outbox__html').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Client-side navigation to `path` (no page load), as a link inside the app would do. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('the admin shell', () => {
  test('every admin screen fits a 375 px phone, has its own title and no serious axe issue', async ({
    page,
  }) => {
    test.slow();
    const tag = Math.random().toString(36).slice(2, 8);
    // Something on each screen: an order with a long e-mail address, a message, an e-mail.
    const story = await createReadyStory(page, 'Maximiliana-Josephine', { animal: 'elephant' });
    await signIn(page);
    const created = await page.request.post('/api/test/create-order', {
      data: {
        storyId: story.id,
        shippingDetails: {
          fullName: `Phone Parent ${tag}`,
          email: `a.very.long.address.for.a.narrow.screen.${tag}@example-family-domain.com`,
          phone: '5555551234',
          address: '1234 Extraordinarily Long Boulevard Name Apartment 56',
          city: 'Testville',
          state: 'CA',
          zipCode: '90210',
          country: 'US',
        },
      },
    });
    expect(created.status()).toBe(201);
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Sam Parent',
        email: 'sam@example.com',
        subject: `Phone question ${tag}`,
        message: 'Averyveryverylongwordwithoutanyspacesinittoseewhetheritwrapsproperly please.',
      },
    });
    expect(sent.status()).toBe(201);

    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      // Open what a screen lists, so its details are measured too.
      if (path === ADMIN_PAGES.messages.path)
        await page.getByRole('button', { name: new RegExp(`Phone question ${tag}`) }).click();
      if (path === ADMIN_PAGES.emails.path) {
        await page.getByRole('button', { name: new RegExp(`Phone question ${tag}`) }).click();
        await expect(
          page
            .frameLocator(`iframe[title="E-mail: New contact message: Phone question ${tag}"]`)
            .getByRole('heading', { name: 'New contact message' }),
        ).toBeVisible();
      }
      if (path === orderTabPath('all')) {
        await page.getByRole('searchbox').fill(`Phone Parent ${tag}`);
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('article')).toHaveCount(1);
      }
      await expect(page).toHaveTitle(resolvePage(path).meta.title);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`admin-375${path.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
      const widths = await pageWidths(page);
      expect({ path, overflow: widths.scrollWidth > widths.clientWidth ? widths : null }).toEqual({
        path,
        overflow: null,
      });
      expect({ path, issues: await seriousAxeIssues(page) }).toEqual({ path, issues: [] });
      expect({ path, small: await smallTapTargets(page) }).toEqual({ path, small: [] });
    }
  });

  test('each admin screen titles itself on client navigation; an unknown admin path is not found', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveTitle(resolvePage('/admin').meta.title);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const [link, path] of [
      ['E-mails', ADMIN_PAGES.emails.path],
      ['Test Order Creator', ADMIN_PAGES.testOrders.path],
      ['Illustrations', ADMIN_PAGES.illustrations.path],
      ['Messages', ADMIN_PAGES.messages.path],
      ['Orders', '/admin'],
    ] as const) {
      await nav.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(resolvePage(path).meta.title);
    }
    await page.getByRole('tab', { name: /^Shipped/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/shipped$/);
    await expect(page).toHaveTitle(`Shipped | ${SITE.name} Admin`);

    await navigateInApp(page, '/admin/nope');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    // The same page and title when the server sends it, with a 404.
    const res = await page.goto('/admin/nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  });

  test('an expired session sends the operator to sign in, and back to the same screen after', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(ADMIN_PAGES.emails.path);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
    // The outbox's own list has come back: a call still in flight when the session goes would
    // answer 401 and send the operator to sign in before the click this journey is about.
    await expect(page.getByText('Loading e-mails...')).toBeHidden();
    // The server forgets the session (signed out elsewhere); the next call answers 401.
    expect((await page.request.post('/api/admin/logout')).status()).toBeLessThan(300);
    await page.getByRole('link', { name: 'Test Order Creator' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await page.evaluate(() => localStorage.getItem('isAdminLoggedIn'))).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/test-order-creator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test Order Creator' })).toBeVisible();
  });
});

test('customer pages and the 404 have their own titles after client navigation', async ({
  page,
}) => {
  const story = await createReadyStory(page, 'Tilly');
  await page.goto(`/stories/${story.id}`);
  await expect(page).toHaveTitle(`Your Story | ${SITE.name}`);
  await page.getByRole('link', { name: BOOK_TEXTS.previewButton }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${story.id}/book`));
  await expect(page).toHaveTitle(`Book Preview | ${SITE.name}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Your Story | ${SITE.name}`);
  for (const [path, title] of [
    [`/checkout/${story.id}`, 'Checkout'],
    [`/test-checkout/${story.id}`, 'Test Checkout'],
    ['/admin-login', 'Admin Login'],
    ['/about', 'About Us'],
  ] as const) {
    await navigateInApp(page, path);
    await expect(page).toHaveTitle(`${title} | ${SITE.name}`);
  }
  await navigateInApp(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  // Served directly, the story page's HTML carries its title before any script runs.
  const html = await (await page.request.get(`/stories/${story.id}/book`)).text();
  expect(html).toContain(`<title>Book Preview | ${SITE.name}</title>`);
});
