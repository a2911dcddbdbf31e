import * as zm from 'zod/mini';
import { MESSAGES } from './messages';
import { NEWSLETTER_TEXTS } from './newsletter-texts';

/** `POST /api/newsletter`: the e-mail input (spec §5: required, of the e-mail type). */
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

/** A subscriber as the operator exports it, with the link to put in each newsletter. */
export const newsletterSubscriberSchema = zm.object({
  email: zm.string(),
  subscribedAt: zm.string(),
  unsubscribeUrl: zm.string(),
});
export type NewsletterSubscriber = zm.infer<typeof newsletterSubscriberSchema>;
