import { ADMIN_PAGES, orderTabPath } from '@shop/content';
import { ORDER_TAB_LABELS, ORDER_TABS, type OrderTab } from '@shop/contracts';

export type OrdersTab = OrderTab | 'messages';

/** The Orders screen's seven tabs, each at its own address: the six order lists, then Messages. */
export const ORDERS_TABS: readonly { value: OrdersTab; label: string; path: string }[] = [
  ...ORDER_TABS.map((tab) => ({
    value: tab,
    label: ORDER_TAB_LABELS[tab],
    path: orderTabPath(tab),
  })),
  { value: 'messages', label: 'Messages', path: ADMIN_PAGES.messages.path },
];

/** The tab shown at `pathname`, if it is one of the Orders screen's. */
export function ordersTabAt(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ORDERS_TABS.find((tab) => tab.path === path);
}
