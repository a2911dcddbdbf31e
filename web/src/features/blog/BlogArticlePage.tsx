import { ArrowLeft, Share2 } from 'lucide-react';
import {
  BLOG_TEXTS,
  capitalize,
  findArticle,
  formatArticleDate,
  MAX_TAGS_SHOWN,
} from '@shop/content';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useShopTexts } from '../../components/shop';
import { Markdown } from './Markdown';
import { PLACEHOLDER_IMAGE } from './BlogCard';
import { shareArticle } from './share';
import '../../styles/content-pages.css';
import './blog.css';

/** `/blog/:slug`. An unknown slug goes back to /blog. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = useShopTexts(findArticle(slug));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (!article) return <Navigate to="/blog" replace />;

  const onShare = () =>
    void shareArticle({ title: article.title, text: article.excerpt, url: window.location.href });

  return (
    <main className="blog-article content-page">
      <Link to="/blog" className="content-back-link">
        <ArrowLeft aria-hidden="true" size={16} />
        {BLOG_TEXTS.backToBlog}
      </Link>
      <article>
        <img
          className="blog-article__hero"
          src={article.imageUrl ?? PLACEHOLDER_IMAGE}
          alt=""
          width={1200}
          height={630}
        />
        <header className="blog-article__header">
          <h1 className="blog-article__title">{article.title}</h1>
          <p className="blog-article__meta">
            <span>{article.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          </p>
          <div className="blog-article__actions">
            <ul className="blog-tags" aria-label="Tags">
              {article.tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
                <li key={tag} className="blog-tag blog-tag--static">
                  {capitalize(tag)}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="content-button content-button--secondary blog-article__share"
              onClick={onShare}
            >
              <Share2 aria-hidden="true" size={18} />
              {BLOG_TEXTS.share}
            </button>
          </div>
        </header>
        <Markdown>{article.content}</Markdown>
        <footer className="blog-article__tags">
          <h2 className="blog-article__tags-heading">{BLOG_TEXTS.tagsHeading}</h2>
          <ul className="blog-tags" aria-label="All tags">
            {article.tags.map((tag) => (
              <li key={tag} className="blog-tag blog-tag--static">
                #{tag}
              </li>
            ))}
          </ul>
        </footer>
      </article>
      <section className="content-cta" aria-labelledby="article-cta">
        <h2 id="article-cta" className="content-cta__heading">
          {BLOG_TEXTS.ctaHeading}
        </h2>
        <p className="content-cta__text">{BLOG_TEXTS.ctaText}</p>
        <Link to="/" className="content-button content-button--primary">
          {BLOG_TEXTS.ctaButton}
        </Link>
      </section>
    </main>
  );
}
