import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ARTICLES, findArticle, PUBLIC_PAGES, SITE } from '@shop/content';
import { MESSAGES, NEWSLETTER_TEXTS } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';

/** Every public page of the shop: the pages with metadata, and each article. */
const PUBLIC_PATHS = [
  ...PUBLIC_PAGES.map((p) => p.path),
  ...ARTICLES.map((a) => `/blog/${a.slug}`),
];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.blog-card h2').allInnerTexts();
}

test.describe('content pages', () => {
  test('about, privacy and terms show their texts', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create Your Story Now' }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Last updated: May 2, 2024')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
    await page.goto('/terms');
    await expect(page.getByText(/within 7 days of receipt/)).toBeVisible();
    await expect(page.getByText(/\$24\.99 \(USD\) plus sales tax where applicable/)).toBeVisible();
  });

  test('on a phone, each footer link opens its page at the top; Back returns to where it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.locator('h1').first()).toBeVisible();
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
      ['Contact', '/contact'],
      ['Collaborative Stories', '/create-collaborative'],
    ] as const) {
      const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect.poll(scrollY).toBeGreaterThan(500);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect.poll(scrollY).toBe(0);
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const bottom = await scrollY();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/create-collaborative$/);
    await expect.poll(scrollY).toBe(bottom);

    // The copyright runs from the shop's first year, the year of its oldest articles.
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${SITE.firstYear}–${new Date().getFullYear()} Storybook Shop`,
    );
  });

  test('the contact form checks each field, then sends the message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Name').fill('S');
    await field('Email').fill('nope');
    await field('Subject').fill('Hi');
    await field('Message').fill('Short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of Object.values(MESSAGES.contact))
      await expect(page.getByText(message)).toBeVisible();

    const subject = `Book question ${unique()}`;
    await field('Name').fill('Sam Parent');
    await field('Email').fill('sam.parent@example.com');
    await field('Subject').fill(subject);
    await field('Message').fill('Can the book be dedicated to two children?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(field('Subject')).toHaveValue('');

    // The operator finds it in the Messages tab of /admin.
    await page.goto('/admin-login');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('searches over full content, filters by category and by a card’s tag, and resets', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cardTitles(page)).toEqual(ARTICLES.map((a) => a.title));

    // "dialogic" appears only in the body of one article.
    await page.getByPlaceholder('Search articles...').fill('DIALOGIC');
    await expect(page.locator('.blog-card')).toHaveCount(1);
    expect(await cardTitles(page)).toEqual([
      findArticle('benefits-personalized-stories-child-development')!.title,
    ]);

    await page.getByPlaceholder('Search articles...').fill('');
    await page.getByRole('button', { name: 'Show Bedtime articles' }).click();
    await expect(page.getByRole('button', { name: 'Bedtime', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const bedtime = ARTICLES.filter((a) => a.tags.includes('bedtime')).map((a) => a.title);
    await expect(page.locator('.blog-card')).toHaveCount(bedtime.length);
    expect(await cardTitles(page)).toEqual(bedtime);

    await page.getByPlaceholder('Search articles...').fill('no article says this');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(
      page.getByText(
        "Try adjusting your search or category selection to find what you're looking for.",
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.locator('.blog-card')).toHaveCount(ARTICLES.length);
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('opens an article from its card and renders its markdown', async ({ page }) => {
    const article = findArticle('animal-characters-help-children-process-emotions')!;
    await page.goto('/blog');
    await page.getByRole('link', { name: `Read More: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A safe distance' })).toBeVisible();
    await expect(page.locator('.markdown li').first()).toBeVisible();
    await expect(page).toHaveTitle(article.seoTitle!);
    await expect(page.getByText(`#${article.tags[0]}`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(PUBLIC_PAGES.find((p) => p.path === '/blog')!.title);
  });

  test('an unknown article redirects to the blog', async ({ page }) => {
    await page.goto('/blog/this-article-does-not-exist');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByPlaceholder('Search articles...')).toBeVisible();
  });

  test('share falls back to copying the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () =>
          Promise.reject(new DOMException('Share is not allowed here', 'NotAllowedError')),
      });
    });
    const slug = 'bedtime-story-routine-tips';
    await page.goto(`/blog/${slug}`);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('an article’s HTML carries its title and Open Graph tags without JavaScript', async ({
    request,
  }) => {
    const article = findArticle('benefits-personalized-stories-child-development')!;
    const res = await request.get(`/blog/${article.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${article.seoTitle}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${article.seoTitle}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(
      new RegExp(`<meta property="og:url" content="[^"]+/blog/${article.slug}">`),
    );
    expect(html).toContain('"@type":"Article"');
  });
});

test.describe('newsletter', () => {
  test('subscribing twice is a friendly success both times', async ({ page }) => {
    const email = `parent-${unique()}@example.com`;
    await page.goto('/blog');
    const block = page.locator('.newsletter--blog');
    const answers: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      await block.getByPlaceholder('Your email address').fill(email);
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST',
        ),
        block.getByRole('button', { name: 'Subscribe' }).click(),
      ]);
      expect(response.status()).toBe(200);
      answers.push(await response.json());
      await expect(page.getByText(NEWSLETTER_TEXTS.subscribed, { exact: true })).toBeVisible();
      await expect(block.getByPlaceholder('Your email address')).toHaveValue('');
    }
    // The second sign-up is answered exactly like the first: nothing tells who is subscribed.
    expect(answers[1]).toEqual(answers[0]);
  });

  test('the footer block subscribes too', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer .newsletter');
    await footer.getByPlaceholder('Your email').fill(`footer-${unique()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(NEWSLETTER_TEXTS.subscribed, { exact: true })).toBeVisible();
  });
});

test.describe('every public page', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of PUBLIC_PATHS) {
    test(`${path} fits a 375 px phone without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => n.target.join(' ')),
        }));
      expect(bad).toEqual([]);
    });
  }
});
