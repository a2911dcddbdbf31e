import { isUnitedStates, usStateCode } from '@shop/contracts';
import { PrintProviderError, type PrintRecipient } from '../types';
import type { LuluShippingAddress } from './types';

/** Countries whose addresses Lulu requires a state_code for. */
const STATE_REQUIRED = new Set(['US', 'MX', 'CA', 'AU']);
/** Lulu's phone rule: at most 20 characters of digits, spaces and - . / ( ), an optional leading +. */
const LULU_PHONE = /^\+?[\d\s\-./()]{8,20}$/;

let countryNames: Map<string, string> | undefined;

/** "Canada" → "CA", from the runtime's own region names (every ISO 3166-1 alpha-2 code). */
function countryByName(name: string): string | undefined {
  if (!countryNames) {
    countryNames = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26; i++)
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const label = names.of(code);
        if (label) countryNames.set(squash(label), code);
      }
    countryNames.set('uk', 'GB');
    countryNames.set('greatbritain', 'GB');
    countryNames.set('england', 'GB');
  }
  return countryNames.get(squash(name));
}

const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function countryCode(country: string): string | undefined {
  const text = country.trim();
  if (isUnitedStates(text)) return 'US';
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return countryByName(text);
}

/** A phone number in Lulu's format, or undefined (Lulu then uses the account's own number). */
export function luluPhone(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const spaced = phone.trim().replace(/\s+/g, ' ');
  if (LULU_PHONE.test(spaced)) return spaced;
  const compact = spaced.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return LULU_PHONE.test(compact) ? compact : undefined;
}

/** The order's free-text shipping fields as Lulu's shipping_address. */
export function toLuluAddress(r: PrintRecipient): LuluShippingAddress {
  const country = countryCode(r.country);
  if (!country) {
    throw new PrintProviderError(
      `The print service needs a country it knows; "${r.country}" is not one.`,
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
