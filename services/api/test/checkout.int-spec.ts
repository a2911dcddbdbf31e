import {
  CHECKOUT_TEXTS,
  isApiError,
  MESSAGES,
  type OrderCompletionResponse,
  type PaymentIntentResponse,
  type Story,
} from '@shop/contracts';
import { type FakeStripe, startFakeStripe, stripeConfig } from '@shop/testing';
import { Client } from 'pg';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';
import { SHIPPING } from '../../../test/support/shipping';

interface OrderRow {
  id: string;
  status: string;
  amountCents: number;
  subtotalCents: number;
  taxAmountCents: number;
  taxRate: string;
  currency: string;
  isTest: boolean;
  storyId: string;
  recipientName: string;
  shippingState: string;
  childGender: string;
  illustratorNotes: string | null;
}

/**
 * Checkout end to end against the real API, Postgres and Redis, with the real stripe-node client
 * talking to a local fake Stripe server, and webhooks signed like Stripe signs them.
 */
describe('checkout with Stripe (fake Stripe server, real stripe-node)', () => {
  let h: Harness;
  let stripe: FakeStripe;
  let pg: Client;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // The story worker is not needed: stories are marked ready directly (the pipeline has its own tests).
    h = await startHarness({
      worker: false,
      config: {
        ...stripeConfig(stripe),
        TAX_COLLECT_STATES: 'TX,CA,NY,OR',
      },
    });
    await h.api.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${await h.api.getUrl()}/api/webhooks/stripe`.replace('[::1]', '127.0.0.1');
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
    await stripe?.close();
  });

  async function readyStory(
    v: Visitor = h.visitor(),
    input: Partial<typeof VALID_STORY> = {},
  ): Promise<Story> {
    const res = await v.post('/api/stories/generate', { ...VALID_STORY, ...input });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "progress" = 100, "title" = 'Mia and the Brave Fox',
         "content" = 'Once upon a time.', "wordCount" = 4 WHERE "id" = $1`,
      [id],
    );
    return (await v.get(`/api/stories/${id}`)).json() as Story;
  }

  async function intentFor(
    v: Visitor,
    storyId: string,
    shipping: Record<string, unknown> = SHIPPING,
    extra = {},
  ) {
    const res = await v.post('/api/create-payment-intent', {
      storyId,
      productType: 'custom_storybook',
      amount: 24.99,
      shippingDetails: shipping,
      ...extra,
    });
    return res;
  }

  async function ordersFor(paymentIntentId: string): Promise<OrderRow[]> {
    return (
      await pg.query<OrderRow>(`SELECT * FROM "orders" WHERE "paymentIntentId" = $1`, [
        paymentIntentId,
      ])
    ).rows;
  }

  it('happy path: server-priced intent, card paid, one paid order built from the stored checkout', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);

    const config = (await parent.get('/api/checkout/config')).json();
    expect(config).toMatchObject({
      paymentsEnabled: true,
      publishableKey: stripe.publishableKey,
      priceCents: 2499,
    });

    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(200);
    const pi = res.json() as PaymentIntentResponse;
    // Texas 6.25 % of 24.99 = 1.561875 → 1.56
    expect(pi).toMatchObject({
      isCollaborative: false,
      subtotalCents: 2499,
      taxAmountCents: 156,
      taxRate: 6.25,
      totalCents: 2655,
      taxProvider: 'table',
    });
    expect(pi.clientSecret).toMatch(new RegExp(`^${pi.paymentIntentId}_secret_`));
    const intent = stripe.intent(pi.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 2655,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect(intent.metadata).toMatchObject({ storyId: story.id });
    expect(intent.metadata.checkoutId).toEqual(expect.any(String));
    const create = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(create?.idempotencyKey).toMatch(/^checkout:/);

    // The browser confirms with Stripe.js; here the fake marks the card payment as succeeded.
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
      // Whatever the browser claims is ignored: the stored checkout wins.
      shippingDetails: { ...SHIPPING, fullName: 'Somebody Else' },
    });
    expect(done.statusCode).toBe(200);
    const body = done.json() as OrderCompletionResponse;
    expect(body).toEqual({
      success: true,
      orderId: expect.any(String),
      orderRef: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      status: 'paid',
      message: CHECKOUT_TEXTS.thankYou,
    });

    const [order, ...more] = await ordersFor(pi.paymentIntentId);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      id: body.orderId,
      status: 'paid',
      amountCents: 2655,
      subtotalCents: 2499,
      taxAmountCents: 156,
      taxRate: '6.250',
      currency: 'usd',
      isTest: false,
      storyId: story.id,
      recipientName: 'Jane Parent',
      shippingState: 'TX',
      childGender: 'girl',
      illustratorNotes: 'Curly hair, loves green',
    });

    // Stripe's webhook arrives afterwards: acknowledged, still one order.
    const hook = await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId);
    expect(hook.status).toBe(200);
    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(1);

    // Asking again (browser retry) answers the same order.
    const again = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(again.json()).toMatchObject({ success: true, orderId: body.orderId, status: 'paid' });
  });

  it('the same webhook delivered 10 times while payment-complete races it → exactly one order', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');

    const eventId = `evt_dup_${Date.now()}`;
    const deliveries = Array.from({ length: 10 }, () =>
      stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId, { eventId }),
    );
    const completions = Array.from({ length: 3 }, () =>
      parent.post('/api/payment-complete', {
        paymentIntentId: pi.paymentIntentId,
        storyId: story.id,
      }),
    );
    const [hooks, done] = await Promise.all([Promise.all(deliveries), Promise.all(completions)]);
    expect(hooks.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = hooks.map((r) => (JSON.parse(r.body) as { outcome: string }).outcome).sort();
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect(done.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    const orders = await ordersFor(pi.paymentIntentId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('paid');
    expect(new Set(done.map((r) => (r.json() as OrderCompletionResponse).orderId))).toEqual(
      new Set([orders[0]!.id]),
    );
    const events = await pg.query(`SELECT * FROM "processed_webhook_events" WHERE "eventId" = $1`, [
      eventId,
    ]);
    expect(events.rows).toHaveLength(1);
  });

  it('refuses forged, stale, tampered or unsigned webhooks with 400 and changes nothing', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');

    const forged = await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId, {
      secret: 'whsec_attackerssecret',
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({
      statusCode: 400,
      message: CHECKOUT_TEXTS.server.badSignature,
    });

    const stale = await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(400);

    // Signed correctly, then altered in transit.
    const { payload } = stripe.eventPayload('payment_intent.succeeded', pi.paymentIntentId);
    const header = stripe.sign(payload);
    const tampered = await fetch(stripe.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.status).toBe(400);
    // Re-serialised JSON (what a parsed body would give) does not pass either: the raw bytes count.
    const reformatted = await fetch(stripe.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: JSON.stringify(JSON.parse(payload), null, 2),
    });
    expect(reformatted.status).toBe(400);

    const unsigned = await fetch(stripe.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);

    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(0);
    const events = await pg.query(`SELECT count(*)::int AS n FROM "processed_webhook_events"`);
    const before = events.rows[0].n as number;

    // The untouched, correctly signed original is accepted.
    const good = await fetch(stripe.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(good.status).toBe(200);
    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(1);
    const after = await pg.query(`SELECT count(*)::int AS n FROM "processed_webhook_events"`);
    expect(after.rows[0].n).toBe(before + 1);
  });

  it('refuses a correctly signed event that is not well-formed (no id, no type) with a 400', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json();
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    const event = JSON.parse(
      stripe.eventPayload('payment_intent.succeeded', pi.paymentIntentId).payload,
    ) as Record<string, unknown>;
    for (const broken of [
      { ...event, id: undefined },
      { ...event, type: 42 },
      { ...event, data: null },
    ]) {
      const body = JSON.stringify(broken);
      const res = await fetch(stripe.webhookUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(body) },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        statusCode: 400,
        message: 'The webhook event is not one the shop understands.',
      });
    }
    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(0);
  });

  it('ignores a client-sent amount of 0.01: the intent carries the server price', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const res = await intentFor(parent, story.id, { ...SHIPPING, state: 'CA' }, { amount: 0.01 });
    expect(res.statusCode).toBe(200);
    const pi = res.json() as PaymentIntentResponse;
    // California 7.25 % of 24.99 = 1.811775 → 1.81
    expect(pi).toMatchObject({
      subtotalCents: 2499,
      taxAmountCents: 181,
      totalCents: 2680,
      taxRate: 7.25,
    });
    expect(stripe.intent(pi.paymentIntentId).amount).toBe(2680);
    const sent = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.method === 'POST',
    );
    expect(sent.every((r) => r.params.amount !== '1' && r.params.amount !== '0.01')).toBe(true);
  });

  it('processing records a pending order; the succeeded webhook then marks it paid', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;

    stripe.setStatus(pi.paymentIntentId, 'processing');
    const processing = await stripe.sendEvent('payment_intent.processing', pi.paymentIntentId);
    expect(processing.status).toBe(200);
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(done.json()).toMatchObject({
      success: true,
      status: 'pending',
      message: CHECKOUT_TEXTS.server.paymentProcessing,
    });
    let orders = await ordersFor(pi.paymentIntentId);
    expect(orders.map((o) => o.status)).toEqual(['pending']);

    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    expect((await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId)).status).toBe(
      200,
    );
    orders = await ordersFor(pi.paymentIntentId);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    const history = await pg.query(
      `SELECT "fromValue", "toValue", "actor" FROM "order_events" WHERE "orderId" = $1`,
      [orders[0]!.id],
    );
    expect(history.rows).toEqual([{ fromValue: 'pending', toValue: 'paid', actor: 'stripe' }]);
  });

  it('a failed payment leaves no order, and payment-complete refuses an unpaid intent', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;

    const early = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(early.statusCode).toBe(409);
    stripe.setStatus(pi.paymentIntentId, 'requires_payment_method');
    expect(
      (await stripe.sendEvent('payment_intent.payment_failed', pi.paymentIntentId)).status,
    ).toBe(200);
    // A webhook that lies about success is not believed: the intent is read back from Stripe.
    expect((await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId)).status).toBe(
      200,
    );
    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(0);
  });

  it('processing then payment_failed: the pending order is cancelled, never paid', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'processing');
    expect((await stripe.sendEvent('payment_intent.processing', pi.paymentIntentId)).status).toBe(
      200,
    );
    expect((await ordersFor(pi.paymentIntentId)).map((o) => o.status)).toEqual(['pending']);

    stripe.setStatus(pi.paymentIntentId, 'requires_payment_method');
    expect(
      (await stripe.sendEvent('payment_intent.payment_failed', pi.paymentIntentId)).status,
    ).toBe(200);
    expect((await ordersFor(pi.paymentIntentId)).map((o) => o.status)).toEqual(['cancelled']);
  });

  it('never records an intent whose amount or metadata does not match the checkout', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const pi = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    stripe.patch(pi.paymentIntentId, { amount: 50, amount_received: 50 });

    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(done.statusCode).toBe(409);
    const hook = await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId);
    expect(hook.status).toBe(409);
    expect(await ordersFor(pi.paymentIntentId)).toHaveLength(0);
  });

  it('going back and changing the address updates the same intent with the new tax', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const first = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    const same = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    expect(same.paymentIntentId).toBe(first.paymentIntentId);

    const moved = (
      await intentFor(parent, story.id, { ...SHIPPING, state: 'Oregon', city: 'Portland' })
    ).json();
    expect(moved).toMatchObject({
      paymentIntentId: first.paymentIntentId,
      taxAmountCents: 0,
      totalCents: 2499,
    });
    expect(stripe.intent(first.paymentIntentId).amount).toBe(2499);

    // Paid at the Oregon price: the order is recorded from the updated checkout.
    stripe.setStatus(first.paymentIntentId, 'succeeded');
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: first.paymentIntentId,
      storyId: story.id,
    });
    expect(done.statusCode).toBe(200);
    const [order] = await ordersFor(first.paymentIntentId);
    expect(order).toMatchObject({ amountCents: 2499, taxAmountCents: 0, shippingState: 'Oregon' });

    // Buying the same story again starts a new checkout with a new intent.
    const next = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('starts a fresh intent when the stored one is gone from Stripe', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const first = (await intentFor(parent, story.id)).json() as PaymentIntentResponse;
    stripe.intents.delete(first.paymentIntentId);
    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(200);
    const second = res.json() as PaymentIntentResponse;
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(stripe.intent(second.paymentIntentId).amount).toBe(2655);
  });

  it("refuses a payment for someone else's story, exactly like a missing story", async () => {
    const owner = h.visitor();
    const stranger = h.visitor();
    const story = await readyStory(owner);
    const requestsBefore = stripe.requests.length;

    const res = await intentFor(stranger, story.id);
    const missing = await intentFor(stranger, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
    expect(stripe.requests.length).toBe(requestsBefore);

    // Nor can a stranger record the owner's payment.
    const pi = (await intentFor(owner, story.id)).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    const theirs = await stranger.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(theirs.statusCode).toBe(404);
  });

  describe('sales tax from the built-in table (collecting in TX, CA, NY, OR)', () => {
    let parent: Visitor;
    let story: Story;
    beforeAll(async () => {
      parent = h.visitor();
      story = await readyStory(parent);
    });

    it.each([
      ['a taxed state by code', { state: 'NY' }, 4, 100],
      ['a taxed state by name', { state: 'texas' }, 6.25, 156],
      ['a state without sales tax', { state: 'OR' }, 0, 0],
      ['a taxed state outside the collect list', { state: 'FL' }, 0, 0],
      ['an address outside the US', { country: 'CA', state: 'ON' }, 0, 0],
    ])('%s', async (_label, address, rate, tax) => {
      const res = await intentFor(parent, story.id, { ...SHIPPING, ...address });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        taxRate: rate,
        taxAmountCents: tax,
        totalCents: 2499 + tax,
      });
    });

    it('takes the country only as a code from the list: "Unitéd States" is refused, never untaxed', async () => {
      for (const country of ['Unitéd States', 'United States', 'USA', 'us', 'XX', 'toString']) {
        const res = await intentFor(parent, story.id, { ...SHIPPING, country });
        expect({ country, status: res.statusCode }).toEqual({ country, status: 400 });
        expect(isApiError(res.json())).toBe(true);
        expect(res.json().details).toEqual([
          { field: 'shippingDetails.country', message: MESSAGES.shipping.countryFromList },
        ]);
      }
      // The same address with the code is taxed as a Texan one: tax and print read one country.
      const us = await intentFor(parent, story.id, { ...SHIPPING, country: 'US', state: 'TX' });
      expect(us.json()).toMatchObject({ taxAmountCents: 156, totalCents: 2655 });
      const byDefault = await intentFor(parent, story.id, { ...SHIPPING, country: undefined });
      expect(byDefault.json()).toMatchObject({ taxAmountCents: 156, totalCents: 2655 });
    });

    it('asks for a real state on a US address', async () => {
      const res = await intentFor(parent, story.id, { ...SHIPPING, state: 'Texxas' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'shippingDetails.state', message: expect.stringContaining('US state') },
      ]);
    });
  });

  it('validates shipping details with the validation messages', async () => {
    const parent = h.visitor();
    const res = await intentFor(parent, '00000000-0000-4000-8000-000000000000', {
      fullName: 'J',
      email: 'nope',
      phone: '123',
      address: '1 M',
      city: 'A',
      state: 'T',
      zipCode: '787',
      country: 'U',
    });
    expect(res.statusCode).toBe(400);
    const S = MESSAGES.shipping;
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'shippingDetails.fullName', message: S.fullName },
        { field: 'shippingDetails.email', message: S.email },
        { field: 'shippingDetails.phone', message: S.phone },
        { field: 'shippingDetails.address', message: S.address },
        { field: 'shippingDetails.city', message: S.city },
        { field: 'shippingDetails.state', message: S.state },
        { field: 'shippingDetails.zipCode', message: S.zipCode },
        { field: 'shippingDetails.country', message: S.country },
      ]),
    );
  });

  describe('test orders (public outside production by default)', () => {
    it('creates a $0 paid test order for the visitor’s own story', async () => {
      const parent = h.visitor();
      const story = await readyStory(parent);
      const res = await parent.post('/api/test/create-order', {
        storyId: story.id,
        shippingDetails: SHIPPING,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Test Order Created',
        order: { isTest: true, amountCents: 0 },
      });
      const { rows } = await pg.query<OrderRow>(`SELECT * FROM "orders" WHERE "id" = $1`, [
        body.orderId,
      ]);
      expect(rows[0]).toMatchObject({
        isTest: true,
        amountCents: 0,
        storyId: story.id,
        recipientName: 'Jane Parent',
      });
      expect(stripe.requests.some((r) => JSON.stringify(r.params).includes(body.orderId))).toBe(
        false,
      );
    });

    it('refuses someone else’s story and a regular story as a collaborative order', async () => {
      const owner = h.visitor();
      const story = await readyStory(owner);
      const stranger = await h
        .visitor()
        .post('/api/test/create-order', { storyId: story.id, shippingDetails: SHIPPING });
      expect(stranger.statusCode).toBe(404);
      const collab = await owner.post('/api/test/create-collaborative-order', {
        storyId: story.id,
        shippingDetails: SHIPPING,
      });
      expect(collab.statusCode).toBe(400);
      expect(collab.json().message).toBe(CHECKOUT_TEXTS.server.notCollaborative);
    });
  });
});
