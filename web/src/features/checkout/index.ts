export { CheckoutPage } from './CheckoutPage';
export { TestCheckoutPage } from './TestCheckoutPage';
