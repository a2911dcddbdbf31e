import { PrintProviderError, type PrintRecipient } from '../types';
import { luluPhone, toLuluAddress } from './address';
import { luluSignature, verifyLuluSignature } from './signature';

const recipient: PrintRecipient = {
  name: ' Jane Doe ',
  email: 'jane@example.com',
  phone: '512-555-0100',
  street: '1 Main St',
  city: 'Austin',
  state: 'tx',
  postcode: '78701',
  country: 'US',
};

describe('Lulu shipping address', () => {
  it('maps the free-text order fields to Lulu codes', () => {
    expect(toLuluAddress(recipient)).toEqual({
      name: 'Jane Doe',
      street1: '1 Main St',
      street2: '',
      city: 'Austin',
      state_code: 'TX',
      postcode: '78701',
      country_code: 'US',
      phone_number: '512-555-0100',
      email: 'jane@example.com',
    });
  });

  it('sends the stored country code as it is, and no name (accented or not) for one', () => {
    expect(toLuluAddress({ ...recipient, country: 'CA', state: 'on' }).country_code).toBe('CA');
    for (const country of ['United States', 'Unitéd States', 'USA', 'us', 'XX'])
      expect(() => toLuluAddress({ ...recipient, country })).toThrow(PrintProviderError);
  });

  it('keeps phone numbers within Lulu’s rule or leaves them out (the account default applies)', () => {
    expect(luluPhone('+1 (512) 555-0100')).toBe('+1 (512) 555-0100');
    // Too long with its spaces: compacted to digits.
    expect(luluPhone('+1 (512) 555 - 0100 - 99')).toBe('+1512555010099');
    expect(luluPhone('+1 2345 6789 0123 4567 8901 2345')).toBeUndefined();
    expect(luluPhone(null)).toBeUndefined();
    const { phone_number } = toLuluAddress({ ...recipient, phone: '12' });
    expect(phone_number).toBeUndefined();
  });

  it('refuses addresses Lulu cannot ship to as permanent errors', () => {
    expect(() => toLuluAddress({ ...recipient, country: 'Narnia' })).toThrow(/shop's list/);
    expect(() => toLuluAddress({ ...recipient, state: 'Atlantis' })).toThrow(/not a US state/);
    expect(() => toLuluAddress({ ...recipient, country: 'CA', state: 'Ontario province' })).toThrow(
      /state or province code/,
    );
    expect(
      toLuluAddress({ ...recipient, country: 'DE', state: 'Bavaria' }).state_code,
    ).toBeUndefined();
  });
});

describe('Lulu webhook signature', () => {
  const body = Buffer.from('{"topic":"PRINT_JOB_STATUS_CHANGED","data":{"id":1}}');
  const secret = 'client-secret';
  it('accepts the HMAC-SHA256 of the raw body in hex or base64', () => {
    const mac = luluSignature(body, secret);
    expect(verifyLuluSignature(body, mac.toString('hex'), secret)).toBe(true);
    expect(verifyLuluSignature(body, mac.toString('hex').toUpperCase(), secret)).toBe(true);
    expect(verifyLuluSignature(body, mac.toString('base64'), secret)).toBe(true);
  });
  it('refuses another body, another key, a truncated or missing signature', () => {
    const mac = luluSignature(body, secret).toString('hex');
    expect(verifyLuluSignature(Buffer.from(`${body.toString()} `), mac, secret)).toBe(false);
    expect(verifyLuluSignature(body, luluSignature(body, 'other').toString('hex'), secret)).toBe(
      false,
    );
    expect(verifyLuluSignature(body, mac.slice(0, 62), secret)).toBe(false);
    expect(verifyLuluSignature(body, undefined, secret)).toBe(false);
    expect(verifyLuluSignature(body, mac, '')).toBe(false);
  });
});
