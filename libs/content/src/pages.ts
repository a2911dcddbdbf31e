import { findAppPage } from './app-pages';
import { ARTICLES, findArticle } from './blog/articles';
import type { BlogArticle } from './blog/types';
import { SITE } from './site';

/** What search engines and link previews learn about one page. */
export interface PageMeta {
  /** Canonical path, e.g. "/blog/some-slug". */
  path: string;
  title: string;
  description: string;
  keywords: string[];
  type: 'website' | 'article';
  /** Path of the preview image, when the page has one. */
  image?: string;
  /** The article this page shows (blog article pages only). */
  article?: BlogArticle;
  /** Keep the page out of search results (private or missing pages). */
  noindex?: boolean;
}

const suffix = ` | ${SITE.name}`;

/** Every public page with its metadata; the sitemap lists these (and the articles). */
export const PUBLIC_PAGES: readonly PageMeta[] = [
  {
    path: '/',
    title: `Personalized Children's Stories & Custom Storybooks${suffix}`,
    description: `Create a personalized story starring your child and their favorite animal, then order it as a full-color hardcover storybook for ${SITE.bookPrice}.`,
    keywords: [
      'personalized children’s books',
      'custom storybook',
      'bedtime stories',
      'personalized story',
      'kids story generator',
      'hardcover storybook gift',
    ],
    type: 'website',
  },
  {
    path: '/create-collaborative',
    title: `Create a Story Together${suffix}`,
    description:
      'Write a story with your child: each of you adds parts through a shared link, and the finished tale can become a printed hardcover book.',
    keywords: ['collaborative story', 'write a story with your child', 'creative writing for kids'],
    type: 'website',
  },
  {
    path: '/about',
    title: `About Us${suffix}`,
    description:
      'Why we make personalized stories for children aged 2 to 10, how each story is written for your child, and what goes into our printed hardcover books.',
    keywords: ['about Storybook Shop', 'personalized storybooks', 'children’s stories'],
    type: 'website',
  },
  {
    path: '/privacy',
    title: `Privacy Policy${suffix}`,
    description:
      'What information Storybook Shop keeps about you and your child, why, for how long, who receives it, and how to ask us to delete it.',
    keywords: ['privacy policy', 'children’s privacy', 'data deletion'],
    type: 'website',
  },
  {
    path: '/terms',
    title: `Terms of Service${suffix}`,
    description: `The terms for creating stories and ordering printed storybooks: ${SITE.bookPrice} plus sales tax, delivery in ${SITE.deliveryBusinessDays} business days, and our refund policy.`,
    keywords: ['terms of service', 'refund policy', 'shipping'],
    type: 'website',
  },
  {
    path: '/contact',
    title: `Contact Us${suffix}`,
    description:
      'Questions about your story or book order? Send us a message and we’ll reply within 24 hours. Answers to common questions about shipping, languages and ages.',
    keywords: ['contact', 'customer support', 'storybook shipping questions'],
    type: 'website',
  },
  {
    path: '/blog',
    title: `Blog: Reading, Bedtime and Child Development Tips${suffix}`,
    description:
      'Practical ideas for parents on reading together, bedtime routines, emotions and the benefits of personalized stories.',
    keywords: ['parenting blog', 'reading tips', 'bedtime stories', 'child development'],
    type: 'website',
  },
];

/** An article's metadata: SEO title, else the title with the blog suffix; SEO description, else the excerpt. */
export function articleMeta(article: BlogArticle): PageMeta {
  return {
    path: `/blog/${article.slug}`,
    title: article.seoTitle ?? `${article.title}${SITE.blogTitleSuffix}`,
    description: article.seoDescription ?? article.excerpt,
    keywords: article.seoKeywords ?? article.tags,
    type: 'article',
    ...(article.imageUrl ? { image: article.imageUrl } : {}),
    article,
  };
}

export interface ResolvedPage {
  meta: PageMeta;
  /** 404 for a path the app has no page for (the app shows its not-found page). */
  status: 200 | 404;
}

const NOT_FOUND_META: Omit<PageMeta, 'path'> = {
  title: `Page Not Found${suffix}`,
  description: SITE.description,
  keywords: [],
  type: 'website',
  noindex: true,
};

/** The metadata of the page at `pathname` (no query string), for the server and the browser alike. */
export function resolvePage(pathname: string): ResolvedPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (page) return { meta: page, status: 200 };
  const blog = /^\/blog\/([^/]+)$/.exec(path);
  if (blog) {
    let slug = blog[1]!;
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // a malformed escape is simply an unknown slug
    }
    const article = findArticle(slug);
    if (article) return { meta: articleMeta(article), status: 200 };
    return { meta: { ...NOT_FOUND_META, path }, status: 404 };
  }
  const appPage = findAppPage(path);
  if (appPage) {
    return {
      meta: { ...PUBLIC_PAGES[0]!, path, title: appPage.title, noindex: true },
      status: 200,
    };
  }
  return { meta: { ...NOT_FOUND_META, path }, status: 404 };
}

/** Every indexable URL path: the public pages, then the articles. */
export function sitemapEntries(): { path: string; lastModified?: string }[] {
  return [
    ...PUBLIC_PAGES.map((p) => ({
      path: p.path,
      ...(p.path === '/privacy' || p.path === '/terms'
        ? { lastModified: SITE.legalLastUpdatedIso }
        : {}),
    })),
    ...ARTICLES.map((a) => ({ path: `/blog/${a.slug}`, lastModified: a.date })),
  ];
}
