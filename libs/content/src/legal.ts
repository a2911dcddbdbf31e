import {
  BOOK,
  type PrivacyFacts,
  everyText,
  MY_STORIES_LINK_MINUTES,
  MY_STORIES_TEXTS,
  orderedStoryEnd,
  retentionDays,
  retentionYears,
  storyProcessorsText,
} from '@shop/contracts';
import { SITE } from './site';

export interface LegalSection {
  /** Anchor id, e.g. "refunds". */
  id: string;
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs; "Label: text" items show the label in bold. */
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** "May 2, 2024". */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

const CONTACT = 'the contact form on our Contact page';

/**
 * The privacy policy as the shop is configured: its retention periods and the outside services
 * it uses come from the API (`GET /api/privacy`), so the page says what the code does.
 */
export function privacyPolicy(facts: PrivacyFacts): LegalDocument {
  const { retention: r, processors: p } = facts;
  const storyDays = retentionDays(r.unorderedStoryDays);
  const orderYears = retentionYears(r.orderYears);
  const outside = [...new Set([p.storyWriter, p.illustrator])].filter((n) => n !== null);
  const receivers: string[] = [
    `How stories are made: ${storyProcessorsText(facts)}. ${
      outside.length
        ? `${outside.join(' and ')} ${outside.length === 1 ? 'receives' : 'receive'} only the story details: your child’s first name, pronoun, the animal, theme, age range, the look you chose and any story parts you wrote. Never your e-mail address, shipping address or payment details.`
        : 'Nobody outside the shop receives the story details.'
    }`,
    p.payments
      ? `${p.payments}, our payment provider, receives your card details, the order amount and the recipient’s name and shipping address, to take the payment and check it for fraud. Nothing about your child is sent to ${p.payments}.`
      : 'Card payments are switched off, so no payment provider receives anything.',
    p.printing
      ? `Our print service (${p.printing}) receives the book files, which contain your child’s story and name, and the recipient’s name, shipping address, phone number and e-mail address, to print and ship the book.`
      : 'Our printer receives the book files, which contain your child’s story and name, and the recipient’s name and shipping address, to print and ship the book. We send them ourselves.',
    'Our hosting provider stores our database and files on our behalf.',
  ];
  return {
    title: 'Privacy Policy',
    lastUpdated: SITE.legalLastUpdated,
    intro: [
      `${SITE.name} makes personalized stories for children and prints them as books. To do that we need some information about you and a little about your child. This policy explains what we keep, why, for how long, who else receives it, and how you can delete it. We never sell your information and we do not use advertising or analytics trackers.`,
    ],
    sections: [
      {
        id: 'what-we-keep',
        heading: 'What we keep and why',
        items: [
          'Story details: your child’s first name and pronoun, the animal, theme, age range and length you chose, the look you chose for your child’s picture (your choices only: we never ask for or keep a photo), and the story and pictures we make. We keep them so you can come back to the story, read it again and order it as a book. In a Create Together story we also keep the parts you and your child write.',
          'Anonymous visitor cookie: a random identifier in a cookie that links your browser to the stories it created, so that only you can open them. It contains no name or e-mail address and expires after one year.',
          'Order and shipping details: the recipient’s name, e-mail address, phone number and shipping address, and, only if you choose to give them, your child’s gender, race or ethnicity and notes for the illustrator. We use them to illustrate, print and deliver the book and to contact you about your order.',
          'Payment information: card details are entered into a form provided by our payment provider and go directly to it. We never see or store your card number; we keep the payment reference, the amount and whether the payment succeeded.',
          'Contact messages: the name, e-mail address, subject and message you send us, so that we can answer you.',
          'Your e-mail address, if you ask for a link to get your stories on another device: we send the link to it, and keep it with the browsers that opened a link, only to bring your stories to them. Stories of orders placed with that address come along too.',
          'Newsletter e-mail address: if you subscribe, we keep your e-mail address to send you news, offers and tips for parents. Every newsletter contains a link to unsubscribe. Nothing about your child is added to the newsletter list.',
          'Technical information: we use your IP address briefly to prevent abuse, for example to limit how many stories can be created from one address in an hour. These counters expire automatically within hours. Our server logs record which addresses were requested and how they were answered, never your child’s name or the words you write.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          `We use one cookie for every visitor: the anonymous visitor cookie described above. It is needed for the shop to work and is never used for advertising. The shop’s operator also has a sign-in cookie for the admin area.${p.payments ? ` On the checkout page, ${p.payments} may set its own cookies to prevent fraud, as described in ${p.payments}’s privacy policy.` : ''}`,
        ],
      },
      {
        id: 'who-receives-it',
        heading: 'Who receives your information',
        paragraphs: ['We share only what each service needs to do its job:'],
        items: receivers,
        after: [
          'We may also disclose information when the law requires it. We never sell or rent your information to anyone.',
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        paragraphs: [
          `We look for what has reached the end of its period ${everyText(r.checkEveryMinutes)} and delete it then:`,
        ],
        items: [
          `Stories you never order: deleted with their pictures and book files ${storyDays} after your last visit to them, or at once when you delete them.`,
          `Ordered stories: kept for the order, because the book is printed from them. If you delete one, its share link, earlier versions and Create Together parts go at once, and the story itself goes with your child’s details ${orderedStoryEnd(r.orderedStoryDays)}.`,
          `Orders and shipping details: deleted ${orderYears} after the order was placed, as tax and accounting law asks us to keep them. A story whose order has gone is then kept like a story never ordered.`,
          `Contact messages: deleted ${retentionDays(r.contactMessageDays)} after you sent them.`,
          'Newsletter: until you unsubscribe. When you do, your address is erased at once, with the e-mails we sent to it.',
          `Links to get your stories on another device: a link works once, for ${MY_STORIES_LINK_MINUTES} minutes, and its record, with your e-mail address, is deleted a day after it expires. The address stays linked to each browser that opened a link only while that browser has stories, or for ${storyDays} after the link was opened if it has none; deleting the browser’s last story removes it at once.`,
          `Visitor cookie: it expires in your browser after one year, and you can delete it at any time in your browser settings (you will then no longer see your earlier stories in that browser, until you bring them back with “${MY_STORIES_TEXTS.heading}” on the home page).`,
        ],
      },
      {
        id: 'your-rights',
        heading: 'Seeing, downloading and deleting your information',
        paragraphs: [
          'You can download every story made in your browser, with its text, pictures and book file, with “Download my stories” under Previous Stories.',
          'You can delete a story at any time with its Delete button, on the story or in Previous Stories. The story, its earlier versions, pictures, book files and Create Together parts are deleted at once, from our database and our file storage. If the story has an order, it is kept for the order, and we tell you until when.',
          'You can stop a Create Together link from working at any time: on your Create Together page, withdraw the link and make a new one.',
          `For anything else, such as a copy or correction of your order details, write to us through ${CONTACT} with the subject “Privacy request”. We will reply within 30 days.`,
        ],
      },
      {
        id: 'children',
        heading: 'Children’s privacy',
        paragraphs: [
          'Our shop is meant to be used by parents and carers, for and together with their children. Children should use it, including Create Together links, with an adult. Before a child writes, we show a short notice of what is kept, for how long, who processes it and how to delete it.',
          'We ask for a child’s first name only. Please do not put surnames, school names, addresses or other details that could identify your child into a story. We do not knowingly collect personal information directly from children under 13. If you believe a child has given us personal information without a parent’s involvement, contact us and we will delete it.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'The shop is served over an encrypted connection. Stories cannot be found by guessing their addresses; each one opens only for the browser that created it (or the browser you brought it to with a link we e-mailed you), for holders of its Create Together link, and for our team when preparing your book. Shared Create Together pages are kept out of search engines. The admin area is protected by a password, and card details never reach our servers.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'If we change how we handle your information, we will update this page and the date at the top.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        paragraphs: [
          `Questions about this policy or your information? Write to us through ${CONTACT}.`,
        ],
      },
    ],
  };
}

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: SITE.legalLastUpdated,
  intro: [
    `These terms apply when you use ${SITE.name} to create stories or order printed storybooks. By using the shop you agree to them. Please read them, especially the sections on orders, delivery and refunds.`,
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        'You can create personalized stories for a child, write stories together with your child through a shared link, and order a story as a printed hardcover book. Creating and reading stories is free; printed books are paid for.',
        'You must be at least 18 years old, or have a parent’s or guardian’s permission, to place an order. Children should use the shop together with an adult.',
      ],
    },
    {
      id: 'your-stories',
      heading: 'Your stories',
      paragraphs: [
        'Stories are written automatically from the details you enter. We work hard to keep them age-appropriate, but please read a story before you share it with your child or order it, and let us know if anything in it seems wrong.',
        'You are responsible for what you type into the shop, including parts of Create Together stories. Anyone who has a Create Together link can add to that story, so share it only with people you trust.',
        'You may read, print, share and keep your stories for personal, non-commercial use. We do not publish your stories or use them in our marketing.',
      ],
    },
    {
      id: 'orders-and-prices',
      heading: 'Orders and prices',
      paragraphs: [
        `A printed storybook costs ${SITE.bookPrice} (${SITE.currency}) plus sales tax where applicable. The tax is calculated from the shipping address and shown before you pay. The price you see at checkout is the price you pay.`,
        `Each book is a ${BOOK.pages}-page, full-color hardcover. Payments are processed by Stripe; your order is confirmed once the payment has succeeded.`,
        'Books are printed to order, so please check the story, the child’s name and the shipping address carefully before you pay. If you spot a mistake, contact us straight away: we can change or cancel an order only before it has been sent to print.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Printing and delivery',
      paragraphs: [
        `Your book is printed and delivered within ${SITE.deliveryBusinessDays} business days of your order. Standard shipping within the US takes ${SITE.usShippingBusinessDays} business days of that time. Delivery dates are estimates; delays caused by carriers or events outside our control can happen.`,
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [
        'Because every book is personalized and printed just for you, we generally do not offer refunds or accept returns.',
        'If your book arrives damaged or defective, report it to us within 7 days of receipt through the contact form on our Contact page, with your order details and a photo of the problem. We will replace the book or refund you.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: [
        'Please don’t use the shop to create content that is unlawful, hateful or harmful, don’t try to access stories or admin areas that aren’t yours, and don’t overload the service with automated requests. We may limit or block use that breaks these rules.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      paragraphs: [
        'We provide the shop with care, but we cannot promise it will always be available or free of errors. To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits rights you have under consumer protection law.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        'Our Privacy Policy explains what information we keep, why, for how long, and who receives it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The version that applies to an order is the one shown on this page when you placed it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [`Questions about these terms or your order? Write to us through ${CONTACT}.`],
    },
  ],
};
