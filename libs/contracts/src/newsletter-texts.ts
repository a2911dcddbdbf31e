// Apart from the schemas: the sign-up sits in every page's footer, which needs only its texts.

/** Texts of the newsletter's answers to sign-up and unsubscribe. */
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
    'This unsubscribe link is not valid. If you already unsubscribed, your address was erased and you won’t receive our newsletter. Otherwise, please use the link from your latest newsletter e-mail.',
} as const;

/** Texts of the operator's subscriber screen. */
export const NEWSLETTER_ADMIN_TEXTS = {
  title: 'Newsletter subscribers',
  subscribed: (n: number) => `${n} subscribed`,
  unsubscribed: (n: number) => `${n} unsubscribed`,
  search: 'Search by e-mail',
  searchPlaceholder: 'name@example.com',
  export: 'Export as CSV',
  email: 'E-mail',
  since: 'Subscribed',
  status: 'Status',
  active: 'Subscribed',
  left: 'Unsubscribed',
  unsubscribe: 'Unsubscribe',
  unsubscribeConfirm: (email: string) => `Unsubscribe ${email} from the newsletter?`,
  unsubscribedToast: 'Subscriber unsubscribed',
  none: 'No subscribers match.',
  more: (shown: number, total: number) => `Showing ${shown} of ${total}. Search to narrow.`,
  loadError: 'Error loading subscribers. Please try again.',
  notFound: 'No subscriber with this e-mail address.',
} as const;
