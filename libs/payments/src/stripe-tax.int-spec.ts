import { type FakeStripe, startFakeStripe } from '@shop/testing';
import {
  PRINTED_BOOK_TAX_CODE,
  StripeTaxCalculator,
  StripeTaxTransactions,
  taxTransactionIdempotencyKey,
} from './stripe-tax';
import { TaxRecordError, TaxServiceError } from './tax';

/** Stripe Tax through the real stripe-node client, against the local fake Stripe server. */
describe('StripeTaxCalculator (fake Stripe, real stripe-node)', () => {
  let stripe: FakeStripe;
  let calc: StripeTaxCalculator;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    calc = new StripeTaxCalculator({
      secretKey: stripe.secretKey,
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.taxRates.clear();
    stripe.taxFailure = null;
    stripe.requests.length = 0;
  });

  const CA = {
    country: 'US',
    state: 'California',
    zipCode: '94103',
    city: 'San Francisco',
    line1: '1 Market St',
  };

  it('sends the address and one exclusive printed-book line, and takes tax_amount_exclusive', async () => {
    stripe.taxRates.set('US-CA', 8.625);
    const quote = await calc.quote({ subtotalCents: 2499, currency: 'USD', address: CA });
    expect(quote).toEqual({
      provider: 'stripe',
      rate: 8.625,
      taxAmountCents: 216,
      reason: 'collected',
      calculationId: expect.stringMatching(/^taxcalc_/),
    });
    expect(stripe.taxCalculations.has(quote.calculationId!)).toBe(true);

    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/tax/calculations' });
    expect(request!.params).toEqual({
      currency: 'usd',
      line_items: [
        {
          amount: '2499',
          quantity: '1',
          reference: 'storybook',
          tax_behavior: 'exclusive',
          tax_code: PRINTED_BOOK_TAX_CODE,
        },
      ],
      customer_details: {
        address_source: 'shipping',
        address: {
          country: 'US',
          state: 'CA',
          postal_code: '94103',
          city: 'San Francisco',
          line1: '1 Market St',
        },
      },
    });
    expect(PRINTED_BOOK_TAX_CODE).toBe('txcd_35010000');
  });

  it('gives 0 where the account does not collect (Stripe: not_collecting)', async () => {
    stripe.taxRates.set('US-NY', 8.875);
    expect(await calc.quote({ subtotalCents: 2499, currency: 'usd', address: CA })).toEqual({
      provider: 'stripe',
      rate: 0,
      taxAmountCents: 0,
      reason: 'not_collecting',
      // Recorded all the same: Stripe watches the sales where the shop is not registered yet.
      calculationId: expect.stringMatching(/^taxcalc_/),
    });
  });

  it('taxes a non-US address where the account is registered', async () => {
    stripe.taxRates.set('GB', 20);
    const quote = await calc.quote({
      subtotalCents: 2499,
      currency: 'usd',
      address: { country: 'GB', state: 'London', zipCode: 'SW1A 1AA', city: 'London' },
    });
    expect(quote).toMatchObject({ provider: 'stripe', rate: 20, taxAmountCents: 500 });
  });

  it('throws when Stripe Tax fails, never a guessed tax', async () => {
    stripe.taxFailure = { status: 500, type: 'api_error', message: 'Something went wrong' };
    const failure = calc.quote({ subtotalCents: 2499, currency: 'usd', address: CA });
    await expect(failure).rejects.toBeInstanceOf(TaxServiceError);
    await expect(failure).rejects.toMatchObject({ addressRejected: false });
  });

  it('says when Stripe could not place the address', async () => {
    const error = calc.quote({
      subtotalCents: 2499,
      currency: 'usd',
      address: { country: 'US', state: 'CA', zipCode: '' },
    });
    await expect(error).rejects.toMatchObject({
      name: 'TaxServiceError',
      addressRejected: true,
      code: 'customer_tax_location_invalid',
    });
  });

  describe('StripeTaxTransactions (a paid sale into the tax reports)', () => {
    let transactions: StripeTaxTransactions;

    beforeAll(() => {
      transactions = new StripeTaxTransactions({
        secretKey: stripe.secretKey,
        host: stripe.host,
        port: stripe.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
    });
    beforeEach(() => {
      stripe.taxTransactionFailure = null;
      stripe.taxRates.set('US-CA', 8.625);
    });

    const calculationId = async () =>
      (await calc.quote({ subtotalCents: 2499, currency: 'usd', address: CA })).calculationId!;
    const recordedAs = (reference: string) =>
      [...stripe.taxTransactions.values()].filter((t) => t.reference === reference);

    it('records the calculation under the reference, once however often it is asked', async () => {
      const calculation = await calculationId();
      const reference = `order-${Date.now()}-a`;
      const id = await transactions.record(calculation, reference);
      expect(id).toMatch(/^tax_/);
      expect(await transactions.record(calculation, reference)).toBe(id);
      expect(recordedAs(reference)).toEqual([
        expect.objectContaining({ id, reference, object: 'tax.transaction' }),
      ]);
      const sent = stripe.requests.filter(
        (r) => r.path === '/v1/tax/transactions/create_from_calculation',
      );
      expect(sent.map((r) => [r.params, r.idempotencyKey])).toEqual([
        [{ calculation, reference }, taxTransactionIdempotencyKey(reference)],
        [{ calculation, reference }, taxTransactionIdempotencyKey(reference)],
      ]);
    });

    it('says a refusal is permanent: an expired or unknown calculation', async () => {
      const calculation = await calculationId();
      stripe.taxCalculations.get(calculation)!.expires_at = Math.floor(Date.now() / 1000) - 1;
      const expired = transactions.record(calculation, `order-${Date.now()}-b`);
      await expect(expired).rejects.toBeInstanceOf(TaxRecordError);
      await expect(expired).rejects.toMatchObject({ permanent: true, param: 'calculation' });
      await expect(
        transactions.record('taxcalc_nope', `order-${Date.now()}-c`),
      ).rejects.toMatchObject({ permanent: true, code: 'resource_missing' });
    });

    it('says a reference recorded from another calculation is permanent too', async () => {
      const reference = `order-${Date.now()}-d`;
      await transactions.record(await calculationId(), reference);
      await expect(transactions.record(await calculationId(), reference)).rejects.toMatchObject({
        name: 'TaxRecordError',
        permanent: true,
      });
      expect(recordedAs(reference)).toHaveLength(1);
    });

    it('leaves Stripe failures and rate limits to a later try', async () => {
      const calculation = await calculationId();
      stripe.taxTransactionFailure = {
        status: 429,
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Request rate limit exceeded.',
      };
      const reference = `order-${Date.now()}-e`;
      await expect(transactions.record(calculation, reference)).rejects.toMatchObject({
        name: 'TaxRecordError',
        permanent: false,
      });
      stripe.taxTransactionFailure = { status: 503, type: 'api_error', message: 'Unavailable' };
      await expect(transactions.record(calculation, `order-${Date.now()}-f`)).rejects.toMatchObject(
        { permanent: false },
      );
      stripe.taxTransactionFailure = null;
      // The rate-limited request left nothing under its key: the next try records.
      await expect(transactions.record(calculation, reference)).resolves.toMatch(/^tax_/);
    });
  });
});
