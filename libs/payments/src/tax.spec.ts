import {
  parseCollectStates,
  StateBaseRateTaxCalculator,
  taxCents,
  US_STATE_BASE_RATES,
} from './tax';

const quote = (calc: StateBaseRateTaxCalculator, state: string, country = 'US') =>
  calc.quote({ subtotalCents: 2499, currency: 'usd', address: { country, state } });

describe('built-in US sales tax', () => {
  it('covers the 50 states and DC, with the five no-sales-tax states at 0', () => {
    expect(Object.keys(US_STATE_BASE_RATES)).toHaveLength(51);
    const none = Object.entries(US_STATE_BASE_RATES)
      .filter(([, r]) => r === 0)
      .map(([s]) => s)
      .sort();
    expect(none).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
    expect(US_STATE_BASE_RATES.MN).toBe(6875);
    expect(US_STATE_BASE_RATES.LA).toBe(5000);
  });

  it('rounds half up in whole cents', () => {
    expect(taxCents(2499, 6250)).toBe(156); // 156.1875
    expect(taxCents(2499, 6875)).toBe(172); // 171.80625
    expect(taxCents(200, 6250)).toBe(13); // 12.5
    expect(taxCents(2499, 0)).toBe(0);
  });

  it('taxes collected states at their base rate, by code or name', async () => {
    const calc = new StateBaseRateTaxCalculator('all');
    expect(await quote(calc, 'TX')).toEqual({
      provider: 'table',
      rate: 6.25,
      taxAmountCents: 156,
      reason: 'collected',
      calculationId: null,
    });
    expect(await quote(calc, ' minnesota ')).toEqual({
      provider: 'table',
      rate: 6.875,
      taxAmountCents: 172,
      reason: 'collected',
      calculationId: null,
    });
    expect(await quote(calc, 'OR')).toEqual({
      provider: 'table',
      rate: 0,
      taxAmountCents: 0,
      reason: 'no_sales_tax',
      calculationId: null,
    });
  });

  it('gives 0 outside the collect list, outside the US and for unknown states', async () => {
    const calc = new StateBaseRateTaxCalculator(parseCollectStates('CA, ny'));
    expect((await quote(calc, 'NY')).taxAmountCents).toBe(100);
    expect(await quote(calc, 'TX')).toMatchObject({ taxAmountCents: 0, reason: 'not_collecting' });
    expect(await quote(calc, 'CA', 'CA')).toMatchObject({
      taxAmountCents: 0,
      reason: 'outside_us',
    });
    expect(await quote(calc, 'Atlantis')).toMatchObject({
      taxAmountCents: 0,
      reason: 'unknown_state',
    });
    expect(
      await quote(new StateBaseRateTaxCalculator(parseCollectStates('none')), 'CA'),
    ).toMatchObject({
      taxAmountCents: 0,
    });
  });

  it('refuses a collect list naming something that is not a state', () => {
    expect(() => parseCollectStates('CA,ZZ')).toThrow(/ZZ/);
  });
});
