import {
  canTransition,
  hasShipped,
  isPaidOrLater,
  nextStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITION_SOURCES,
  ORDER_TRANSITION_TEXTS,
  type OrderStatus,
  type OrderTransitionSource,
  refuseTransition,
} from './order-states';

/**
 * The table written out once more, as the shop's rules say it: every pair of statuses and every
 * source is checked against it, so a change to ORDER_TRANSITIONS must change this too.
 */
const AUTOMATIC: readonly string[] = [
  'pending→paid:payment',
  'pending→cancelled:payment',
  'paid→shipped:print',
  'shipped→delivered:print',
  'cancelled→paid:payment',
];
/** The operator may set any status by hand: every pair of different statuses. */
const ALLOWED: ReadonlySet<string> = new Set([
  ...AUTOMATIC,
  ...ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== from).map((to) => `${from}→${to}:operator`),
  ),
]);

const key = (from: OrderStatus, to: OrderStatus, source: OrderTransitionSource) =>
  `${from}→${to}:${source}`;

describe('order state machine', () => {
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== from).flatMap((to) =>
      ORDER_TRANSITION_SOURCES.map((source) => [from, to, source] as const),
    ),
  );

  it('walks every pair of statuses for every source', () => {
    expect(pairs).toHaveLength(5 * 4 * 3);
    const allowed = pairs.filter(([from, to, source]) => canTransition(from, to, source));
    expect(new Set(allowed.map(([f, t, s]) => key(f, t, s)))).toEqual(ALLOWED);
  });

  it.each(pairs)('%s → %s by %s: allowed only if listed', (from, to, source) => {
    const listed = ALLOWED.has(key(from, to, source));
    expect(canTransition(from, to, source)).toBe(listed);
    expect(refuseTransition({ status: from, fulfilled: false }, to, source)).toBe(
      listed ? null : 'not-allowed',
    );
  });

  it('lets anyone "move" an order to the status it has (a no-op), fulfilled or not', () => {
    for (const status of ORDER_STATUSES)
      for (const source of ORDER_TRANSITION_SOURCES)
        for (const fulfilled of [false, true])
          expect(refuseTransition({ status, fulfilled }, status, source)).toBeNull();
  });

  it('locks a fulfilled order’s status for the operator only', () => {
    const fulfilled = { status: 'paid' as const, fulfilled: true };
    expect(refuseTransition(fulfilled, 'shipped', 'operator')).toBe('fulfilled-locked');
    expect(refuseTransition(fulfilled, 'shipped', 'print')).toBeNull();
    expect(ORDER_TRANSITION_TEXTS.notAllowed('cancelled', 'shipped')).toBe(
      'An order that is cancelled cannot be marked shipped.',
    );
  });

  it('offers the operator every other status; the payment and the printer only their steps', () => {
    expect(nextStatuses('paid', 'operator')).toEqual([
      'pending',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(nextStatuses('cancelled', 'operator')).toEqual([
      'pending',
      'paid',
      'shipped',
      'delivered',
    ]);
    expect(nextStatuses('shipped', 'payment')).toEqual([]);
    expect(nextStatuses('paid', 'print')).toEqual(['shipped']);
  });

  it('answers "paid or later" and "has shipped" the one way', () => {
    expect(ORDER_STATUSES.filter(isPaidOrLater)).toEqual(['paid', 'shipped', 'delivered']);
    expect(ORDER_STATUSES.filter((status) => hasShipped({ status }))).toEqual([
      'shipped',
      'delivered',
    ]);
    expect(hasShipped({ status: 'paid', printStatus: 'SHIPPED' })).toBe(true);
    expect(hasShipped({ status: 'paid', printStatus: 'DELIVERED' })).toBe(true);
    expect(hasShipped({ status: 'paid', printStatus: 'PRINTING' })).toBe(false);
    expect(hasShipped({ status: 'paid', printStatus: null })).toBe(false);
  });
});
