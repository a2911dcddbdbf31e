import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAID_OR_LATER_STATUSES } from '@shop/contracts';
import { Between, type DataSource, In, IsNull, Not, type Repository } from 'typeorm';
import { OrderEntity } from '../entities/order.entity';

/** What the tax record of an order depends on. */
export type OrderTaxState = Pick<
  OrderEntity,
  'id' | 'status' | 'taxCalculationId' | 'taxTransactionId'
>;

/**
 * The tax columns of the `orders` table: the tax service's calculation an order was priced with
 * and the transaction its paid sale was recorded as (the `tax.record` job writes it once).
 */
@Injectable()
export class OrderTaxRepository {
  private readonly orders: Repository<OrderEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.orders = dataSource.getRepository(OrderEntity);
  }

  find(orderId: string): Promise<OrderTaxState | null> {
    return this.orders.findOne({
      select: { id: true, status: true, taxCalculationId: true, taxTransactionId: true },
      where: { id: orderId },
    });
  }

  /** Stores the transaction unless the order has one already: false when it had. */
  async recordTransaction(orderId: string, transactionId: string): Promise<boolean> {
    const result = await this.orders.update(
      { id: orderId, taxTransactionId: IsNull() },
      { taxTransactionId: transactionId },
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * Paid orders made between `since` and `before` that have a calculation but no transaction
   * yet, oldest first.
   */
  async unrecorded(since: Date, before: Date, limit: number): Promise<string[]> {
    const rows = await this.orders.find({
      select: { id: true },
      where: {
        status: In([...PAID_OR_LATER_STATUSES]),
        taxCalculationId: Not(IsNull()),
        taxTransactionId: IsNull(),
        createdAt: Between(since, before),
      },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }
}
