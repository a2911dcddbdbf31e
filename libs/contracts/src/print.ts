import { z } from 'zod';
import { type AdminOrder, trackingUrlSchema } from './orders';

/**
 * The shop's print statuses (`orders.printStatus`), whichever provider prints the book: each
 * provider maps its own job states onto these. One list for the API, the worker, the admin and
 * the order status page.
 */
export const PRINT_STATUSES = [
  /** The shop is building the print files and handing them to the print provider (`print.submit`). */
  'SUBMITTING',
  /** Printed by hand: the print files are built and wait for the operator to send them. */
  'READY_FOR_UPLOAD',
  /** The printer has the job and checks the files. */
  'RECEIVED',
  /** The printer waits for the shop's payment for the job. */
  'AWAITING_PAYMENT',
  /** Paid and waiting for its turn to print. */
  'QUEUED',
  'PRINTING',
  'SHIPPED',
  'DELIVERED',
  /** The printer refused the files (the reason is the status message). */
  'REJECTED',
  'CANCELED',
  /** The job failed at the printer, or could not be handed over. */
  'ERROR',
] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

export const PRINT_STATUS_LABELS: Readonly<Record<PrintStatus, string>> = {
  SUBMITTING: 'Sending to the printer',
  READY_FOR_UPLOAD: 'Ready for upload',
  RECEIVED: 'Being checked by the printer',
  AWAITING_PAYMENT: 'Awaiting printer payment',
  QUEUED: 'Waiting to start printing',
  PRINTING: 'Printing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected by the printer',
  CANCELED: 'Print job cancelled',
  ERROR: 'Printer error',
};

/**
 * How far along a print job each status is: a report without a date of its own cannot move an
 * order to an earlier stage (a late IN_PRODUCTION never undoes SHIPPED). The failures end a job
 * as shipping does; UNPAID after a payment attempt stays in its own stage.
 */
export const PRINT_STATUS_STAGE: Readonly<Record<PrintStatus, number>> = {
  SUBMITTING: 0,
  READY_FOR_UPLOAD: 0,
  RECEIVED: 1,
  AWAITING_PAYMENT: 2,
  QUEUED: 3,
  PRINTING: 4,
  SHIPPED: 5,
  REJECTED: 5,
  CANCELED: 5,
  ERROR: 5,
  DELIVERED: 6,
};

/** Statuses after which the print service reports nothing new: `print.sync` stops asking. */
export const FINAL_PRINT_STATUSES: readonly PrintStatus[] = [
  'DELIVERED',
  'REJECTED',
  'CANCELED',
  'ERROR',
];

/** Statuses that need the operator's attention (shown with the reason in the admin). */
export const FAILED_PRINT_STATUSES: readonly PrintStatus[] = ['REJECTED', 'ERROR', 'CANCELED'];

/** How often the admin polls an order whose print submission is settling. */
export const PRINT_POLL_INTERVAL_MS = 2000;

/** While the order is in one of these, the admin polls it (the state changes within minutes). */
export const SETTLING_PRINT_STATUSES: readonly PrintStatus[] = ['SUBMITTING', 'RECEIVED'];

export function isPrintSettling(status: string | null | undefined): boolean {
  return (SETTLING_PRINT_STATUSES as readonly string[]).includes(status ?? '');
}

export function isPrintFailed(status: string | null | undefined): boolean {
  return (FAILED_PRINT_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * Whether an order may be sent to print now: paid, and never sent or its last print job failed
 * (a rejected or cancelled job prints nothing, so a corrected book may go again).
 */
export function canSubmitToPrint(order: { status: string; printStatus: string | null }): boolean {
  return (
    order.status === 'paid' && (order.printStatus === null || isPrintFailed(order.printStatus))
  );
}

/** What the operator may set by hand on a manually printed order. */
export const MANUAL_PRINT_STATUSES = [
  'READY_FOR_UPLOAD',
  'PRINTING',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
  'CANCELED',
  'ERROR',
] as const satisfies readonly PrintStatus[];
export type ManualPrintStatus = (typeof MANUAL_PRINT_STATUSES)[number];

/** `PUT /api/orders/{id}/print-status` (manual provider): the operator's own report. */
export const setPrintStatusSchema = z.object({
  printStatus: z.enum(MANUAL_PRINT_STATUSES, {
    error: `Print status must be one of ${MANUAL_PRINT_STATUSES.join(', ')}`,
  }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, 'Tracking number must be at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
  trackingUrl: trackingUrlSchema,
  estimatedDelivery: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      'Estimated delivery must be a date (YYYY-MM-DD)',
    )
    .optional()
    .transform((v) => v || undefined),
  message: z
    .string()
    .trim()
    .max(1000, 'Note must be at most 1000 characters')
    .optional()
    .transform((v) => v || undefined),
});
export type SetPrintStatusInput = z.input<typeof setPrintStatusSchema>;
export type SetPrintStatus = z.output<typeof setPrintStatusSchema>;

/** `GET /api/orders/{id}/print-status`: the print status now and the whole order. */
export interface PrintStatusResponse {
  status: string | null;
  label: string;
  order: AdminOrder;
}

export const PRINT_FILE_KINDS = ['interior', 'cover'] as const;
export type PrintFileKind = (typeof PRINT_FILE_KINDS)[number];

/** Texts of print submission and the print callbacks. */
export const PRINT_TEXTS = {
  notPaid: 'Only paid orders can be sent to print.',
  alreadySubmitted: 'This order has already been sent to print.',
  storyDeleted: "This order's story was deleted, so there is no book to print.",
  notManual: "The print service reports this order's status; it cannot be set by hand.",
  filesNotBuilt: 'The print files of this order are not built yet.',
  providerUnavailable: 'The print service could not be reached. Please try again.',
  webhookNotConfigured: 'Print-service callbacks are not configured.',
  unknownProvider: 'No such print service.',
  unreadableCallback: 'Unreadable print-service callback.',
  badSignature: 'Invalid print-service signature.',
  fileLinkInvalid: 'This print-file link is invalid or has expired.',
  submitted: 'Submitted to print service',
  statusSaved: 'Print status updated',
  manualReady: 'Download the interior and cover and send them to the printer.',
} as const;

export function printStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Not sent to print';
  return (PRINT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
