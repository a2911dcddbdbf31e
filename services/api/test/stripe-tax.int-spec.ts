import { Logger } from '@nestjs/common';
import { CHECKOUT_TEXTS, type PaymentIntentResponse, type Story } from '@shop/contracts';
import { type FakeStripe, startFakeStripe, stripeConfig } from '@shop/testing';
import { Client } from 'pg';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { SHIPPING } from '../../../test/support/shipping';
import { VALID_STORY } from '../../../test/support/stories';

/**
 * TAX_PROVIDER=stripe: the checkout's tax comes from Stripe Tax (the real stripe-node client
 * against the local fake Stripe), and a failed tax calculation prices nothing.
 */
describe('checkout with Stripe Tax (TAX_PROVIDER=stripe)', () => {
  let h: Harness;
  let stripe: FakeStripe;
  let pg: Client;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    // TAX_COLLECT_STATES belongs to the table: with Stripe Tax the account's registrations count.
    h = await startHarness({
      worker: false,
      config: { ...stripeConfig(stripe), TAX_PROVIDER: 'stripe', TAX_COLLECT_STATES: 'none' },
    });
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.taxRates.clear();
    stripe.taxFailure = null;
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

  const intentFor = (v: Visitor, storyId: string) =>
    v.post('/api/create-payment-intent', {
      storyId,
      productType: 'custom_storybook',
      shippingDetails: SHIPPING,
    });

  const taxCalls = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/tax/calculations');
  const intentCalls = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  it('prices the order with Stripe Tax and says so', async () => {
    // Austin: state 6.25 % + local 2 % (the table would say 6.25 %).
    stripe.taxRates.set('US-TX', 8.25);
    const parent = h.visitor();
    const story = await readyStory(parent);
    const before = taxCalls().length;

    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(200);
    // 8.25 % of 24.99 = 2.061675 → 2.06
    expect(res.json()).toMatchObject({
      subtotalCents: 2499,
      taxAmountCents: 206,
      taxRate: 8.25,
      totalCents: 2705,
      taxProvider: 'stripe',
    } satisfies Partial<PaymentIntentResponse>);
    const { paymentIntentId } = res.json() as PaymentIntentResponse;
    expect(stripe.intent(paymentIntentId).amount).toBe(2705);

    const calls = taxCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params).toMatchObject({
      currency: 'usd',
      line_items: [{ amount: '2499', tax_behavior: 'exclusive', tax_code: 'txcd_35010000' }],
      customer_details: {
        address_source: 'shipping',
        address: {
          country: 'US',
          state: 'TX',
          postal_code: '78701',
          city: 'Austin',
          line1: '1 Main Street',
        },
      },
    });
  });

  it('charges no tax where the Stripe account does not collect', async () => {
    const parent = h.visitor();
    const story = await readyStory(parent);
    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      taxAmountCents: 0,
      totalCents: 2499,
      taxProvider: 'stripe',
    });
  });

  it('refuses to price the order when Stripe Tax fails, and logs why', async () => {
    stripe.taxFailure = {
      status: 401,
      type: 'invalid_request_error',
      message: 'Stripe Tax has not been activated on your account.',
    };
    const logged = jest.spyOn(Logger.prototype, 'error');
    const parent = h.visitor();
    const story = await readyStory(parent);
    const intentsBefore = intentCalls().length;

    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: CHECKOUT_TEXTS.server.taxUnavailable });
    // No payment was asked for, and no checkout was opened at a guessed price.
    expect(intentCalls()).toHaveLength(intentsBefore);
    const { rows } = await pg.query(`SELECT 1 FROM "checkouts" WHERE "storyId" = $1`, [story.id]);
    expect(rows).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ taxProvider: 'stripe' }),
      'Sales tax could not be calculated; the order was not priced',
    );
    logged.mockRestore();
  });

  it('asks for a better address when Stripe cannot place it', async () => {
    stripe.taxFailure = {
      status: 400,
      type: 'invalid_request_error',
      message: 'We could not determine the customer’s tax location.',
      code: 'customer_tax_location_invalid',
    };
    const parent = h.visitor();
    const story = await readyStory(parent);
    const res = await intentFor(parent, story.id);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(CHECKOUT_TEXTS.server.taxAddressUnknown);
  });
});
