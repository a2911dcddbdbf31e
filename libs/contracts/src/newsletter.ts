import * as zm from 'zod/mini';
import { MESSAGES } from './messages';
import { NEWSLETTER_TEXTS } from './newsletter-texts';

/** `POST /api/newsletter`: the e-mail input (required, an e-mail address). */
export const newsletterSubscribeSchema = zm.object({
  email: zm.pipe(
    zm.string({ error: MESSAGES.contact.email }).check(zm.trim(), zm.toLowerCase()),
    zm.email({ error: MESSAGES.contact.email }).check(zm.maxLength(254, MESSAGES.contact.email)),
  ),
});
export type NewsletterSubscribeInput = zm.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribedSchema = zm.object({
  subscribed: zm.literal(true),
  message: zm.string(),
});
export type NewsletterSubscribed = zm.infer<typeof newsletterSubscribedSchema>;

/** `?token=` of the unsubscribe link. */
export const newsletterTokenQuerySchema = zm.object({
  token: zm
    .string({ error: NEWSLETTER_TEXTS.invalidLink })
    .check(zm.regex(/^[A-Za-z0-9_-]{20,100}$/, NEWSLETTER_TEXTS.invalidLink)),
});

/** The unsubscribe link's path for a subscriber's token (its page asks before unsubscribing). */
export function newsletterUnsubscribePath(token: string): string {
  return `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A subscriber as the operator exports it, with the link to put in each newsletter. */
export const newsletterSubscriberSchema = zm.object({
  email: zm.string(),
  subscribedAt: zm.string(),
  unsubscribeUrl: zm.string(),
});
export type NewsletterSubscriber = zm.infer<typeof newsletterSubscriberSchema>;

/** One row of the operator's subscriber screen. */
export const newsletterSubscriberRowSchema = zm.object({
  id: zm.string(),
  email: zm.string(),
  subscribedAt: zm.string(),
  /** When the address unsubscribed (by its link or on request); null while subscribed. */
  unsubscribedAt: zm.nullable(zm.string()),
});
export type NewsletterSubscriberRow = zm.infer<typeof newsletterSubscriberRowSchema>;

/** How many rows the subscriber screen shows for one search. */
export const NEWSLETTER_ADMIN_PAGE_SIZE = 100;

/** `GET /api/admin/newsletter/overview?q=`: the counts and the addresses matching the search. */
export const newsletterOverviewSchema = zm.object({
  subscribedCount: zm.int(),
  unsubscribedCount: zm.int(),
  /** How many addresses match the search (all of them without one). */
  matchCount: zm.int(),
  /** The first matches, newest first (at most NEWSLETTER_ADMIN_PAGE_SIZE). */
  subscribers: zm.array(newsletterSubscriberRowSchema),
});
export type NewsletterOverview = zm.infer<typeof newsletterOverviewSchema>;

export const newsletterSearchQuerySchema = zm.object({
  q: zm.optional(zm.string().check(zm.trim(), zm.maxLength(254))),
});

/** `POST /api/admin/newsletter/subscribers/unsubscribe`: an address's request, by e-mail. */
export const newsletterAdminUnsubscribeSchema = zm.object({
  email: zm.pipe(
    zm.string({ error: MESSAGES.contact.email }).check(zm.trim(), zm.toLowerCase()),
    zm.email({ error: MESSAGES.contact.email }),
  ),
});

/** The path of the CSV export of the subscribed addresses. */
export const NEWSLETTER_EXPORT_PATH = '/api/admin/newsletter/subscribers.csv';
