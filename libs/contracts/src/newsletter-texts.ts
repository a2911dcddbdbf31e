// Apart from the schemas: the sign-up sits in every page's footer, which needs only its texts.

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
