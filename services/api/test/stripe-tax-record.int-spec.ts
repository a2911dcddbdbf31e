import type { OrderCompletionResponse, PaymentIntentResponse, Story } from '@shop/contracts';
import { bullPrefix, JobProducer, jobIds, redisOptions } from '@shop/queue';
import { type FakeStripe, startFakeStripe, stripeConfig, waitFor } from '@shop/testing';
import { type Job, QueueEvents } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { Client } from 'pg';
import { SweepTaxHandler } from '../../worker/src/tax/sweep-tax.handler';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { SHIPPING } from '../../../test/support/shipping';
import { VALID_STORY } from '../../../test/support/stories';

interface OrderTaxRow {
  id: string;
  status: string;
  taxCalculationId: string | null;
  taxTransactionId: string | null;
}

const CREATE_FROM_CALCULATION = '/v1/tax/transactions/create_from_calculation';

/**
 * A paid order's sale is recorded in Stripe Tax (so Stripe's tax reports, what the shop files,
 * include it): the real API and worker (`tax` queue), Postgres, Redis and BullMQ, and the real
 * stripe-node client against the local fake Stripe, paid through signed webhooks.
 */
describe('paid orders are recorded as Stripe Tax transactions (TAX_PROVIDER=stripe)', () => {
  let h: Harness;
  let stripe: FakeStripe;
  let pg: Client;
  let events: QueueEvents;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    h = await startHarness({
      worker: false,
      config: {
        ...stripeConfig(stripe),
        TAX_PROVIDER: 'stripe',
        WORKER_QUEUES: 'tax',
        TAX_RECORD_ATTEMPTS: '8',
        TAX_RECORD_BACKOFF_MS: '100',
      },
    });
    await h.startWorker();
    await h.api.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${await h.api.getUrl()}/api/webhooks/stripe`.replace('[::1]', '127.0.0.1');
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    events = new QueueEvents('tax', {
      connection: redisOptions(h.config.REDIS_URL),
      prefix: bullPrefix(h.config.REDIS_PREFIX),
    });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await pg?.end();
    await h?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.taxRates.clear();
    stripe.taxRates.set('US-TX', 8.25);
    stripe.taxTransactionFailure = null;
  });

  async function readyStory(v: Visitor): Promise<Story> {
    const res = await v.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "progress" = 100, "title" = 'Mia and the Brave Fox',
         "content" = 'Once upon a time.', "wordCount" = 4 WHERE "id" = $1`,
      [id],
    );
    return (await v.get(`/api/stories/${id}`)).json() as Story;
  }

  /** A priced checkout whose card payment Stripe has taken (not yet reported to the shop). */
  async function paidIntent(): Promise<{ parent: Visitor; story: Story; intentId: string }> {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const res = await parent.post('/api/create-payment-intent', {
      storyId: story.id,
      productType: 'custom_storybook',
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(200);
    const { paymentIntentId } = res.json() as PaymentIntentResponse;
    stripe.setStatus(paymentIntentId, 'succeeded');
    return { parent, story, intentId: paymentIntentId };
  }

  const orderOfIntent = async (intentId: string): Promise<OrderTaxRow | undefined> =>
    (
      await pg.query<OrderTaxRow>(
        `SELECT "id", "status", "taxCalculationId", "taxTransactionId" FROM "orders" WHERE "paymentIntentId" = $1`,
        [intentId],
      )
    ).rows[0];
  const recorded = (intentId: string) =>
    waitFor(
      async () => {
        const order = await orderOfIntent(intentId);
        return order?.taxTransactionId ? order : undefined;
      },
      { what: `the tax transaction of ${intentId}` },
    );
  const transactionsOf = (orderId: string) =>
    [...stripe.taxTransactions.values()].filter((t) => t.reference === orderId);
  const createRequestsOf = (orderId: string) =>
    stripe.requests.filter(
      (r) => r.path === CREATE_FROM_CALCULATION && r.params.reference === orderId,
    );
  const taxJob = (orderId: string) =>
    h.api.get(JobProducer).queue('tax').getJob(jobIds.taxRecord(orderId));

  /** One more `tax.record` run under a fresh job id (past the order's own id), to its end. */
  async function recordAgain(orderId: string): Promise<unknown> {
    const job = await h.api
      .get(JobProducer)
      .enqueue('tax.record', { orderId }, { jobId: `extra-${orderId}-${Date.now()}` });
    return job.waitUntilFinished(events, 20_000);
  }

  it('records the paid sale once, from the checkout’s calculation, however often the payment is reported', async () => {
    const { parent, story, intentId } = await paidIntent();
    const hook = await stripe.sendEvent('payment_intent.succeeded', intentId);
    expect(hook.status).toBe(200);

    const order = await recorded(intentId);
    expect(order.status).toBe('paid');
    const { rows } = await pg.query<{ taxCalculationId: string }>(
      `SELECT "taxCalculationId" FROM "checkouts" WHERE "paymentIntentId" = $1`,
      [intentId],
    );
    expect(order.taxCalculationId).toBe(rows[0]!.taxCalculationId);
    expect(stripe.taxCalculations.get(order.taxCalculationId!)).toMatchObject({
      tax_amount_exclusive: 206,
    });
    const [transaction, ...more] = transactionsOf(order.id);
    expect(more).toHaveLength(0);
    expect(transaction).toMatchObject({
      id: order.taxTransactionId,
      object: 'tax.transaction',
      reference: order.id,
      currency: 'usd',
    });
    expect(transaction!.line_items!.data).toEqual([
      expect.objectContaining({ amount: 2499, amount_tax: 206 }),
    ]);
    expect(createRequestsOf(order.id)).toEqual([
      expect.objectContaining({
        params: { calculation: order.taxCalculationId, reference: order.id },
        idempotencyKey: `tax-transaction:${order.id}`,
      }),
    ]);

    // Stripe redelivers the event, sends another for the same payment, the browser reports it.
    expect(
      (await stripe.sendEvent('payment_intent.succeeded', intentId, { eventId: hook.eventId }))
        .status,
    ).toBe(200);
    expect((await stripe.sendEvent('payment_intent.succeeded', intentId)).status).toBe(200);
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: intentId,
      storyId: story.id,
    });
    expect((done.json() as OrderCompletionResponse).orderId).toBe(order.id);
    // ... and the job itself runs again: the order has its transaction, Stripe is not asked.
    expect(await recordAgain(order.id)).toBe('already-recorded');
    expect(transactionsOf(order.id)).toHaveLength(1);
    expect(createRequestsOf(order.id)).toHaveLength(1);

    // Had the transaction been recorded at Stripe but not stored here, the next run asks again
    // under the same idempotency key and gets the same transaction back.
    await pg.query(`UPDATE "orders" SET "taxTransactionId" = NULL WHERE "id" = $1`, [order.id]);
    expect(await recordAgain(order.id)).toBe('recorded');
    expect(await orderOfIntent(intentId)).toMatchObject({ taxTransactionId: transaction!.id });
    expect(transactionsOf(order.id)).toHaveLength(1);
  });

  it('records a sale Stripe taxed at 0 too (a state where the shop is not registered)', async () => {
    stripe.taxRates.clear();
    const { intentId } = await paidIntent();
    expect((await stripe.sendEvent('payment_intent.succeeded', intentId)).status).toBe(200);
    const order = await recorded(intentId);
    expect(transactionsOf(order.id)).toEqual([
      expect.objectContaining({ id: order.taxTransactionId }),
    ]);
  });

  it('keeps the payment and the order while Stripe refuses for a while, and records once it answers', async () => {
    stripe.taxTransactionFailure = {
      status: 429,
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: 'Request rate limit exceeded.',
    };
    const { parent, story, intentId } = await paidIntent();
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: intentId,
      storyId: story.id,
    });
    expect(done.statusCode).toBe(200);
    const { orderId } = done.json() as OrderCompletionResponse;
    expect(await orderOfIntent(intentId)).toMatchObject({ status: 'paid', taxTransactionId: null });

    // Retried with backoff, not given up.
    await waitFor(async () => (createRequestsOf(orderId).length >= 2 ? true : undefined), {
      what: 'a retried tax record',
    });
    stripe.taxTransactionFailure = null;
    const order = await recorded(intentId);
    expect(order.status).toBe('paid');
    expect(transactionsOf(orderId)).toHaveLength(1);
  });

  it('gives up at once when Stripe refuses the calculation (expired), logs it, and leaves the order paid', async () => {
    const errors = jest.spyOn(PinoLogger.prototype, 'error');
    const { parent, story, intentId } = await paidIntent();
    const { rows } = await pg.query<{ taxCalculationId: string }>(
      `SELECT "taxCalculationId" FROM "checkouts" WHERE "paymentIntentId" = $1`,
      [intentId],
    );
    stripe.taxCalculations.get(rows[0]!.taxCalculationId)!.expires_at = 1;
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: intentId,
      storyId: story.id,
    });
    expect(done.statusCode).toBe(200);
    const { orderId } = done.json() as OrderCompletionResponse;

    const job = (await waitFor(
      async () => {
        const found = await taxJob(orderId);
        return found && (await found.isFailed()) ? found : undefined;
      },
      { what: 'the failed tax record' },
    )) as Job;
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/expired/);
    expect(createRequestsOf(orderId)).toHaveLength(1);
    expect(await orderOfIntent(intentId)).toMatchObject({ status: 'paid', taxTransactionId: null });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderId }),
      expect.stringMatching(/^Sale NOT recorded in Stripe Tax/),
    );
    errors.mockRestore();
  });

  it('records nothing for an order priced without a calculation (a test order)', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const res = await parent.post('/api/test/create-order', {
      storyId: story.id,
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json() as { orderId: string };
    expect(await taxJob(orderId)).toBeUndefined();
    expect(await recordAgain(orderId)).toBe('no-calculation');
    expect(createRequestsOf(orderId)).toHaveLength(0);
  });

  it('gives a paid order whose job was lost (Redis down at payment) its job back', async () => {
    const { intentId } = await paidIntent();
    expect((await stripe.sendEvent('payment_intent.succeeded', intentId)).status).toBe(200);
    const { id: orderId, taxTransactionId } = await recorded(intentId);
    // As if the job had never been added: no job, no transaction stored, paid 20 minutes ago.
    await (await taxJob(orderId))!.remove();
    await pg.query(
      `UPDATE "orders" SET "taxTransactionId" = NULL, "createdAt" = now() - interval '20 minutes'
       WHERE "id" = $1`,
      [orderId],
    );

    const sweep = h.worker!.get(SweepTaxHandler);
    expect((await sweep.handle()).enqueued).toContain(orderId);
    expect(await recorded(intentId)).toMatchObject({ taxTransactionId });
    expect((await sweep.handle()).enqueued).not.toContain(orderId);
    expect(transactionsOf(orderId)).toHaveLength(1);
  });
});
