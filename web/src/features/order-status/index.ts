/** A buyer's order status page. */
export { OrderStatusPage } from './OrderStatusPage';
