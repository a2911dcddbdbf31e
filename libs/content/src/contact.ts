import { CONTACT_TEXTS } from '@shop/contracts';
import { SITE } from './site';

/** The Contact page: texts around the form, and the FAQ. */
export const CONTACT_PAGE = {
  title: 'Contact Us',
  intro: 'Have a question about a story, an order or your book? We’d love to hear from you.',
  about: {
    heading: `About ${SITE.name}`,
    text: `We create personalized stories that make your child the hero, together with their favorite animal, and print them as full-color hardcover books. Whether you need help with a story, want to check on an order or have an idea for us, send us a message.`,
  },
  replyPromise: 'We reply to every message within 24 hours.',
  /** Before the shop's public address (SHOP_CONTACT_EMAIL), when it has one. */
  emailUs: 'You can also e-mail us at',
  form: {
    heading: 'Send us a message',
    name: { label: 'Name', placeholder: 'Your name' },
    email: { label: 'Email', placeholder: 'you@example.com' },
    subject: { label: 'Subject', placeholder: 'What is your message about?' },
    message: { label: 'Message', placeholder: 'How can we help?' },
    submit: 'Send Message',
    submitting: 'Sending...',
  },
  toasts: {
    sentTitle: CONTACT_TEXTS.sent,
    sentDescription: 'Thank you for contacting us. We’ll get back to you within 24 hours.',
    errorTitle: CONTACT_TEXTS.sendError[0],
    errorDescription: CONTACT_TEXTS.sendError[1],
  },
  faqHeading: 'Frequently Asked Questions',
  faq: [
    {
      question: 'How long does shipping take?',
      answer: `Standard shipping in the US takes ${SITE.usShippingBusinessDays} business days once your book is printed. From order to delivery, allow ${SITE.deliveryBusinessDays} business days in total.`,
    },
    {
      question: 'What languages are the books available in?',
      answer: 'Our stories and books are currently available in English only.',
    },
    {
      question: 'What age range are the books for?',
      answer: `Our stories are written for children aged ${SITE.ages}, with five age settings so the words and plot suit your child.`,
    },
    {
      question: 'How much does a printed book cost?',
      answer: `A 24-page full-color hardcover storybook costs ${SITE.bookPrice} plus sales tax where applicable.`,
    },
    {
      question: 'Can I return my book?',
      answer:
        'Because every book is personalized, we generally don’t offer refunds. If your book arrives damaged or defective, tell us within 7 days of receipt and we’ll make it right.',
    },
  ],
} as const;
