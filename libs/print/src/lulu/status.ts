import type { PrintStatus } from '@shop/contracts';

/** Lulu's print-job states in the shop's terms. */
const LULU_STATUSES: Readonly<Record<string, PrintStatus>> = {
  CREATED: 'RECEIVED',
  ACCEPTED: 'RECEIVED',
  UNPAID: 'AWAITING_PAYMENT',
  PAYMENT_IN_PROGRESS: 'AWAITING_PAYMENT',
  PRODUCTION_DELAYED: 'QUEUED',
  PRODUCTION_READY: 'QUEUED',
  IN_PRODUCTION: 'PRINTING',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  REJECTED: 'REJECTED',
  CANCELED: 'CANCELED',
  ERROR: 'ERROR',
};

/** The shop's status for a Lulu job state; null for a state Lulu added since. */
export function shopStatusOf(luluStatus: string): PrintStatus | null {
  return Object.hasOwn(LULU_STATUSES, luluStatus) ? LULU_STATUSES[luluStatus]! : null;
}
