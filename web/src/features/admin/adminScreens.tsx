import { ADMIN_HOME, ADMIN_PAGES, type AdminPageKey } from '@shop/content';
import { OUTBOX_TEXTS } from '@shop/contracts';
import type { ComponentType } from 'react';
import { AdminSubscribersPage } from './AdminSubscribersPage';
import { AdminEmailsPage } from './AdminEmailsPage';
import { IllustrationsPage } from './IllustrationsPage';
import { TestOrderCreatorPage } from './TestOrderCreatorPage';

export interface AdminNavItem {
  label: string;
  /** An address in the app, or `href` for a page the server renders itself. */
  to?: string;
  href?: string;
  /** Shows the unread messages count. */
  unread?: boolean;
}

/**
 * The admin's screens besides Orders: a new screen gets its address and title in
 * libs/content's ADMIN_PAGES and its component here; the routes and the navigation follow.
 */
export const ADMIN_SCREENS: readonly {
  key: Exclude<AdminPageKey, 'messages'>;
  label: string;
  Screen: ComponentType;
}[] = [
  { key: 'emails', label: OUTBOX_TEXTS.link, Screen: AdminEmailsPage },
  { key: 'testOrders', label: 'Test Order Creator', Screen: TestOrderCreatorPage },
  { key: 'illustrations', label: 'Illustrations', Screen: IllustrationsPage },
  { key: 'subscribers', label: 'Subscribers', Screen: AdminSubscribersPage },
];

/** The navigation on every admin screen, in order. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Orders', to: ADMIN_HOME },
  { label: 'Messages', to: ADMIN_PAGES.messages.path, unread: true },
  ...ADMIN_SCREENS.map(({ key, label }) => ({ label, to: ADMIN_PAGES[key].path })),
  { label: 'Job Queues', href: '/api/admin/queues' },
];
