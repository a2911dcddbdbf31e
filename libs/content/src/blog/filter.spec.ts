import { ARTICLES } from './articles';
import {
  blogCategories,
  capitalize,
  EMPTY_BLOG_FILTER,
  filterArticles,
  formatArticleDate,
} from './filter';
import type { BlogArticle } from './types';

const article = (slug: string, over: Partial<BlogArticle> = {}): BlogArticle => ({
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  content: `Content ${slug}`,
  tags: [],
  date: '2024-01-01',
  author: 'A',
  ...over,
});

describe('blog filter', () => {
  const a = article('a', { title: 'Bedtime Magic', tags: ['bedtime', 'reading'] });
  const b = article('b', { excerpt: 'All about FEELINGS', tags: ['emotions'] });
  const c = article('c', {
    content: 'Deep in the text: the word dragonfly.',
    tags: ['Reading', 'animals'],
  });
  const all = [a, b, c];

  it('shows everything by default', () => {
    expect(filterArticles(all, EMPTY_BLOG_FILTER)).toEqual(all);
  });

  it('searches title, excerpt and full content, ignoring case and surrounding spaces', () => {
    expect(filterArticles(all, { search: 'bedtime magic', category: null })).toEqual([a]);
    expect(filterArticles(all, { search: 'feelings', category: null })).toEqual([b]);
    expect(filterArticles(all, { search: '  DRAGONFLY ', category: null })).toEqual([c]);
    expect(filterArticles(all, { search: 'nothing like this', category: null })).toEqual([]);
  });

  it('filters by one category and combines it with the search', () => {
    expect(filterArticles(all, { search: '', category: 'reading' })).toEqual([a, c]);
    expect(filterArticles(all, { search: 'dragonfly', category: 'reading' })).toEqual([c]);
    expect(filterArticles(all, { search: 'dragonfly', category: 'emotions' })).toEqual([]);
  });

  it('lists distinct tags sorted alphabetically as categories', () => {
    expect(blogCategories(all)).toEqual(['animals', 'bedtime', 'emotions', 'reading']);
    expect(blogCategories(all).map(capitalize)).toEqual([
      'Animals',
      'Bedtime',
      'Emotions',
      'Reading',
    ]);
  });

  it('formats dates the same in every time zone', () => {
    expect(formatArticleDate('2024-05-02')).toBe('May 2, 2024');
  });
});

describe('the blog articles', () => {
  it('are three, with unique slugs, and include the two the footer links to', () => {
    expect(ARTICLES).toHaveLength(3);
    expect(new Set(ARTICLES.map((x) => x.slug)).size).toBe(3);
    const slugs = ARTICLES.map((x) => x.slug);
    expect(slugs).toContain('benefits-personalized-stories-child-development');
    expect(slugs).toContain('animal-characters-help-children-process-emotions');
  });

  it('have every field, lower-case tags, ISO dates and substantial content', () => {
    for (const x of ARTICLES) {
      expect(x.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(x.title.length).toBeGreaterThan(10);
      expect(x.excerpt.length).toBeGreaterThan(50);
      expect(x.author).toBeTruthy();
      expect(x.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(x.tags.length).toBeGreaterThan(0);
      for (const t of x.tags) expect(t).toBe(t.toLowerCase());
      expect(x.content.split(/\s+/).length).toBeGreaterThan(500);
      // Markdown only: the article page renders no raw HTML.
      expect(x.content).not.toMatch(/<[a-z!/]/i);
      if (x.seoTitle) expect(x.seoTitle.length).toBeLessThanOrEqual(70);
      if (x.seoDescription) expect(x.seoDescription.length).toBeLessThanOrEqual(170);
    }
  });

  it('are listed newest first', () => {
    const dates = ARTICLES.map((x) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
