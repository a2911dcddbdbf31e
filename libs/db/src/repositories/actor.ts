import type { EntityManager } from 'typeorm';

/**
 * Who changes an order, as its history names them ('system' when nobody is named; 'family': the
 * story's creator deleted it; 'retention': the retention job).
 */
export type OrderActor = 'admin' | 'stripe' | 'print' | 'system' | 'family' | 'retention';

/**
 * Names the writer of this transaction's order changes: the order-history trigger records each
 * changed field with this name. Lasts until the transaction ends.
 */
export async function actAs(m: EntityManager, actor: OrderActor): Promise<void> {
  await m.query(`SELECT set_config('storybook.actor', $1, true)`, [actor]);
}
