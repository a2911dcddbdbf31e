/** The contact page and its form. */
export { ContactPage } from './ContactPage';
