import Stripe from 'stripe';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

/**
 * The fake's Stripe Tax transactions, through the real stripe-node client: what the shop's tests
 * rely on must be what Stripe does (form-encoded requests, a `tax.transaction` answer, Stripe's
 * 400s for a calculation it cannot use and for a reference already taken, idempotent replays).
 */
describe('fake Stripe: POST /v1/tax/transactions/create_from_calculation', () => {
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: 'http',
      telemetry: false,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.taxRates.clear();
    fake.taxRates.set('US-TX', 8.25);
    fake.taxTransactionFailure = null;
  });

  let references = 0;
  const newReference = () => `order-${++references}-${Date.now()}`;

  const calculation = () =>
    stripe.tax.calculations.create({
      currency: 'usd',
      line_items: [
        {
          amount: 2499,
          reference: 'storybook',
          tax_behavior: 'exclusive',
          tax_code: 'txcd_35010000',
        },
      ],
      customer_details: {
        address_source: 'shipping',
        address: { country: 'US', state: 'TX', postal_code: '78701', city: 'Austin' },
      },
    });

  /** The raw answer, as Stripe sends it on the wire. */
  async function post(path: string, body: string, contentType: string) {
    const res = await fetch(`http://${fake.host}:${fake.port}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': contentType },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('records the sale of a calculation as a tax.transaction under its reference', async () => {
    const calc = await calculation();
    const reference = newReference();
    const transaction = await stripe.tax.transactions.createFromCalculation({
      calculation: calc.id!,
      reference,
    });
    expect(transaction).toMatchObject({
      id: expect.stringMatching(/^tax_[0-9a-f]+$/),
      object: 'tax.transaction',
      currency: 'usd',
      reference,
      type: 'transaction',
      reversal: null,
      livemode: false,
      tax_date: calc.tax_date,
      customer_details: { address: { country: 'US', state: 'TX', postal_code: '78701' } },
      // Stripe includes line items only when asked.
      line_items: null,
    });
    expect(transaction.posted_at).toBeGreaterThan(0);
    // Form-encoded on the wire, like every Stripe request.
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/tax/transactions/create_from_calculation',
      params: { calculation: calc.id, reference },
    });

    const kept = fake.taxTransactions.get(transaction.id)!;
    expect(kept.line_items!.data).toEqual([
      expect.objectContaining({
        object: 'tax.transaction_line_item',
        amount: 2499,
        amount_tax: 206,
        tax_code: 'txcd_35010000',
        type: 'transaction',
      }),
    ]);
    const fetched = await stripe.tax.transactions.retrieve(transaction.id, {
      expand: ['line_items'],
    });
    expect(fetched).toEqual(kept);
  });

  it('answers 400 with Stripe’s error shape for a calculation that is missing, unknown or expired', async () => {
    const before = fake.taxTransactions.size;
    const missing = await post(
      '/v1/tax/transactions/create_from_calculation',
      `reference=${newReference()}`,
      'application/x-www-form-urlencoded',
    );
    expect(missing).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Missing required param: calculation.',
          code: 'parameter_missing',
          param: 'calculation',
        },
      },
    });
    // A JSON body is not Stripe's wire format: Stripe reads no parameters from it.
    const json = await post(
      '/v1/tax/transactions/create_from_calculation',
      JSON.stringify({ calculation: (await calculation()).id, reference: newReference() }),
      'application/json',
    );
    expect(json.status).toBe(400);

    const unknown = stripe.tax.transactions.createFromCalculation({
      calculation: 'taxcalc_unknown',
      reference: newReference(),
    });
    await expect(unknown).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(unknown).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'calculation',
      message: "No such tax calculation: 'taxcalc_unknown'",
    });

    const calc = await calculation();
    fake.taxCalculations.get(calc.id!)!.expires_at = Math.floor(Date.now() / 1000) - 1;
    const expired = stripe.tax.transactions.createFromCalculation({
      calculation: calc.id!,
      reference: newReference(),
    });
    await expect(expired).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'calculation',
      message: expect.stringContaining('expired'),
    });
    expect(fake.taxTransactions.size).toBe(before);
  });

  it('refuses a reference already used, whatever the calculation (400)', async () => {
    const reference = newReference();
    const calc = await calculation();
    await stripe.tax.transactions.createFromCalculation({ calculation: calc.id!, reference });
    for (const again of [calc, await calculation()]) {
      await expect(
        stripe.tax.transactions.createFromCalculation({ calculation: again.id!, reference }),
      ).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        param: 'reference',
      });
    }
    const recorded = [...fake.taxTransactions.values()].filter((t) => t.reference === reference);
    expect(recorded).toHaveLength(1);
  });

  it('replays the first answer under an idempotency key; other parameters under it are an error', async () => {
    const calc = await calculation();
    const reference = newReference();
    const idempotencyKey = `tax-transaction:${reference}`;
    const params = { calculation: calc.id!, reference };
    const first = await stripe.tax.transactions.createFromCalculation(params, { idempotencyKey });
    const again = await stripe.tax.transactions.createFromCalculation(params, { idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(
      [...fake.taxTransactions.values()].filter((t) => t.reference === reference),
    ).toHaveLength(1);

    const other = stripe.tax.transactions.createFromCalculation(
      { calculation: (await calculation()).id!, reference },
      { idempotencyKey },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('replays a 500 under its key, but not a rate limit (that never reached the endpoint)', async () => {
    const calc = await calculation();
    const params = { calculation: calc.id!, reference: newReference() };

    fake.taxTransactionFailure = {
      status: 429,
      type: 'invalid_request_error',
      code: 'rate_limit',
      message: 'Request rate limit exceeded.',
    };
    const limited = { idempotencyKey: `k-limited-${params.reference}` };
    await expect(
      stripe.tax.transactions.createFromCalculation(params, limited),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    fake.taxTransactionFailure = null;
    await expect(
      stripe.tax.transactions.createFromCalculation(params, limited),
    ).resolves.toMatchObject({ reference: params.reference });

    fake.taxTransactionFailure = {
      status: 500,
      type: 'api_error',
      message: 'Something went wrong',
    };
    const broken = { idempotencyKey: `k-broken-${params.reference}` };
    const other = { calculation: calc.id!, reference: newReference() };
    await expect(
      stripe.tax.transactions.createFromCalculation(other, broken),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.taxTransactionFailure = null;
    await expect(
      stripe.tax.transactions.createFromCalculation(other, broken),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  });
});
