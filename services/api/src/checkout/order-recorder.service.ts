import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type CheckoutEntity,
  CheckoutRepository,
  type DbTransaction,
  OrderRepository,
  type OrderStatus,
} from '@shop/db';
import { OrderMailer } from '@shop/mail';
import {
  PaymentProviderError,
  type PaymentIntentSnapshot,
  type PaymentsProvider,
} from '@shop/payments';
import { PAYMENTS } from './payments.providers';
import { TaxRecords } from './tax-records';

export class UnknownPaymentError extends Error {
  constructor(readonly paymentIntentId: string) {
    super(`No checkout for payment ${paymentIntentId}`);
    this.name = 'UnknownPaymentError';
  }
}

/** The provider's intent does not match the checkout we stored: never record it as paid. */
export class PaymentMismatchError extends Error {
  constructor(
    readonly paymentIntentId: string,
    readonly problems: string[],
  ) {
    super(`Payment ${paymentIntentId} does not match its checkout: ${problems.join('; ')}`);
    this.name = 'PaymentMismatchError';
  }
}

export type RecordResult =
  | {
      outcome: 'recorded';
      orderId: string;
      orderRef: string;
      status: Extract<OrderStatus, 'paid' | 'pending'>;
      checkout: CheckoutEntity;
      /** The order transition's effects outside the database (see OrderRepository.transition). */
      transitionEffects?: () => Promise<void>;
    }
  | { outcome: 'not_paid'; intentStatus: string; checkout: CheckoutEntity };

/**
 * The one idempotent step that turns a payment into an order. Both
 * `POST /api/payment-complete` and the signed webhook call it. It trusts only what it reads from
 * the provider and from the stored checkout: the intent must be `succeeded` (→ paid) or
 * `processing` (→ pending), for the checkout's amount, currency and metadata. The order is unique
 * on the payment intent id, so any number of racing calls leave one order.
 */
@Injectable()
export class OrderRecorder {
  private readonly logger = new Logger(OrderRecorder.name);

  constructor(
    @Inject(PAYMENTS) private readonly payments: PaymentsProvider | null,
    private readonly orders: OrderRepository,
    private readonly checkouts: CheckoutRepository,
    private readonly mailer: OrderMailer,
    private readonly taxRecords: TaxRecords,
  ) {}

  /**
   * In the caller's transaction when `manager` is given: the caller then calls `afterCommit`
   * with the result once its transaction has committed.
   */
  async recordFromIntent(paymentIntentId: string, manager?: DbTransaction): Promise<RecordResult> {
    if (!manager) {
      const result = await this.orders.transaction('stripe', (m) =>
        this.recordFromIntent(paymentIntentId, m),
      );
      await this.afterCommit(result);
      return result;
    }
    const m = manager;
    const intent = await this.retrieve(paymentIntentId);
    const checkout = await this.checkouts.findByIntent(intent.id, m);
    if (!checkout) throw new UnknownPaymentError(intent.id);
    this.verify(intent, checkout);

    let status: 'paid' | 'pending';
    if (intent.status === 'succeeded') {
      if (intent.amountReceived !== checkout.totalCents) {
        throw new PaymentMismatchError(intent.id, [
          `amount received ${intent.amountReceived} ≠ expected ${checkout.totalCents}`,
        ]);
      }
      status = 'paid';
    } else if (intent.status === 'processing') {
      status = 'pending';
    } else {
      return { outcome: 'not_paid', intentStatus: intent.status, checkout };
    }

    const order = await this.orders.recordPayment(m, checkout, intent.id, status);
    await this.checkouts.complete(m, checkout.id, order.id);
    this.logger.log(
      { paymentIntentId: intent.id, orderId: order.id, status: order.status },
      'Order recorded',
    );
    return {
      outcome: 'recorded',
      orderId: order.id,
      orderRef: order.orderRef,
      // What the payment is (the order itself may have moved on, e.g. shipped).
      status,
      checkout,
      transitionEffects: order.afterCommit,
    };
  }

  /**
   * Once the order is committed: a paid order gets its confirmation e-mail (written to the
   * outbox once per order, sent by the mail queue) and its sale recorded in Stripe Tax (one
   * `tax.record` job per order); repeated calls change nothing, and neither ever throws.
   */
  async afterCommit(result: RecordResult): Promise<void> {
    if (result.outcome === 'recorded') await result.transitionEffects?.();
    if (result.outcome === 'recorded' && result.status === 'paid') {
      await this.mailer.orderConfirmation(result.orderId);
      await this.taxRecords.afterPaid(result.orderId, result.checkout);
    }
  }

  /**
   * `payment_intent.payment_failed`: an order still pending for this intent (it was processing)
   * is cancelled (a `payment` transition) once the provider confirms the intent did not succeed.
   */
  async recordFailure(paymentIntentId: string, manager?: DbTransaction): Promise<void> {
    if (!manager)
      return this.orders.transaction('stripe', (m) => this.recordFailure(paymentIntentId, m));
    const intent = await this.retrieve(paymentIntentId);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'canceled') return;
    if (await this.orders.cancelPending(manager, intent.id))
      this.logger.warn({ paymentIntentId: intent.id }, 'Payment failed: pending order cancelled');
  }

  private async retrieve(paymentIntentId: string): Promise<PaymentIntentSnapshot> {
    if (!this.payments) throw new UnknownPaymentError(paymentIntentId);
    try {
      return await this.payments.retrieveIntent(paymentIntentId);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.statusCode === 404)
        throw new UnknownPaymentError(paymentIntentId);
      throw err;
    }
  }

  private verify(intent: PaymentIntentSnapshot, checkout: CheckoutEntity): void {
    const problems: string[] = [];
    if (intent.currency !== checkout.currency)
      problems.push(`currency ${intent.currency} ≠ ${checkout.currency}`);
    if (intent.amount !== checkout.totalCents)
      problems.push(`amount ${intent.amount} ≠ ${checkout.totalCents}`);
    if (intent.metadata.checkoutId !== checkout.id) problems.push('metadata.checkoutId differs');
    if (checkout.storyId && intent.metadata.storyId !== checkout.storyId)
      problems.push('metadata.storyId differs');
    if (problems.length) {
      this.logger.error(
        { paymentIntentId: intent.id, checkoutId: checkout.id, problems },
        'Payment does not match checkout',
      );
      throw new PaymentMismatchError(intent.id, problems);
    }
  }
}
