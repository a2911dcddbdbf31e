import { z } from 'zod';
import { PRINT_PROVIDER_NAMES } from './constants';
import { MESSAGES } from './messages';
import { ORDER_STATUSES, ORDER_TRANSITION_TEXTS, type OrderStatus } from './order-states';
import { ORDER_TABS, type OrderTab } from './order-tabs';

/** Status badge colours; a fulfilled order's badge is green whatever its status. */
export const ORDER_BADGE_COLOURS = {
  fulfilled: 'green',
  pending: 'yellow',
  paid: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
} as const satisfies Record<OrderStatus | 'fulfilled', string>;

/** Whether an order shows in a tab: the one definition both the API's SQL and tests mirror. */
export function orderInTab(
  order: { status: OrderStatus; fulfilled: boolean },
  tab: OrderTab,
): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'new':
      return !order.fulfilled;
    case 'fulfilled':
      return order.fulfilled;
    default:
      return order.status === tab && !order.fulfilled;
  }
}

export const ADMIN_ORDERS_PAGE_SIZE = { default: 20, max: 100 } as const;
export const ORDER_SEARCH_MAX_LENGTH = 200;

/** `GET /api/admin/orders?tab=&page=&pageSize=&q=` */
export const adminOrdersQuerySchema = z.object({
  tab: z.enum(ORDER_TABS, { error: `tab must be one of ${ORDER_TABS.join(', ')}` }).default('all'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1)
    .max(ADMIN_ORDERS_PAGE_SIZE.max)
    .default(ADMIN_ORDERS_PAGE_SIZE.default),
  /** Name, e-mail or order id (or the start of one). */
  q: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const orderIdParamSchema = z.object({
  id: z.string().uuid({ error: 'Order not found' }),
});

export const adminOrderStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  childName: z.string(),
  animal: z.string(),
  theme: z.string(),
  isCollaborative: z.boolean(),
});

/** An order as the admin sees it (money in cents). */
export const adminOrderSchema = z.object({
  id: z.string(),
  storyId: z.string().nullable(),
  story: adminOrderStorySchema.nullable(),
  /** Set when the family's story was deleted on request; the order keeps accounting and shipping. */
  storyDeletedAt: z.string().nullable(),
  paymentIntentId: z.string(),
  amountCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxAmountCents: z.number().int(),
  taxRate: z.number(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  isTest: z.boolean(),
  /** The reference in the buyer's status link (`/orders/{orderRef}`). */
  orderRef: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  recipientPhone: z.string().nullable(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZipCode: z.string(),
  shippingCountry: z.string(),
  childGender: z.string(),
  childRace: z.string(),
  illustratorNotes: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  printOrderId: z.string().nullable(),
  printStatus: z.string().nullable(),
  /** The print service's (or the shop's) words about the print status: the reason on rejection. */
  printStatusMessage: z.string().nullable(),
  printStatusChangedAt: z.string().nullable(),
  /** Who prints it: `manual` (files sent by hand) or `lulu`; null until submitted. */
  printProvider: z.enum(PRINT_PROVIDER_NAMES).nullable(),
  /** Whether the interior and cover PDFs submitted for this order can be downloaded. */
  printFilesReady: z.boolean(),
  estimatedDelivery: z.string().nullable(),
  fulfilled: z.boolean(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderTabCountsSchema = z.object({
  all: z.number().int(),
  new: z.number().int(),
  pending: z.number().int(),
  paid: z.number().int(),
  shipped: z.number().int(),
  fulfilled: z.number().int(),
});
export type OrderTabCounts = z.infer<typeof orderTabCountsSchema>;

/** One page of `GET /api/admin/orders`, newest first. */
export const adminOrdersPageSchema = z.object({
  orders: z.array(adminOrderSchema),
  tab: z.enum(ORDER_TABS),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders in this tab matching the search (the pager's total). */
  total: z.number().int(),
  /** Orders in each tab matching the search. */
  counts: orderTabCountsSchema,
  /** Every order in the shop (the footer's total count), whatever the search. */
  totalOrders: z.number().int(),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** A carrier's tracking link the operator types: http(s) only; empty means none. */
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^https?:\/\//i.test(v),
    'Tracking link must start with http:// or https://',
  )
  .optional()
  .transform((v) => v || undefined);

/** `POST /api/admin/orders/{id}/tracking` (the tracking number: non-empty after trimming). */
export const updateTrackingSchema = z.object({
  trackingNumber: z
    .string({ error: MESSAGES.admin.trackingDescription })
    .trim()
    .min(1, MESSAGES.admin.trackingDescription)
    .max(100, 'Tracking number must be at most 100 characters'),
  trackingUrl: trackingUrlSchema,
});
export type UpdateTrackingInput = z.input<typeof updateTrackingSchema>;

/** `POST /api/admin/orders/{id}/status` */
export const updateStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export type UpdateStatusInput = z.input<typeof updateStatusSchema>;

/** `POST /api/admin/orders/{id}/fulfill` */
export const updateFulfilledSchema = z.object({
  fulfilled: z.boolean({ error: 'fulfilled must be true or false' }),
});
export type UpdateFulfilledInput = z.input<typeof updateFulfilledSchema>;

export const ORDER_NOTES_MAX_LENGTH = 5000;

/** `POST /api/admin/orders/{id}/notes`: empty notes clear them. */
export const updateNotesSchema = z.object({
  notes: z
    .string({ error: 'Notes must be text' })
    .max(ORDER_NOTES_MAX_LENGTH, `Notes must be at most ${ORDER_NOTES_MAX_LENGTH} characters`),
});
export type UpdateNotesInput = z.input<typeof updateNotesSchema>;

/** What an order-history entry records. */
export const ORDER_EVENT_FIELDS = [
  'status',
  'fulfilled',
  'trackingNumber',
  'trackingUrl',
  'notes',
  'printOrderId',
  'printStatus',
  'story',
] as const;
export type OrderEventField = (typeof ORDER_EVENT_FIELDS)[number];

/** One change of an order: when, what, from what to what, and who ('admin', 'system', ...). */
export const orderEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  field: z.enum(ORDER_EVENT_FIELDS),
  from: z.union([z.string(), z.boolean(), z.null()]),
  to: z.union([z.string(), z.boolean(), z.null()]),
  actor: z.string(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Readable names for history lines. */
export const ORDER_EVENT_LABELS: Record<OrderEventField, string> = {
  status: 'Status',
  trackingNumber: 'Tracking number',
  trackingUrl: 'Tracking link',
  fulfilled: 'Fulfilled',
  notes: 'Notes',
  printOrderId: 'Print order',
  printStatus: 'Print status',
  story: 'Story',
};

/** A story the admin's test-order creator can pick (newest first). */
export const adminStoryOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  childName: z.string(),
  animal: z.string(),
  theme: z.string(),
  isCollaborative: z.boolean(),
  generationStatus: z.string(),
  createdAt: z.string(),
});
export type AdminStoryOption = z.infer<typeof adminStoryOptionSchema>;

/** `DELETE /api/admin/stories/{id}`: what deleting a family's data removed. */
export const familyDataDeletionSchema = z.object({
  storyId: z.string(),
  illustrations: z.number().int(),
  prompts: z.number().int(),
  contributions: z.number().int(),
  ordersKept: z.number().int(),
  /** Image files removed from storage (print and web copies of each illustration). */
  filesDeleted: z.number().int(),
});
export type FamilyDataDeletion = z.infer<typeof familyDataDeletionSchema>;

/** Texts of the orders page: labels, toasts and errors. */
export const ADMIN_ORDER_TEXTS = {
  loadError: 'Error loading orders. Please try again.',
  trackingUpdated: 'Tracking updated',
  trackingError: ['Error updating tracking', 'Failed to update tracking information.'],
  statusUpdated: 'Status updated',
  statusError: ['Error updating status', 'Failed to update order status.'],
  fulfillError: ['Error updating fulfillment', 'Failed to update order fulfillment status.'],
  notesUpdated: 'Notes updated',
  notesError: ['Error saving notes', 'Failed to save order notes.'],
  printError: ['Error submitting print order', 'Failed to submit order to print service.'],
  printStatusError: ['Error checking print status', 'Failed to check print order status.'],
  fulfilledLocked: ORDER_TRANSITION_TEXTS.fulfilledLocked,
  orderNotFound: 'Order not found',
  storyNotFound: 'Story not found',
} as const;
