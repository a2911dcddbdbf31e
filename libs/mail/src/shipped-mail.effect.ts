import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  type AfterCommit,
  type DbTransaction,
  type OrderStatusEffect,
  OutboxRepository,
} from '@shop/db';
import { OrderMailer } from './order-mailer';
import { writeOutbox } from './outbox';

/**
 * Entering `shipped` queues the family's "your book is on its way" e-mail: the one place it is
 * sent from, whichever path ships the order (the operator, or the print provider's report).
 * OrderRepository.transition runs it in the transaction that ships the order, so the outbox row
 * exists if and only if the order shipped, rendered with the tracking written in that same
 * transaction. The outbox keeps one message per order and kind: an order moved back and shipped
 * again gets no second one. Its sending job is enqueued after commit (mail.sweep picks up a
 * queued message whose job was never enqueued).
 */
@Injectable()
export class ShippedMailEffect implements OrderStatusEffect {
  readonly on = 'shipped' as const;
  readonly name = 'order_shipped e-mail';

  constructor(
    private readonly mailer: OrderMailer,
    private readonly outbox: OutboxRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async run(tx: DbTransaction, orderId: string): Promise<AfterCommit | void> {
    const row = await writeOutbox(this.outbox, tx, this.config, 'order_shipped', { orderId });
    if (row?.status !== 'queued') return;
    return async () => {
      await this.mailer.enqueue(row.id);
    };
  }
}
