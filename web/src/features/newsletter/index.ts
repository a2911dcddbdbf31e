/** The newsletter sign-up form. */
export { NewsletterForm } from './NewsletterForm';
