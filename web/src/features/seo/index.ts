/** The page title and meta tags of each route. */
export { RouteMeta } from './RouteMeta';
