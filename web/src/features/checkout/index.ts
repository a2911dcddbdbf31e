/** Buying a book: the checkout, the operator's test checkout and the book cover they show. */
export { BookCover } from './BookPreview';
export { CheckoutPage } from './CheckoutPage';
export { TestCheckoutPage } from './TestCheckoutPage';
