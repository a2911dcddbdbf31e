import type { OrderStatus } from '@shop/contracts';
import type { DbTransaction } from './transaction';

/** Work left for after the transition's transaction committed (e.g. enqueue the e-mail's job). */
export type AfterCommit = () => Promise<void>;

/**
 * Something that happens when an order enters a status (the shipped e-mail when it enters
 * `shipped`). OrderRepository.transition runs it exactly once per transition that enters `on`,
 * in the transition's own transaction, so the effect is recorded (e.g. the outbox row) if and
 * only if the status change is. Anything outside the database it returns as an AfterCommit.
 *
 * Effects live with what they do (the mail library provides the shipped e-mail) and reach the
 * repository through the ORDER_STATUS_EFFECTS provider, so libs/db depends on none of them.
 */
export interface OrderStatusEffect {
  readonly on: OrderStatus;
  readonly name: string;
  run(tx: DbTransaction, orderId: string): Promise<AfterCommit | void>;
}

/** Nest provider token: the list of OrderStatusEffect the order repository runs. */
export const ORDER_STATUS_EFFECTS = Symbol('ORDER_STATUS_EFFECTS');
