/** A blog article as static data. */
export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. Rendered without raw HTML. */
  content: string;
  tags: string[];
  /** ISO date (YYYY-MM-DD). */
  date: string;
  author: string;
  imageUrl?: string;
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
}
