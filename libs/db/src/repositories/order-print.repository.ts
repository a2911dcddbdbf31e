import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FINAL_PRINT_STATUSES, type PrintProviderName } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { OrderEntity } from '../entities/order.entity';
import type { DbTransaction } from './transaction';

/** The print columns of an order: the job, its status, the files and what the printer reported. */
export type OrderPrintPatch = Partial<
  Pick<
    OrderEntity,
    | 'printOrderId'
    | 'printProvider'
    | 'printStatus'
    | 'printStatusMessage'
    | 'printStatusChangedAt'
    | 'printInteriorKey'
    | 'printCoverKey'
    | 'printSubmissions'
    | 'trackingNumber'
    | 'trackingUrl'
    | 'estimatedDelivery'
  >
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The print side of the `orders` table: the reads the print jobs need and the writes of the
 * print columns, each in the caller's transaction under the order's row lock (PrintOrders in
 * libs/print holds the rules and names the actor). The order's status is not written here:
 * shipping and delivery go through OrderRepository.transition.
 */
@Injectable()
export class OrderPrintRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The order, locked for the rest of the transaction; null when there is none. */
  lock(tx: DbTransaction, orderId: string): Promise<OrderEntity | null> {
    return tx.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
  }

  async update(tx: DbTransaction, orderId: string, patch: OrderPrintPatch): Promise<void> {
    if (Object.keys(patch).length) await tx.update(OrderEntity, { id: orderId }, patch);
  }

  /** A submission still SUBMITTING becomes ERROR with the reason; false when it no longer was. */
  async failSubmission(tx: DbTransaction, orderId: string, reason: string): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows] = (await tx.query(
      `UPDATE "orders" SET "printStatus" = 'ERROR', "printStatusMessage" = $2,
         "printStatusChangedAt" = now(), "updatedAt" = now()
       WHERE "id" = $1 AND "printStatus" = 'SUBMITTING' RETURNING "id"`,
      [orderId, reason],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * Marks a provider's delivery (a callback) as processed in the transaction that applies it:
   * false when it was processed before (a replay or the provider's retry).
   */
  async markDeliveryProcessed(
    tx: DbTransaction,
    provider: string,
    eventId: string,
  ): Promise<boolean> {
    const fresh: unknown[] = await tx.query(
      `INSERT INTO "processed_webhook_events" ("provider", "eventId") VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING "eventId"`,
      [provider, eventId],
    );
    return fresh.length > 0;
  }

  /**
   * Orders whose job at `provider` may still change, least recently changed first; shipped ones
   * only for `followShippedDays` after shipping (they may still report DELIVERED).
   */
  openJobs(
    provider: PrintProviderName,
    limit: number,
    followShippedDays: number,
  ): Promise<OrderEntity[]> {
    return this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o."printStatus" IS NOT NULL')
      .andWhere('o."printStatus" NOT IN (:...final)', {
        final: [...FINAL_PRINT_STATUSES, 'SUBMITTING'],
      })
      .andWhere('o."printOrderId" IS NOT NULL')
      .andWhere('o."printProvider" = :provider', { provider })
      .andWhere(
        `(o."printStatus" <> 'SHIPPED' OR o."printStatusChangedAt" > now() - make_interval(days => :days))`,
        { days: followShippedDays },
      )
      .orderBy('o."printStatusChangedAt"', 'ASC', 'NULLS FIRST')
      .limit(limit)
      .getMany();
  }

  /** Orders still SUBMITTING since before `cutoff` (their job may have been lost). */
  staleSubmissions(cutoff: Date, limit: number): Promise<OrderEntity[]> {
    return this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o."printStatus" = 'SUBMITTING'`)
      .andWhere('o."printStatusChangedAt" < :cutoff', { cutoff })
      .orderBy('o."printStatusChangedAt"', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** The order a print job belongs to: by the order id it carries (external_id), else by the job id. */
  async findByPrintJob(printJobId: string, orderId?: string | null): Promise<OrderEntity | null> {
    const repo = this.dataSource.getRepository(OrderEntity);
    if (orderId && UUID.test(orderId)) {
      const order = await repo.findOneBy({ id: orderId });
      if (order) return order;
    }
    return repo.findOneBy({ printOrderId: printJobId });
  }
}
