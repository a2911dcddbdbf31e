/**
 * The print status an order carries (`orders.printStatus`): Lulu's print-job status names
 * (reference/integrations.md §1) plus the manual provider's first state. One list for the API,
 * the worker, the admin and the order status page.
 */
export const PRINT_STATUSES = [
  /** Manual provider: the print files are built and wait for the operator to send them by hand. */
  'READY_FOR_UPLOAD',
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
  'CANCELED',
  'ERROR',
] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

export const PRINT_STATUS_LABELS: Readonly<Record<PrintStatus, string>> = {
  READY_FOR_UPLOAD: 'Ready for upload',
  CREATED: 'Being checked by the printer',
  UNPAID: 'Awaiting printer payment',
  PAYMENT_IN_PROGRESS: 'Printer payment in progress',
  PRODUCTION_DELAYED: 'Waiting to start printing',
  PRODUCTION_READY: 'Ready to print',
  IN_PRODUCTION: 'Printing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  REJECTED: 'Rejected by the printer',
  CANCELED: 'Print job cancelled',
  ERROR: 'Printer error',
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

export function printStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Not sent to print';
  return (PRINT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
