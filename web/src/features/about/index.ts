/** The About page. */
export { AboutPage } from './AboutPage';
