import { BOOK } from '@shop/contracts';
import type { PageMeta } from './pages';
import { SITE } from './site';

/** A `<meta>` or `<link>` element of the document head, as plain data. */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** "https://shop.example" + "/blog" → absolute URL; the origin's trailing slash is ignored. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The head tags of a page: description, keywords, robots, canonical URL, Open Graph and Twitter
 * card. The server writes them into the HTML it sends; the browser updates them on navigation.
 */
export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = absoluteUrl(origin, meta.path);
  const image = absoluteUrl(origin, meta.image ?? SITE.defaultImage);
  const name = (n: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'name',
    name: n,
    content,
  });
  const property = (n: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'property',
    name: n,
    content,
  });
  const tags: HeadTag[] = [
    name('description', meta.description),
    ...(meta.keywords.length ? [name('keywords', meta.keywords.join(', '))] : []),
    name('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:site_name', SITE.name),
    property('og:locale', 'en_US'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    name('twitter:image', image),
  ];
  if (meta.article) {
    tags.push(property('article:published_time', meta.article.date));
    tags.push(property('article:author', meta.article.author));
    for (const tag of meta.article.tags) tags.push(property('article:tag', tag));
  }
  return tags;
}

/** schema.org data for the page (JSON-LD): the product on the home page, an Article per post. */
export function structuredData(meta: PageMeta, origin: string): Record<string, unknown>[] {
  const url = absoluteUrl(origin, meta.path);
  if (meta.path === '/' && !meta.noindex) {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Personalized Hardcover Storybook',
        description: `A story written for your child, starring them and their favorite animal, printed as a ${BOOK.pages}-page full-color hardcover book.`,
        brand: { '@type': 'Brand', name: SITE.name },
        category: "Children's Books",
        image: [absoluteUrl(origin, SITE.defaultImage)],
        url,
        offers: {
          '@type': 'Offer',
          price: SITE.bookPriceAmount,
          priceCurrency: SITE.currency,
          availability: 'https://schema.org/InStock',
          url,
        },
      },
    ];
  }
  const article = meta.article;
  if (!article) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: meta.description,
      ...(meta.image ? { image: [absoluteUrl(origin, meta.image)] } : {}),
      datePublished: article.date,
      dateModified: article.date,
      author: { '@type': 'Organization', name: article.author, url: absoluteUrl(origin, '/about') },
      publisher: { '@type': 'Organization', name: SITE.name, url: absoluteUrl(origin, '/') },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      keywords: meta.keywords.join(', '),
      articleSection: 'Blog',
    },
  ];
}
