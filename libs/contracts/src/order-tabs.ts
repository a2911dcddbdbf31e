// No zod here: the page titles (libs/content), loaded on every route, read these.

/**
 * The order tabs of the admin's Orders screen: New = not fulfilled; Pending, Paid,
 * Shipped = that status and not fulfilled; Fulfilled = fulfilled; All = everything.
 * (The seventh tab, Messages, lists contact messages.)
 */
export const ORDER_TABS = ['all', 'new', 'pending', 'paid', 'shipped', 'fulfilled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_TAB_LABELS: Record<OrderTab, string> = {
  all: 'All Orders',
  new: 'New Orders',
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  fulfilled: 'Fulfilled',
};

/** What an empty tab says. */
export const ORDER_TAB_EMPTY: Record<OrderTab, string> = {
  all: 'No orders found in this category.',
  new: 'No new orders found.',
  pending: 'No pending orders found.',
  paid: 'No paid orders found.',
  shipped: 'No shipped orders found.',
  fulfilled: 'No fulfilled orders found.',
};
