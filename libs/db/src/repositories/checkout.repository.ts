import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  CheckoutEntity,
  type CheckoutStatus,
  type StoredShippingDetails,
} from '../entities/checkout.entity';
import type { DbTransaction } from './transaction';

/** The server's price of one checkout. */
export interface CheckoutPricing {
  subtotalCents: number;
  taxAmountCents: number;
  taxRate: number;
  totalCents: number;
  currency: string;
  /** The tax service's calculation of this price (Stripe Tax); null for the built-in table. */
  taxCalculationId: string | null;
}

/**
 * The `checkouts` table: one open checkout per visitor and story (`open → completed` once its
 * payment is recorded, or `superseded` by a new purchase), tied to one payment intent.
 */
@Injectable()
export class CheckoutRepository {
  private readonly checkouts: Repository<CheckoutEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.checkouts = dataSource.getRepository(CheckoutEntity);
  }

  transaction<T>(work: (m: DbTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The stored checkout of a payment (in the caller's transaction when `m` is given). */
  findByIntent(paymentIntentId: string, m?: DbTransaction): Promise<CheckoutEntity | null> {
    return (m?.getRepository(CheckoutEntity) ?? this.checkouts).findOneBy({ paymentIntentId });
  }

  /** Opens a checkout for the visitor and story unless one is open already. */
  async openIfNone(
    storyId: string,
    visitorId: string,
    shipping: StoredShippingDetails,
    pricing: CheckoutPricing,
    m: DbTransaction = this.dataSource.manager,
  ): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(CheckoutEntity)
      .values({
        storyId,
        visitorId,
        status: 'open',
        shipping,
        ...storedPricing(pricing),
      })
      .orIgnore()
      .execute();
  }

  /** The open checkout of the visitor and story, locked until the transaction ends. */
  lockOpen(m: DbTransaction, storyId: string, visitorId: string): Promise<CheckoutEntity | null> {
    return m
      .getRepository(CheckoutEntity)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.storyId = :storyId AND c.visitorId = :visitorId AND c.status = :status', {
        storyId,
        visitorId,
        status: 'open',
      })
      .getOne();
  }

  /** An open checkout that is done: its payment went through, or a new purchase replaces it. */
  async close(m: DbTransaction, id: string, status: Exclude<CheckoutStatus, 'open'>) {
    await m.update(CheckoutEntity, { id }, { status });
  }

  /** The order its payment made: the checkout is completed. */
  async complete(m: DbTransaction, id: string, orderId: string): Promise<void> {
    await m.update(CheckoutEntity, { id }, { status: 'completed', orderId });
  }

  /**
   * What was sent to the payment provider: the shipping, the price and the intent, under the
   * next revision (part of the provider's idempotency key). Returns the checkout as it is now.
   */
  async recordIntent(
    m: DbTransaction,
    row: CheckoutEntity,
    shipping: StoredShippingDetails,
    pricing: CheckoutPricing,
    paymentIntentId: string,
  ): Promise<CheckoutEntity> {
    const changes = {
      shipping,
      ...storedPricing(pricing),
      paymentIntentId,
      revision: row.revision + 1,
    };
    await m.update(CheckoutEntity, { id: row.id }, changes);
    return { ...row, ...changes };
  }
}

function storedPricing(p: CheckoutPricing) {
  return {
    subtotalCents: p.subtotalCents,
    taxAmountCents: p.taxAmountCents,
    taxRate: p.taxRate.toFixed(3),
    totalCents: p.totalCents,
    currency: p.currency,
    taxCalculationId: p.taxCalculationId,
  };
}
