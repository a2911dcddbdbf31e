/** The blog: the article list and one article. */
export { BlogListPage } from './BlogListPage';
export { BlogArticlePage } from './BlogArticlePage';
