import { z } from 'zod';
import { MESSAGES } from './messages';

/** Texts of the newsletter sign-up and unsubscribe (the spec shows the blocks, not the answers). */
export const NEWSLETTER_TEXTS = {
  /** The same answer for a new and an existing address: it never tells who is subscribed. */
  subscribed: 'Thanks for subscribing!',
  subscribedDescription:
    'Look out for new stories, special offers and creative tips in your inbox.',
  error: 'Subscription failed',
  errorDescription: 'We couldn’t sign you up just now. Please try again later.',
  tooMany: 'Too many sign-ups from your network. Please wait a little and try again.',
  unsubscribeConfirm: 'Unsubscribe from our newsletter?',
  unsubscribed: 'You have been unsubscribed.',
  unsubscribedDescription:
    'You won’t receive our newsletter any more. You can sign up again at any time.',
  invalidLink:
    'This unsubscribe link is not valid. Please use the link from your latest newsletter e-mail.',
} as const;

/** `POST /api/newsletter`: the e-mail input (spec §5: required, of the e-mail type). */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: MESSAGES.contact.email })
    .trim()
    .max(254, MESSAGES.contact.email)
    .pipe(z.email({ error: MESSAGES.contact.email }))
    .transform((e) => e.toLowerCase()),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribedSchema = z.object({
  subscribed: z.literal(true),
  message: z.string(),
});
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;

/** `?token=` of the unsubscribe link. */
export const newsletterTokenQuerySchema = z.object({
  token: z
    .string({ error: NEWSLETTER_TEXTS.invalidLink })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, NEWSLETTER_TEXTS.invalidLink),
});

/** A subscriber as the operator exports it, with the link to put in each newsletter. */
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
  unsubscribeUrl: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
