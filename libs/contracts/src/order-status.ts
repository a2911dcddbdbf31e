import { z } from 'zod';
import { BOOK } from './constants';
import { ORDER_STATUSES } from './order-states';

/** The steps a parent follows on the order status page, in order. */
export const ORDER_STEPS = ['paid', 'sent_to_print', 'printed', 'shipped', 'delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const ORDER_STEP_LABELS: Readonly<Record<OrderStep, string>> = {
  paid: 'Paid',
  sent_to_print: 'Sent to print',
  printed: 'Printed',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** An order's reference in its status link: 16 random bytes, base64url (see orders.orderRef). */
export const ORDER_REF_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isOrderRef(value: string): boolean {
  return ORDER_REF_PATTERN.test(value);
}

/** The status page's path for an order. */
export function orderStatusPath(orderRef: string): string {
  return `/orders/${orderRef}`;
}

/** How often the status page asks again while the order is still moving. */
export const ORDER_STATUS_POLL_INTERVAL_MS = 30_000;

/** "7–10" for the constant "7-10" (an en dash between numbers). */
export const DELIVERY_BUSINESS_DAYS = /* @__PURE__ */ BOOK.deliveryBusinessDays.replace('-', '–');

export const orderStepSchema = /* @__PURE__ */ z.object({
  key: z.enum(ORDER_STEPS),
  label: z.string(),
  done: z.boolean(),
  /** When the order reached the step (from its history), or null when not known. */
  at: z.string().nullable(),
});
export type OrderStepView = z.infer<typeof orderStepSchema>;

/**
 * `GET /api/orders/status/{orderRef}`: what the buyer needs to follow the book, nothing more (no
 * address, no e-mail, no amounts, no ids of anything else).
 */
export const orderStatusSchema = /* @__PURE__ */ z.object({
  orderRef: z.string(),
  status: z.enum(ORDER_STATUSES),
  isTest: z.boolean(),
  orderedAt: z.string(),
  /**
   * The cover's facts, its picture (the screen copy, null until drawn) and the story's id (its
   * page answers only whoever may read it); null once the family's story was deleted on request.
   */
  book: z
    .object({
      storyId: z.string(),
      title: z.string(),
      childName: z.string(),
      animal: z.string(),
      theme: z.string(),
      coverUrl: z.string().nullable().optional(),
    })
    .nullable(),
  steps: z.array(orderStepSchema),
  /** The last step reached, or null while the payment is being confirmed. */
  current: z.enum(ORDER_STEPS).nullable(),
  /** The printer's word for where the book is ("Printing"), while it is at the printer. */
  printStatusLabel: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Only http(s) links. */
  trackingUrl: z.string().nullable(),
  /** Dates (YYYY-MM-DD) between which the book should arrive; null once delivered or cancelled. */
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Delivered or cancelled: nothing more will change, the page stops asking. */
  final: z.boolean(),
});
export type OrderStatusView = z.infer<typeof orderStatusSchema>;

/** Texts of the order status page. */
export const ORDER_STATUS_TEXTS = {
  title: 'Your storybook order',
  loading: 'Looking up your order…',
  notFound: 'We couldn’t find this order. Please check the link in your confirmation e-mail.',
  tooMany: 'Too many order lookups from your network. Please wait a few minutes and try again.',
  unavailable: 'Order lookups are briefly unavailable. Please try again in a minute.',
  loadError: 'We couldn’t load your order just now. Please try again in a minute.',
  pending: 'We are confirming your payment. This page updates by itself.',
  cancelled: 'This order was cancelled. If that is a surprise, please contact us.',
  delivered: 'Your book has been delivered. We hope it brings many happy bedtimes!',
  storyRemoved: 'The story of this order was removed on request.',
  testOrder: 'Test order',
  orderedOn: 'Ordered on',
  steps: 'Order progress',
  estimatedDelivery: 'Estimated delivery',
  deliveryPromise: `Books arrive ${DELIVERY_BUSINESS_DAYS} business days after payment.`,
  trackingNumber: 'Tracking number',
  trackParcel: 'Track your parcel',
  updatesNote: 'This page updates by itself while your book is on its way.',
  orderLinkLabel: 'Follow your order',
  readStory: 'Read the story',
  orderLinkNote: 'Keep this link: it shows where your book is, from printing to your door.',
} as const;

/** The promise "7-10 business days" as numbers. */
export const DELIVERY_BUSINESS_DAYS_RANGE = /* @__PURE__ */ (() => {
  const [min, max] = BOOK.deliveryBusinessDays.split('-').map(Number);
  return { min: min!, max: max! };
})();

/** `date` moved forward by `days` business days (Monday to Friday), in UTC. */
export function addBusinessDays(date: Date, days: number): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return d;
}

/** YYYY-MM-DD of a date, in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * When the book should arrive: the date the print service gave (`estimatedDelivery`), or the
 * shop's promise counted from payment.
 */
export function estimateDelivery(
  paidAt: Date,
  estimatedDelivery: string | null,
): { from: string; to: string } {
  if (estimatedDelivery) return { from: estimatedDelivery, to: estimatedDelivery };
  return {
    from: isoDate(addBusinessDays(paidAt, DELIVERY_BUSINESS_DAYS_RANGE.min)),
    to: isoDate(addBusinessDays(paidAt, DELIVERY_BUSINESS_DAYS_RANGE.max)),
  };
}

/** "Tue, Dec 2" for "2025-12-02" (dates only, so no time zone shifts the day). */
export function formatShortDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Tue, Dec 2 – Fri, Dec 5", or one day. */
export function formatDeliveryRange(range: { from: string; to: string }): string {
  return range.from === range.to
    ? formatShortDate(range.from)
    : `${formatShortDate(range.from)} – ${formatShortDate(range.to)}`;
}
