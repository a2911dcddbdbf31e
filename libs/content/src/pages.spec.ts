import { ORDER_TABS } from '@shop/contracts';
import { ADMIN_PAGES, orderTabPath } from './app-pages';
import { ARTICLES } from './blog/articles';
import { articleMeta, PUBLIC_PAGES, resolvePage, sitemapEntries } from './pages';
import { headTags, structuredData } from './seo';
import { SITE } from './site';

describe('page metadata', () => {
  it('resolves every public page, ignoring a trailing slash', () => {
    for (const page of PUBLIC_PAGES) {
      expect(resolvePage(page.path)).toEqual({ meta: page, status: 200 });
      if (page.path !== '/') expect(resolvePage(`${page.path}/`).meta).toBe(page);
    }
  });

  it('gives each public page a distinct title and a description of search-result length', () => {
    expect(new Set(PUBLIC_PAGES.map((p) => p.title)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(170);
      expect(page.keywords.length).toBeGreaterThan(0);
    }
  });

  it('resolves articles (also percent-encoded) and answers 404 for unknown slugs and paths', () => {
    const [first] = ARTICLES;
    expect(resolvePage(`/blog/${first!.slug}`).meta.article).toBe(first);
    expect(resolvePage(`/blog/${encodeURIComponent(first!.slug)}`).status).toBe(200);
    for (const path of ['/blog/nope', '/blog/%E0%A4%A', '/nope', '/blog/a/b']) {
      const { meta, status } = resolvePage(path);
      expect({ path, status, noindex: meta.noindex }).toEqual({ path, status: 404, noindex: true });
    }
  });

  it('keeps private pages out of search engines', () => {
    for (const path of [
      '/checkout',
      '/checkout/1',
      '/test-checkout/1',
      '/admin',
      '/admin/test-order-creator',
      '/admin/orders/paid',
      '/admin/messages',
      '/admin/emails',
      '/admin/illustrations',
      '/admin-login',
      '/stories/1/book',
      '/stories/1',
      '/collaborate/1/t',
      '/orders/Zm9vYmFyYmF6cXV4cXV1eA',
    ]) {
      expect(resolvePage(path)).toMatchObject({ status: 200, meta: { noindex: true } });
      expect(headTags(resolvePage(path).meta, 'https://x.example')).toContainEqual({
        tag: 'meta',
        key: 'name',
        name: 'robots',
        content: 'noindex, nofollow',
      });
      expect(structuredData(resolvePage(path).meta, 'https://x.example')).toEqual([]);
    }
  });

  it('gives every private page and admin screen a title of its own', () => {
    const paths = [
      '/checkout/1',
      '/test-checkout/1',
      '/collaborate/1/t',
      '/stories/1',
      '/stories/1/book',
      '/orders/Zm9vYmFyYmF6cXV4cXV1eA',
      '/admin-login',
      ...ORDER_TABS.map(orderTabPath),
      ...Object.values(ADMIN_PAGES).map((p) => p.path),
    ];
    const titles = paths.map((path) => resolvePage(path).meta.title);
    const taken = [...PUBLIC_PAGES.map((p) => p.title), resolvePage('/nope').meta.title];
    expect(new Set([...titles, ...taken]).size).toBe(titles.length + taken.length);
    expect(resolvePage('/admin').meta.title).toBe(`All Orders | ${SITE.name} Admin`);
    expect(resolvePage('/checkout').meta.title).toBe(`Checkout | ${SITE.name}`);
  });

  it('answers 404 for a path under /admin that is no admin screen', () => {
    for (const path of ['/admin/nope', '/admin/orders', '/admin/orders/all', '/admin/emails/x']) {
      const { meta, status } = resolvePage(path);
      expect({ path, status, title: meta.title }).toEqual({
        path,
        status: 404,
        title: `Page Not Found | ${SITE.name}`,
      });
    }
  });

  it('uses an article’s SEO title, else its title with the blog suffix; SEO description, else the excerpt', () => {
    const base = ARTICLES[0]!;
    const bare = {
      ...base,
      seoTitle: undefined,
      seoDescription: undefined,
      seoKeywords: undefined,
    };
    expect(articleMeta(bare)).toMatchObject({
      title: `${base.title}${SITE.blogTitleSuffix}`,
      description: base.excerpt,
      keywords: base.tags,
    });
    expect(articleMeta({ ...base, seoTitle: 'Custom' }).title).toBe('Custom');
  });

  it('lists the public pages and every article in the sitemap', () => {
    expect(sitemapEntries().map((e) => e.path)).toEqual([
      ...PUBLIC_PAGES.map((p) => p.path),
      ...ARTICLES.map((a) => `/blog/${a.slug}`),
    ]);
  });
});
