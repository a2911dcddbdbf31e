import {
  estimateDelivery,
  hasShipped,
  isFinalStatus,
  isPaidOrLater,
  PAID_OR_LATER_STATUSES,
  SHIPPED_PRINT_STATUSES,
  ORDER_STEP_LABELS,
  ORDER_STEPS,
  type OrderStatus,
  type OrderStatusView,
  type OrderStep,
  printStatusLabel,
  type PrintStatus,
  safeHref,
} from '@shop/contracts';

/** Print statuses that mean the print service has the order. */
const AT_PRINTER: ReadonlySet<string> = new Set<PrintStatus>([
  'RECEIVED',
  'AWAITING_PAYMENT',
  'QUEUED',
  'PRINTING',
  'SHIPPED',
  'DELIVERED',
]);
/** Print statuses after printing: the book has left the printer. */
const PRINTED: ReadonlySet<string> = new Set<PrintStatus>(SHIPPED_PRINT_STATUSES);

export interface StepOrder {
  orderRef: string;
  status: OrderStatus;
  isTest: boolean;
  printOrderId: string | null;
  printStatus: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  estimatedDelivery: string | null;
  createdAt: Date;
}

export interface StepEvent {
  field: string;
  to: string | boolean | null;
  createdAt: Date;
}

export interface StepBook {
  /** Opens the story for whoever may read it (its creator's browser); anyone else gets 404. */
  storyId: string;
  title: string;
  childName: string;
  animal: string;
  theme: string;
}

type Matcher = (e: StepEvent) => boolean;
const statusTo =
  (...values: OrderStatus[]): Matcher =>
  (e) =>
    e.field === 'status' && values.includes(e.to as OrderStatus);
const printTo =
  (set: ReadonlySet<string>): Matcher =>
  (e) =>
    e.field === 'printStatus' && typeof e.to === 'string' && set.has(e.to);
const printOrderSet: Matcher = (e) => e.field === 'printOrderId' && !!e.to;

/** Events in history order (oldest first). */
function first(events: StepEvent[], ...matchers: Matcher[]): Date | null {
  return events.find((e) => matchers.some((m) => m(e)))?.createdAt ?? null;
}
/** The last time the order entered a state: the admin may move a status back and forth. */
function last(events: StepEvent[], matcher: Matcher): Date | null {
  for (let i = events.length - 1; i >= 0; i -= 1)
    if (matcher(events[i]!)) return events[i]!.createdAt;
  return null;
}

/**
 * The status page's view of an order: the steps it went through (from its fields now) and when
 * (from its history). A step shows as done only when it happened: a book shipped by hand was
 * never sent to print, so its page shows Paid → Shipped (the print steps are left out once the
 * order has shipped without them). Delivered implies shipped, and anything implies paid; a book
 * that went to the printer and then shipped was printed.
 */
export function buildOrderStatus(
  order: StepOrder,
  book: StepBook | null,
  events: StepEvent[],
): OrderStatusView {
  const { status, printStatus } = order;
  const paidOrLater = isPaidOrLater(status);
  const everPaid = paidOrLater || events.some(statusTo(...PAID_OR_LATER_STATUSES));
  const reached: Record<OrderStep, boolean> = {
    paid: everPaid,
    sent_to_print:
      !!order.printOrderId ||
      (!!printStatus && AT_PRINTER.has(printStatus)) ||
      events.some((e) => printOrderSet(e) || printTo(AT_PRINTER)(e)),
    printed: (!!printStatus && PRINTED.has(printStatus)) || events.some(printTo(PRINTED)),
    shipped: hasShipped(order),
    delivered: status === 'delivered' || printStatus === 'DELIVERED',
  };
  if (reached.delivered) reached.shipped = true;
  if (reached.printed) reached.sent_to_print = true;
  if (reached.shipped && reached.sent_to_print) reached.printed = true;
  if (reached.sent_to_print || reached.shipped) reached.paid = true;
  const printSkipped = reached.shipped && !reached.sent_to_print;
  const paidAt = last(events, statusTo('paid')) ?? (everPaid ? order.createdAt : null);
  const dates: Record<OrderStep, Date | null> = {
    paid: paidAt,
    sent_to_print: first(events, printOrderSet, printTo(AT_PRINTER)),
    printed: first(events, printTo(PRINTED)),
    shipped: last(events, statusTo('shipped')) ?? first(events, printTo(PRINTED)),
    delivered:
      last(events, statusTo('delivered')) ?? first(events, printTo(new Set(['DELIVERED']))),
  };
  const shown = printSkipped
    ? ORDER_STEPS.filter((k) => k !== 'sent_to_print' && k !== 'printed')
    : ORDER_STEPS;
  const steps = shown.map((key) => ({
    key,
    label: ORDER_STEP_LABELS[key],
    done: reached[key],
    at: reached[key] && dates[key] ? dates[key].toISOString() : null,
  }));
  const current = [...shown].reverse().find((k) => reached[k]) ?? null;
  const final = isFinalStatus(status);
  const atPrinter = reached.sent_to_print && !reached.shipped && !!printStatus;
  return {
    orderRef: order.orderRef,
    status,
    isTest: order.isTest,
    orderedAt: order.createdAt.toISOString(),
    book,
    steps,
    current,
    printStatusLabel: atPrinter ? printStatusLabel(printStatus) : null,
    trackingNumber: order.trackingNumber,
    trackingUrl: safeHref(order.trackingUrl),
    estimatedDelivery:
      final || reached.delivered || !paidOrLater
        ? null
        : estimateDelivery(paidAt ?? order.createdAt, order.estimatedDelivery),
    final,
  };
}
