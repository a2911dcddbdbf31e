import {
  MY_STORIES_PATH,
  MY_STORIES_TEXTS,
  ORDER_TAB_LABELS,
  ORDER_TABS,
  type OrderTab,
} from '@shop/contracts';
import { SITE } from './site';

/**
 * The app's pages that belong to one visitor or to the operator: never indexed, each with its
 * own title (the server writes it into the HTML, the browser sets it on every navigation).
 */
export interface AppPage {
  /** A RegExp, or `at(path)` for one exact path. */
  pattern: { test(path: string): boolean };
  title: string;
}

const shopTitle = (name: string) => `${name} | ${SITE.name}`;
const adminTitle = (name: string) => `${name} | ${SITE.name} Admin`;

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN_PATH = '/admin-login';

/** Where an order tab lives: All Orders is the admin's home. */
export function orderTabPath(tab: OrderTab): string {
  return tab === 'all' ? ADMIN_HOME : `${ADMIN_HOME}/orders/${tab}`;
}

/** The operator's screens besides the order tabs: address and title. */
export const ADMIN_PAGES = {
  messages: { path: `${ADMIN_HOME}/messages`, title: adminTitle('Messages') },
  emails: { path: `${ADMIN_HOME}/emails`, title: adminTitle('E-mail outbox') },
  testOrders: { path: `${ADMIN_HOME}/test-order-creator`, title: adminTitle('Test Order Creator') },
  illustrations: { path: `${ADMIN_HOME}/illustrations`, title: adminTitle('Illustrations') },
  subscribers: { path: `${ADMIN_HOME}/subscribers`, title: adminTitle('Newsletter subscribers') },
} as const;
export type AdminPageKey = keyof typeof ADMIN_PAGES;

const at = (path: string) => ({ test: (candidate: string) => candidate === path });

function adminPages(): AppPage[] {
  return [
    ...ORDER_TABS.map((tab) => ({
      pattern: at(orderTabPath(tab)),
      title: adminTitle(ORDER_TAB_LABELS[tab]),
    })),
    ...Object.values(ADMIN_PAGES).map((page) => ({
      pattern: at(page.path),
      title: page.title,
    })),
  ];
}

/** Every private page; a path under /admin that is none of these is not found. */
export const APP_PAGES: readonly AppPage[] = [
  { pattern: /^\/checkout(\/[^/]+)?$/, title: shopTitle('Checkout') },
  { pattern: /^\/test-checkout(\/[^/]+)?$/, title: shopTitle('Test Checkout') },
  { pattern: /^\/collaborate\/[^/]+\/[^/]+$/, title: shopTitle('Writing Together') },
  { pattern: /^\/stories\/[^/]+$/, title: shopTitle('Your Story') },
  { pattern: /^\/stories\/[^/]+\/book$/, title: shopTitle('Book Preview') },
  { pattern: /^\/orders\/[^/]+$/, title: shopTitle('Order Status') },
  { pattern: at(MY_STORIES_PATH), title: shopTitle(MY_STORIES_TEXTS.pageTitle) },
  { pattern: at(ADMIN_LOGIN_PATH), title: shopTitle('Admin Login') },
  ...adminPages(),
];

/** The private page at `path` (normalised, no query string), if any. */
export function findAppPage(path: string): AppPage | undefined {
  return APP_PAGES.find((page) => page.pattern.test(path));
}
