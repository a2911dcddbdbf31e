/**
 * The order state machine: the statuses an order can be in, who may move it from which status to
 * which, and the questions every part of the shop asks about a status ("is it paid or later?",
 * "has it shipped?"). The database owner of the order (OrderRepository.transition in libs/db)
 * checks every status change against this table; the API, worker, mail and web read the
 * predicates from here so the answer is the same everywhere.
 *
 * The payment provider and the printer follow a table; the operator has the last word and may set
 * any status by hand (a refund recorded, a mistaken cancel undone, a book shipped by hand):
 *
 * ```
 * pending   → paid       payment                paid      → shipped    print
 * pending   → cancelled  payment                shipped   → delivered  print
 * cancelled → paid       payment                any       → any        operator
 * ```
 */
import type { PrintStatus } from './print';

/** Order statuses, in the order an order normally goes through them; pending is the first. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order, and so whose rules apply:
 * - `payment`: the payment provider's word (Stripe webhooks and the browser's payment-complete
 *   call, both verified against the provider);
 * - `print`: the print provider's status reports (sync job, status endpoint, callbacks), and the
 *   operator's own reports for a book printed by hand (they follow the print rules);
 * - `operator`: the status the operator picks by hand in the admin area.
 */
export const ORDER_TRANSITION_SOURCES = ['payment', 'print', 'operator'] as const;
export type OrderTransitionSource = (typeof ORDER_TRANSITION_SOURCES)[number];

/** Statuses an order may be created in, by source (test orders are made paid by the operator). */
export const ORDER_INITIAL_STATUSES: Readonly<
  Record<OrderTransitionSource, readonly OrderStatus[]>
> = {
  payment: ['pending', 'paid'],
  operator: ['paid'],
  print: [],
};

/**
 * The transitions the automatic sources may make: `from → to → the sources that may make it`.
 * Anything not listed is refused to them (staying in the same status is no transition and always
 * allowed, as a no-op).
 *
 * - A payment confirms a pending order (or one cancelled by an earlier failed attempt of the same
 *   payment) and cancels a pending one whose payment failed; a late or repeated payment event
 *   never moves a shipped order back.
 * - The print provider ships a paid order and delivers a shipped one.
 *
 * The operator is not in the table: the admin area may set any status (only a fulfilled order is
 * locked, see refuseTransition). The shipped e-mail is still sent once per order however often
 * the operator moves it back and forth.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderTransitionSource[]>>>
> = {
  pending: { paid: ['payment'], cancelled: ['payment'] },
  paid: { shipped: ['print'] },
  shipped: { delivered: ['print'] },
  delivered: {},
  cancelled: { paid: ['payment'] },
};

/** Whether `source` may move an order from `from` to `to` (a different status). */
export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  source: OrderTransitionSource,
): boolean {
  if (from === to) return false;
  return source === 'operator' || (ORDER_TRANSITIONS[from][to]?.includes(source) ?? false);
}

/** The statuses `source` may move an order in `from` to (the admin's status choices). */
export function nextStatuses(from: OrderStatus, source: OrderTransitionSource): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, source));
}

/** Why a status change is refused (the API answers 409 with the message). */
export type OrderTransitionRefusal = 'not-allowed' | 'fulfilled-locked';

/** The words the operator sees when a status change is refused. */
export const ORDER_TRANSITION_TEXTS = {
  fulfilledLocked: 'This order is fulfilled: mark it unfulfilled before changing its status.',
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from} cannot be marked ${to}.`,
} as const;

/**
 * The whole rule for one status change of an order as it is now: null when allowed, else why
 * not. A fulfilled order's status is locked for the operator (the admin disables its dropdown);
 * the payment and the printer are not held by the operator's bookkeeping.
 */
export function refuseTransition(
  order: { status: OrderStatus; fulfilled: boolean },
  to: OrderStatus,
  source: OrderTransitionSource,
): OrderTransitionRefusal | null {
  if (order.status === to) return null;
  if (source === 'operator' && order.fulfilled) return 'fulfilled-locked';
  return canTransition(order.status, to, source) ? null : 'not-allowed';
}

/** The message of a refusal. */
export function transitionRefusalMessage(
  refusal: OrderTransitionRefusal,
  from: OrderStatus,
  to: OrderStatus,
): string {
  return refusal === 'fulfilled-locked'
    ? ORDER_TRANSITION_TEXTS.fulfilledLocked
    : ORDER_TRANSITION_TEXTS.notAllowed(from, to);
}

/**
 * Statuses whose payment went through: the story is then frozen (what gets printed), the
 * confirmation e-mail may be sent and the status page shows the book on its way.
 */
export const PAID_OR_LATER_STATUSES = [
  'paid',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

export function isPaidOrLater(status: OrderStatus | string): boolean {
  return (PAID_OR_LATER_STATUSES as readonly string[]).includes(status);
}

/** Print statuses after printing: the book has left the printer. */
export const SHIPPED_PRINT_STATUSES = [
  'SHIPPED',
  'DELIVERED',
] as const satisfies readonly PrintStatus[];

/** Order statuses of a book on its way or arrived. */
export const SHIPPED_ORDER_STATUSES = [
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

/**
 * Whether the book has left: the order is shipped or delivered, or the printer says so (its
 * report may be applied a moment before the order's status follows, or for an order the operator
 * moved back by hand).
 */
export function hasShipped(order: {
  status: OrderStatus | string;
  printStatus?: PrintStatus | string | null;
}): boolean {
  return (
    (SHIPPED_ORDER_STATUSES as readonly string[]).includes(order.status) ||
    (SHIPPED_PRINT_STATUSES as readonly string[]).includes(order.printStatus ?? '')
  );
}

/** Delivered or cancelled: nothing more happens to the order (the status page stops asking). */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

/**
 * A status change the table refuses. `statusCode` is what the API answers (409: the order's
 * state does not allow it), with the message for the operator.
 */
export class OrderTransitionError extends Error {
  readonly statusCode = 409;

  constructor(
    readonly refusal: OrderTransitionRefusal,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly source: OrderTransitionSource,
  ) {
    super(transitionRefusalMessage(refusal, from, to));
    this.name = 'OrderTransitionError';
  }
}
