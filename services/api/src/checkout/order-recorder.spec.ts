import { Logger } from '@nestjs/common';
import type { CheckoutEntity, CheckoutRepository, OrderRepository } from '@shop/db';
import type { OrderMailer } from '@shop/mail';
import type { PaymentIntentSnapshot, PaymentsProvider } from '@shop/payments';
import type { EntityManager } from 'typeorm';
import { OrderRecorder, PaymentMismatchError, UnknownPaymentError } from './order-recorder.service';
import type { TaxRecords } from './tax-records';

const CHECKOUT = {
  id: 'checkout-1',
  storyId: 'story-1',
  totalCents: 3247,
  currency: 'usd',
  paymentIntentId: 'pi_1',
  taxCalculationId: 'taxcalc_1',
} as CheckoutEntity;

function intent(fields: Partial<PaymentIntentSnapshot>): PaymentIntentSnapshot {
  return {
    id: 'pi_1',
    status: 'succeeded',
    amount: 3247,
    amountReceived: 3247,
    currency: 'usd',
    metadata: { checkoutId: 'checkout-1', storyId: 'story-1' },
    clientSecret: null,
    ...fields,
  };
}

describe('OrderRecorder (a payment becomes an order only as the provider reports it)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  let provider: PaymentIntentSnapshot;
  let recorded: { paymentIntentId: string; status: string }[];
  let completed: string[];
  let cancelled: string[];
  let confirmations: string[];
  let taxRecorded: { orderId: string; calculationId: string | null }[];
  let recorder: OrderRecorder;

  beforeEach(() => {
    provider = intent({});
    recorded = [];
    completed = [];
    cancelled = [];
    confirmations = [];
    taxRecorded = [];
    const payments = {
      retrieveIntent: (id: string) => Promise.resolve({ ...provider, id }),
    } as unknown as PaymentsProvider;
    const orders = {
      transaction: (_actor: string, work: (m: EntityManager) => Promise<unknown>) =>
        work({} as EntityManager),
      recordPayment: (_m: EntityManager, _c: CheckoutEntity, id: string, status: string) => {
        recorded.push({ paymentIntentId: id, status });
        return Promise.resolve({ id: 'order-1', status, orderRef: 'ref-1' });
      },
      cancelPending: (_m: EntityManager, id: string) => {
        cancelled.push(id);
        return Promise.resolve(true);
      },
    } as unknown as OrderRepository;
    const checkouts = {
      findByIntent: (id: string) => Promise.resolve(id === 'pi_1' ? CHECKOUT : null),
      complete: (_m: EntityManager, id: string) => {
        completed.push(id);
        return Promise.resolve();
      },
    } as unknown as CheckoutRepository;
    const mailer = {
      orderConfirmation: (id: string) => {
        confirmations.push(id);
        return Promise.resolve('outbox-1');
      },
    } as unknown as OrderMailer;
    const taxRecords = {
      afterPaid: (orderId: string, c: CheckoutEntity) => {
        taxRecorded.push({ orderId, calculationId: c.taxCalculationId });
        return Promise.resolve();
      },
    } as unknown as TaxRecords;
    recorder = new OrderRecorder(payments, orders, checkouts, mailer, taxRecords);
  });

  it('records a succeeded payment as paid, completes the checkout and confirms by e-mail', async () => {
    const result = await recorder.recordFromIntent('pi_1');
    expect(result).toMatchObject({ outcome: 'recorded', orderId: 'order-1', status: 'paid' });
    expect(recorded).toEqual([{ paymentIntentId: 'pi_1', status: 'paid' }]);
    expect(completed).toEqual(['checkout-1']);
    expect(confirmations).toEqual(['order-1']);
    // ... and its sale goes to the tax service from the checkout's calculation.
    expect(taxRecorded).toEqual([{ orderId: 'order-1', calculationId: 'taxcalc_1' }]);
  });

  it('records a processing payment as pending, without a confirmation or tax record yet', async () => {
    provider = intent({ status: 'processing', amountReceived: 0 });
    await expect(recorder.recordFromIntent('pi_1')).resolves.toMatchObject({ status: 'pending' });
    expect(confirmations).toEqual([]);
    expect(taxRecorded).toEqual([]);
  });

  it('records nothing for a payment that has not gone through', async () => {
    provider = intent({ status: 'requires_payment_method', amountReceived: 0 });
    await expect(recorder.recordFromIntent('pi_1')).resolves.toMatchObject({
      outcome: 'not_paid',
    });
    expect(recorded).toEqual([]);
  });

  it.each([
    ['another amount', { amount: 100, amountReceived: 100 }],
    ['less received than charged', { amountReceived: 3000 }],
    ['another currency', { currency: 'eur' }],
    ['another checkout', { metadata: { checkoutId: 'checkout-2', storyId: 'story-1' } }],
    ['another story', { metadata: { checkoutId: 'checkout-1', storyId: 'story-2' } }],
  ])('never records a payment for %s', async (_what, fields) => {
    provider = intent(fields);
    await expect(recorder.recordFromIntent('pi_1')).rejects.toBeInstanceOf(PaymentMismatchError);
    expect(recorded).toEqual([]);
    expect(completed).toEqual([]);
  });

  it('refuses a payment without a checkout of this shop', async () => {
    await expect(recorder.recordFromIntent('pi_other')).rejects.toBeInstanceOf(UnknownPaymentError);
  });

  it('cancels a pending order only once the provider says the payment failed', async () => {
    provider = intent({ status: 'processing' });
    await recorder.recordFailure('pi_1');
    expect(cancelled).toEqual([]);
    provider = intent({ status: 'requires_payment_method' });
    await recorder.recordFailure('pi_1');
    expect(cancelled).toEqual(['pi_1']);
  });
});
