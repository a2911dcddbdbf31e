import {
  CHECKOUT_TEXTS,
  createPaymentIntentSchema,
  formatTaxRate,
  shippingDetailsSchema,
} from './checkout';
import { fieldErrors } from './errors';
import { MESSAGES } from './messages';
import { COUNTRIES, countryName } from './countries';
import { usStateCode } from './us-states';

const VALID = {
  fullName: 'Jane Parent',
  email: 'jane@example.com',
  phone: '(512) 555-0100',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

describe('shipping details (fields and validation)', () => {
  it('fills the defaults', () => {
    expect(shippingDetailsSchema.parse(VALID)).toEqual({
      ...VALID,
      country: 'US',
      childGender: 'unspecified',
      childRace: 'unspecified',
      illustratorNotes: undefined,
    });
  });

  it('names each bad field with its validation message', () => {
    const r = shippingDetailsSchema.safeParse({
      fullName: ' J ',
      email: 'x@',
      phone: '555',
      address: 'abc',
      city: 'A',
      state: 'T',
      zipCode: '1',
      country: 'U',
    });
    expect(r.success).toBe(false);
    const S = MESSAGES.shipping;
    expect(fieldErrors(r.error!.issues)).toEqual([
      { field: 'fullName', message: S.fullName },
      { field: 'email', message: S.email },
      { field: 'phone', message: S.phone },
      { field: 'address', message: S.address },
      { field: 'city', message: S.city },
      { field: 'state', message: S.state },
      { field: 'zipCode', message: S.zipCode },
      { field: 'country', message: S.country },
    ]);
  });

  it('takes the country as a code from the list, with a clear message for anything else', () => {
    expect(shippingDetailsSchema.parse({ ...VALID, country: 'CA' }).country).toBe('CA');
    for (const country of ['Unitéd States', 'United States', 'usa', 'us', 'ZZ', 'toString']) {
      const r = shippingDetailsSchema.safeParse({ ...VALID, country });
      expect(fieldErrors(r.error!.issues)).toEqual([
        { field: 'country', message: MESSAGES.shipping.countryFromList },
      ]);
    }
  });

  it('accepts only the option lists for gender and race', () => {
    expect(
      shippingDetailsSchema.safeParse({ ...VALID, childGender: 'girl', childRace: 'multiracial' })
        .success,
    ).toBe(true);
    expect(shippingDetailsSchema.safeParse({ ...VALID, childGender: 'robot' }).success).toBe(false);
  });
});

describe('payment intent request', () => {
  it('accepts and ignores any client amount', () => {
    const out = createPaymentIntentSchema.parse({
      storyId: '00000000-0000-4000-8000-000000000000',
      amount: 0.01,
      shippingDetails: VALID,
    });
    expect(out.productType).toBe('custom_storybook');
  });
});

describe('display helpers', () => {
  it('shows the tax line as "Sales Tax (rate%)"', () => {
    expect(CHECKOUT_TEXTS.salesTax(6.25)).toBe('Sales Tax (6.25%)');
    expect(CHECKOUT_TEXTS.salesTax(6.875)).toBe('Sales Tax (6.875%)');
    expect(formatTaxRate(4)).toBe('4%');
  });

  it('recognises US states', () => {
    expect(usStateCode('new york')).toBe('NY');
    expect(usStateCode('D.C.')).toBe('DC');
    expect(usStateCode('Ontario')).toBeUndefined();
  });

  it('lists each country once, the United States first, and names stored codes', () => {
    expect(COUNTRIES[0]).toEqual(['US', 'United States']);
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(COUNTRIES.length);
    for (const [code] of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryName('US')).toBe('United States');
    expect(countryName('GB')).toBe('United Kingdom');
    // A value the migration could not read stays as it was written.
    expect(countryName('Narnia')).toBe('Narnia');
  });
});
