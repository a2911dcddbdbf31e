import {
  BLOG_TEXTS,
  capitalize,
  formatArticleDate,
  MAX_TAGS_SHOWN,
  type BlogArticle,
} from '@shop/content';
import { Link } from 'react-router-dom';
import { useShopTexts } from '../../components/shop';

export const PLACEHOLDER_IMAGE = '/images/blog/placeholder.svg';

export interface BlogCardProps {
  article: BlogArticle;
  onTagClick(tag: string): void;
}

/** One article in the blog grid: image, up to 3 tags, title, date and author, excerpt. */
export function BlogCard({ article: written, onTagClick }: BlogCardProps) {
  const article = useShopTexts(written);
  const href = `/blog/${article.slug}`;
  return (
    <article className="blog-card">
      <Link to={href} className="blog-card__image-link" tabIndex={-1} aria-hidden="true">
        <img
          className="blog-card__image"
          src={article.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
        />
      </Link>
      <div className="blog-card__body">
        <ul className="blog-tags" aria-label="Tags">
          {article.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="blog-tag"
                onClick={() => onTagClick(tag)}
                aria-label={`Show ${capitalize(tag)} articles`}
              >
                {capitalize(tag)}
              </button>
            </li>
          ))}
        </ul>
        <h2 className="blog-card__title">
          <Link to={href}>{article.title}</Link>
        </h2>
        <p className="blog-card__meta">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </p>
        <p className="blog-card__excerpt">{article.excerpt}</p>
        <Link
          to={href}
          className="blog-card__more"
          aria-label={`${BLOG_TEXTS.readMore}: ${article.title}`}
        >
          {BLOG_TEXTS.readMore}
        </Link>
      </div>
    </article>
  );
}
