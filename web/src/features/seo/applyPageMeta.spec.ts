import { findArticle, PUBLIC_PAGES } from '@shop/content';
import { applyPageMeta } from './applyPageMeta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="old"><meta property="og:title" content="old"><meta property="article:tag" content="old">';
  });

  it('sets the title, description, canonical link and preview tags of a page', () => {
    applyPageMeta('/about');
    const about = PUBLIC_PAGES.find((p) => p.path === '/about')!;
    expect(document.title).toBe(about.title);
    expect(content('meta[name="description"]')).toBe(about.description);
    expect(content('meta[property="og:title"]')).toBe(about.title);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/about`,
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="article:tag"]')).toBeNull();
  });

  it('describes an article with its tags and JSON-LD, then the home page with the product', () => {
    const article = findArticle('animal-characters-help-children-process-emotions')!;
    applyPageMeta(`/blog/${article.slug}`);
    expect(document.title).toBe(article.seoTitle);
    expect(
      [...document.head.querySelectorAll('meta[property="article:tag"]')].map((m) =>
        m.getAttribute('content'),
      ),
    ).toEqual(article.tags);
    const ld = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as { '@type': string },
      );
    expect(ld().map((d) => d['@type'])).toEqual(['Article']);

    applyPageMeta('/');
    expect(ld().map((d) => d['@type'])).toEqual(['Product']);
    expect(document.head.querySelector('meta[property="article:tag"]')).toBeNull();
  });
});
