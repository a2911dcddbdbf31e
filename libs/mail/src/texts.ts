import {
  CHECKOUT_TEXTS,
  DELIVERY_BUSINESS_DAYS,
  MY_STORIES_LINK_MINUTES,
  MY_STORIES_TEXTS,
} from '@shop/contracts';

/** Every text of the shop's e-mails, in one place (the templates only arrange them). */
export const MAIL_TEXTS = {
  signOff: 'With love,',
  team: (shopName: string) => `The ${shopName} team`,
  /** Under the sign-off of a family's e-mail, when the shop has a public contact address. */
  writeToUs: (email: string) => `Questions? Write to us at ${email}.`,
  testPrefix: '[Test order] ',
  greeting: (name: string) => `Hi ${name},`,
  orderNumber: (shortId: string) => `Order #${shortId}`,
  followLink: 'Follow your book',
  followNote:
    'This link shows where your book is, from printing to your door. Keep it to yourself.',
  confirmation: {
    subject: (title: string | null) =>
      title ? `Your storybook order is confirmed: ${title}` : 'Your storybook order is confirmed',
    heading: 'Thank you for your order!',
    intro:
      'We are making your personalised hardcover storybook. Here is what you ordered and where it goes.',
    book: 'Your book',
    specialStoryFor: CHECKOUT_TEXTS.specialStoryFor,
    shipTo: 'Shipping to',
    amounts: 'Amount',
    subtotal: CHECKOUT_TEXTS.subtotal,
    salesTax: CHECKOUT_TEXTS.salesTax,
    noTax: 'Sales tax',
    total: CHECKOUT_TEXTS.total,
    delivery: `Delivery: ${DELIVERY_BUSINESS_DAYS} business days`,
    deliveryNote: 'We will e-mail you again when your book ships, with its tracking number.',
  },
  shipped: {
    subject: (title: string | null) =>
      title ? `Your storybook is on its way: ${title}` : 'Your storybook is on its way',
    heading: 'Your book is on its way!',
    intro: 'Good news: your storybook has been printed and handed to the carrier.',
    trackingNumber: 'Tracking number',
    trackParcel: 'Track your parcel',
    noTracking: 'The carrier’s tracking number will appear on your order page when we have it.',
    estimatedDelivery: 'Estimated delivery',
  },
  contactNotice: {
    subject: (subject: string) => `New contact message: ${subject}`,
    heading: 'New contact message',
    from: 'From',
    subjectLabel: 'Subject',
    message: 'Message',
    replyNote: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
    admin: 'Read it in the admin',
  },
  newsletterWelcome: {
    subject: (shopName: string) => `Welcome to the ${shopName} newsletter`,
    heading: 'Thanks for subscribing!',
    intro:
      'You will hear from us about new stories, special offers and creative tips for parents, a few times a month at most.',
    meanwhile: 'Meanwhile, why not write a story together with your child?',
    createTogether: 'Create a story together',
    unsubscribeNote: 'Changed your mind? You can unsubscribe anytime:',
    unsubscribe: 'Unsubscribe',
  },
  myStoriesLink: {
    subject: 'Your stories on another device',
    heading: 'Your stories, on this device too',
    intro: (shopName: string) =>
      `Someone (we hope you) asked for your ${shopName} stories on another phone or computer. Open this link there:`,
    button: MY_STORIES_TEXTS.seeStories,
    note: `The link works once, for ${MY_STORIES_LINK_MINUTES} minutes. Keep it to yourself: whoever opens it gets your stories.`,
    ignore: 'Didn’t ask for it? Ignore this e-mail: nothing changes.',
  },
} as const;
