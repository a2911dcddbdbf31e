import { ARTICLES, findArticle, PUBLIC_PAGES, resolvePage, SITE } from '@shop/content';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from '../../../test/support/harness';

/** A built index.html as Vite writes it, with the generic tags the server must replace. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Generic title</title>
    <meta name="description" content="Generic description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'https://books.example';

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every value of `<meta {attr}="{name}" content="...">` in the page (decoded). */
function metas(html: string, attr: 'name' | 'property', name: string): string[] {
  const re = new RegExp(
    `<meta ${attr}="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`,
    'g',
  );
  return [...html.matchAll(re)].map((m) => decode(m[1]!));
}

function meta(html: string, attr: 'name' | 'property', name: string): string | undefined {
  const all = metas(html, attr, name);
  expect(all.length).toBeLessThanOrEqual(1);
  return all[0];
}

function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
}

function canonicalOf(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => decode(m[1]!));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('pages as the server sends them: metadata for search engines and link previews', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    h = await startHarness({ worker: false, config: { WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A plain HTTP GET, as a crawler or a link-preview bot makes it: no JavaScript runs. */
  const fetchPage = (path: string) => h.visitor().get(path);

  it('an article URL carries its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const article = findArticle('animal-characters-help-children-process-emotions')!;
    const res = await fetchPage(`/blog/${article.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    const url = `${ORIGIN}/blog/${article.slug}`;

    expect(titleOf(html)).toEqual([article.seoTitle]);
    expect(html).toContain(`<h1>${article.title}</h1>`);
    expect(meta(html, 'name', 'description')).toBe(article.seoDescription);
    expect(meta(html, 'name', 'keywords')).toBe(article.seoKeywords!.join(', '));
    expect(canonicalOf(html)).toEqual([url]);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:title')).toBe(article.seoTitle);
    expect(meta(html, 'property', 'og:description')).toBe(article.seoDescription);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}${article.imageUrl}`);
    expect(meta(html, 'property', 'og:site_name')).toBe(SITE.name);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe(article.seoTitle);
    expect(meta(html, 'name', 'twitter:description')).toBe(article.seoDescription);
    expect(metas(html, 'property', 'article:tag')).toEqual(article.tags);
    expect(meta(html, 'name', 'robots')).toBe('index, follow');

    // The generic tags of the build are gone; the app's script is untouched.
    expect(html).not.toContain('Generic');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    );
    expect(html).toContain('<div id="root"></div>');

    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      datePublished: article.date,
      mainEntityOfPage: { '@id': url },
    });
  });

  it('falls back to the title with the blog suffix and to the excerpt', async () => {
    const article = ARTICLES.find((a) => !a.seoTitle)!;
    expect(article).toBeDefined();
    const html = (await fetchPage(`/blog/${article.slug}`)).body;
    const expected = `${article.title}${SITE.blogTitleSuffix}`;
    expect(titleOf(html)).toEqual([expected]);
    expect(meta(html, 'property', 'og:title')).toBe(expected);
    expect(meta(html, 'name', 'description')).toBe(article.seoDescription ?? article.excerpt);
  });

  it('every public page has its own title, description, keywords, canonical URL and preview tags', async () => {
    const titles = new Set<string>();
    for (const page of PUBLIC_PAGES) {
      const res = await fetchPage(page.path);
      expect({ path: page.path, status: res.statusCode }).toEqual({ path: page.path, status: 200 });
      const html = res.body;
      expect(titleOf(html)).toEqual([page.title]);
      titles.add(page.title);
      expect(meta(html, 'name', 'description')).toBe(page.description);
      expect(meta(html, 'name', 'keywords')).toBe(page.keywords.join(', '));
      expect(canonicalOf(html)).toEqual([`${ORIGIN}${page.path}`]);
      expect(meta(html, 'property', 'og:title')).toBe(page.title);
      expect(meta(html, 'property', 'og:description')).toBe(page.description);
      expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}${page.path}`);
      expect(meta(html, 'property', 'og:type')).toBe('website');
      expect(meta(html, 'property', 'og:image')).toBe(
        `${ORIGIN}${page.image ?? SITE.defaultImage}`,
      );
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:title')).toBe(page.title);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    // A query string or a trailing slash doesn't change the canonical URL.
    expect(canonicalOf((await fetchPage('/about/?utm_source=x')).body)).toEqual([
      `${ORIGIN}/about`,
    ]);
  });

  it('describes the product on the home page as a $24.99 USD book, escaping the apostrophe', async () => {
    const html = (await fetchPage('/')).body;
    expect(html).toContain('<title>Personalized Children&#39;s Stories');
    const product = jsonLd(html).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      brand: { '@type': 'Brand', name: SITE.name },
      offers: { '@type': 'Offer', price: '24.99', priceCurrency: 'USD', url: `${ORIGIN}/` },
    });
  });

  it('keeps private pages out of search results and answers 404 for unknown articles and paths', async () => {
    for (const path of [
      '/admin',
      '/admin-login',
      '/checkout/123',
      '/stories/abc',
      '/collaborate/1/token',
      '/stories/abc/book',
      '/admin/emails',
    ]) {
      const res = await fetchPage(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
      expect(titleOf(res.body)).toEqual([resolvePage(path).meta.title]);
      expect(meta(res.body, 'name', 'robots')).toBe('noindex, nofollow');
      expect(jsonLd(res.body)).toEqual([]);
    }
    for (const path of ['/blog/no-such-article', '/no-such-page', '/admin/no-such-screen']) {
      const res = await fetchPage(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(titleOf(res.body)).toEqual([`Page Not Found | ${SITE.name}`]);
      expect(meta(res.body, 'name', 'robots')).toBe('noindex, nofollow');
      // The app still loads: it redirects the unknown article to /blog or shows the not-found page.
      expect(res.body).toContain('<div id="root"></div>');
    }
    const api = await fetchPage('/api/no-such-endpoint');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves a sitemap of every public page and article, and a robots.txt pointing to it', async () => {
    const sitemap = await fetchPage('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...PUBLIC_PAGES.map((p) => `${ORIGIN}${p.path}`),
      ...ARTICLES.map((a) => `${ORIGIN}/blog/${a.slug}`),
    ]);
    expect(sitemap.body).toContain(`<lastmod>${ARTICLES[0]!.date}</lastmod>`);

    const robots = await fetchPage('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
