import { isCountryCode, usStateCode } from '@shop/contracts';
import { PrintProviderError, type PrintRecipient } from '../types';
import type { LuluShippingAddress } from './types';

/** Countries whose addresses Lulu requires a state_code for. */
const STATE_REQUIRED = new Set(['US', 'MX', 'CA', 'AU']);
/** Lulu's phone rule: at most 20 characters of digits, spaces and - . / ( ), an optional leading +. */
const LULU_PHONE = /^\+?[\d\s\-./()]{8,20}$/;

/** A phone number in Lulu's format, or undefined (Lulu then uses the account's own number). */
export function luluPhone(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const spaced = phone.trim().replace(/\s+/g, ' ');
  if (LULU_PHONE.test(spaced)) return spaced;
  const compact = spaced.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return LULU_PHONE.test(compact) ? compact : undefined;
}

/** The order's shipping fields as Lulu's shipping_address (the country is stored as its code). */
export function toLuluAddress(r: PrintRecipient): LuluShippingAddress {
  const country = r.country;
  if (!isCountryCode(country)) {
    throw new PrintProviderError(
      `The print service needs a country from the shop's list; "${r.country}" is not one.`,
      true,
    );
  }
  let state: string | undefined;
  if (country === 'US') {
    state = usStateCode(r.state);
    if (!state)
      throw new PrintProviderError(`"${r.state}" is not a US state the print service knows.`, true);
  } else if (/^[A-Za-z0-9]{1,3}$/.test(r.state.trim())) {
    state = r.state.trim().toUpperCase();
  } else if (STATE_REQUIRED.has(country)) {
    throw new PrintProviderError(
      `The print service needs the state or province code (e.g. "ON") for ${country}; got "${r.state}".`,
      true,
    );
  }
  const phone = luluPhone(r.phone);
  return {
    name: r.name.trim().slice(0, 255),
    street1: r.street.trim(),
    street2: '',
    city: r.city.trim(),
    ...(state ? { state_code: state } : {}),
    postcode: r.postcode.trim().slice(0, 64),
    country_code: country,
    ...(phone ? { phone_number: phone } : {}),
    email: r.email.trim(),
  };
}
