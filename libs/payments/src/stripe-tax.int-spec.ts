import { type FakeStripe, startFakeStripe } from '@shop/testing';
import { PRINTED_BOOK_TAX_CODE, StripeTaxCalculator } from './stripe-tax';
import { TaxServiceError } from './tax';

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
    });

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
});
