import { Inject, Injectable } from '@nestjs/common';
import { isPaidOrLater } from '@shop/contracts';
import { OrderTaxRepository } from '@shop/db';
import { TaxRecordError, type TaxTransactionRecorder } from '@shop/payments';
import type { JobPayload } from '@shop/queue';
import { type Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';
import { TAX_RECORDER } from './tax.providers';

export type RecordTaxResult =
  'recorded' | 'already-recorded' | 'no-calculation' | 'not-paid' | 'no-order';

/**
 * Records a paid order's sale in Stripe Tax from the calculation its checkout was priced with,
 * with the order id as the reference, and stores the tax transaction's id on the order. Safe to
 * run twice: an order with a transaction is left alone, and the request's idempotency key makes
 * Stripe answer a repeat with the first transaction. A failure never touches the payment or the
 * order's status: while Stripe may answer later the job is retried with backoff; a refusal
 * (calculation unknown or expired, reference taken) ends it at once; either way the last failure
 * is logged as an error for the operator, who then records the sale by hand.
 */
@Injectable()
export class RecordTaxHandler implements JobHandler<'tax.record'> {
  readonly job = 'tax.record' as const;

  constructor(
    private readonly orders: OrderTaxRepository,
    @Inject(TAX_RECORDER) private readonly recorder: TaxTransactionRecorder | null,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RecordTaxHandler.name);
  }

  async handle({ orderId }: JobPayload<'tax.record'>, job: Job): Promise<RecordTaxResult> {
    const order = await this.orders.find(orderId);
    if (!order) return 'no-order';
    if (order.taxTransactionId) return 'already-recorded';
    // Priced without a tax service: nothing to record.
    if (!order.taxCalculationId) return 'no-calculation';
    if (!isPaidOrLater(order.status)) return 'not-paid';
    if (!this.recorder) {
      throw new UnrecoverableError('STRIPE_SECRET_KEY is not set: no sale can be recorded');
    }
    let transactionId: string;
    try {
      transactionId = await this.recorder.record(order.taxCalculationId, order.id);
    } catch (err) {
      if (err instanceof TaxRecordError && err.permanent) throw new UnrecoverableError(err.message);
      this.logger.warn(
        { orderId, attempt: job.attemptsMade + 1, err },
        'Sale not recorded in Stripe Tax yet; will retry',
      );
      throw err;
    }
    if (!(await this.orders.recordTransaction(order.id, transactionId))) return 'already-recorded';
    this.logger.info({ orderId, taxTransactionId: transactionId }, 'Sale recorded in Stripe Tax');
    return 'recorded';
  }

  /** Out of attempts, or refused: the order and its payment stand; the operator must know. */
  async onFinalFailure(
    { orderId }: JobPayload<'tax.record'>,
    job: Job,
    error: unknown,
  ): Promise<void> {
    this.logger.error(
      { orderId, attempts: job.attemptsMade + 1, err: error },
      'Sale NOT recorded in Stripe Tax: record it by hand, or it is missing from the tax reports',
    );
  }
}
