import {
  ARTICLES,
  BLOG_TEXTS,
  blogCategories,
  capitalize,
  EMPTY_BLOG_FILTER,
  filterArticles,
  type BlogArticle,
  type BlogFilter,
} from '@shop/content';
import { useMemo, useState } from 'react';
import { useShopTexts } from '../../components/shop';
import { NewsletterForm } from '../newsletter';
import { BlogCard } from './BlogCard';
import '../../styles/content-pages.css';
import './blog.css';

export interface BlogListPageProps {
  /** The articles to show; the static articles by default (tests pass their own). */
  articles?: readonly BlogArticle[];
}

/** `/blog`: search, one category at a time, the article cards and the newsletter block. */
export function BlogListPage({ articles = ARTICLES }: BlogListPageProps) {
  const heading = useShopTexts(BLOG_TEXTS.heading);
  const [filter, setFilter] = useState<BlogFilter>(EMPTY_BLOG_FILTER);
  const categories = useMemo(() => blogCategories(articles), [articles]);
  const shown = useMemo(() => filterArticles(articles, filter), [articles, filter]);

  const chooseCategory = (category: string | null) => {
    setFilter((f) => ({ ...f, category }));
    if (category) document.getElementById('blog-results')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <main className="blog-page content-page">
      <header className="blog-page__header">
        <p className="blog-page__eyebrow">Blog</p>
        <h1 className="blog-page__title">{heading}</h1>
        <p className="blog-page__intro">{BLOG_TEXTS.intro}</p>
      </header>

      <div className="blog-filters" role="search">
        <label htmlFor="blog-search" className="visually-hidden">
          Search articles
        </label>
        <input
          id="blog-search"
          className="blog-filters__search"
          type="search"
          placeholder={BLOG_TEXTS.searchPlaceholder}
          value={filter.search}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
        />
        <div className="blog-filters__categories" role="group" aria-label="Categories">
          <button
            type="button"
            className="blog-category"
            aria-pressed={filter.category === null}
            onClick={() => chooseCategory(null)}
          >
            {BLOG_TEXTS.allCategories}
          </button>
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              className="blog-category"
              aria-pressed={filter.category === category}
              onClick={() => chooseCategory(category)}
            >
              {capitalize(category)}
            </button>
          ))}
        </div>
      </div>

      <section id="blog-results" aria-label="Articles">
        <p role="status" className="visually-hidden">
          {shown.length === 1 ? '1 article' : `${shown.length} articles`}
        </p>
        {shown.length > 0 ? (
          <div className="blog-grid">
            {shown.map((article) => (
              <BlogCard
                key={article.slug}
                article={article}
                onTagClick={(tag) => chooseCategory(tag.toLowerCase())}
              />
            ))}
          </div>
        ) : (
          <div className="blog-empty">
            <h2 className="blog-empty__title">{BLOG_TEXTS.noResultsTitle}</h2>
            <p>{BLOG_TEXTS.noResultsHint}</p>
            <button
              type="button"
              className="content-button content-button--secondary"
              onClick={() => setFilter(EMPTY_BLOG_FILTER)}
            >
              {BLOG_TEXTS.resetFilters}
            </button>
          </div>
        )}
      </section>

      <NewsletterForm variant="blog" />
    </main>
  );
}
