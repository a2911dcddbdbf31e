// Browser-safe content of the shop: blog articles, page texts, policies and page metadata.
// No Node or Nest imports: the web app and the API both read it.
export * from './about';
export * from './app-pages';
export * from './blog/articles';
export * from './blog/filter';
export * from './blog/texts';
export * from './blog/types';
export * from './contact';
export * from './legal';
export * from './pages';
export * from './seo';
export * from './site';
