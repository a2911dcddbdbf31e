import { ORDER_BADGE_COLOURS, type AdminOrder } from '@shop/contracts';

/** Dollar amount with 2 decimals. */
export function formatAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The payment id's first 16 characters plus "...". */
export function truncatePaymentId(id: string): string {
  return `${id.slice(0, 16)}...`;
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The status badge's colour. */
export function statusBadgeColour(status: AdminOrder['status']): string {
  return ORDER_BADGE_COLOURS[status];
}

export function formatEventValue(value: string | boolean | null): string {
  if (value === null || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}
