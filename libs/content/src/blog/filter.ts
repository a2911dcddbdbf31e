import type { BlogArticle } from './types';

/** The blog list's filter: search text and one category; both empty by default. */
export interface BlogFilter {
  search: string;
  /** A tag, or null for "All Categories". */
  category: string | null;
}

export const EMPTY_BLOG_FILTER: BlogFilter = { search: '', category: null };

/** Categories: the distinct tags of all articles, sorted alphabetically. */
export function blogCategories(articles: readonly BlogArticle[]): string[] {
  const tags = new Set(articles.flatMap((a) => a.tags.map((t) => t.toLowerCase())));
  return [...tags].sort((a, b) => a.localeCompare(b, 'en'));
}

/** "parenting" → "Parenting": how categories are shown. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Articles matching the search (case-insensitive, over title, excerpt and full content) and the
 * category (one of the article's tags).
 */
export function filterArticles(
  articles: readonly BlogArticle[],
  filter: BlogFilter,
): BlogArticle[] {
  const needle = filter.search.trim().toLocaleLowerCase('en');
  const category = filter.category?.toLowerCase() ?? null;
  return articles.filter((a) => {
    if (category && !a.tags.some((t) => t.toLowerCase() === category)) return false;
    if (!needle) return true;
    return [a.title, a.excerpt, a.content].some((text) =>
      text.toLocaleLowerCase('en').includes(needle),
    );
  });
}

/** "April 18, 2024" for "2024-04-18", the same on the server and in every time zone. */
export function formatArticleDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first tags shown on a card and in the article header: at most 3. */
export const MAX_TAGS_SHOWN = 3;
