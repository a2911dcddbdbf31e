import { BOOK, DEFAULT_SHOP_NAME, formatUsd } from '@shop/contracts';

/** Facts about the shop that the pages, the policies and the search-engine tags all repeat. */
export const SITE = {
  /** The texts' name for the shop; a configured SHOP_NAME replaces it where they are shown. */
  name: DEFAULT_SHOP_NAME,
  /** Appended to an article's title when it has no SEO title of its own. */
  blogTitleSuffix: ` | ${DEFAULT_SHOP_NAME} Blog`,
  description:
    'Personalized bedtime stories starring your child and their favorite animal, written in seconds, with a printed hardcover book to keep.',
  /** "$24.99" */
  bookPrice: formatUsd(BOOK.priceCents),
  bookPriceAmount: (BOOK.priceCents / 100).toFixed(2),
  currency: BOOK.currency.toUpperCase(),
  /** Printing and delivery, from the order to the door. */
  deliveryBusinessDays: '7–10',
  /** Standard US shipping alone, once the book is printed (the contact FAQ). */
  usShippingBusinessDays: '5–7',
  ages: '2–10',
  /** Link-preview image of pages without one of their own (web/public). */
  defaultImage: '/images/og-default.png',
  /** The shop's first year: the copyright line runs from it to the current year. */
  firstYear: 2024,
  legalLastUpdated: 'May 2, 2024',
  legalLastUpdatedIso: '2024-05-02',
} as const;

/** "© 2024–2026 Storybook Shop": from the shop's first year (its oldest articles) to `year`. */
export function copyrightLine(year: number, shopName: string = SITE.name): string {
  const years = year > SITE.firstYear ? `${SITE.firstYear}–${year}` : String(year);
  return `© ${years} ${shopName}. All rights reserved.`;
}
