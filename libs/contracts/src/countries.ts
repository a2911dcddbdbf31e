/**
 * The countries the shop ships to (where its print service delivers): ISO 3166-1 alpha-2 code
 * and the name people see. One list for the shipping form, the checkout's validation, sales tax
 * (by code), the print service's address (the code as is), e-mails and the admin. Browser-safe.
 */
export const COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['HR', 'Croatia'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['HU', 'Hungary'],
  ['IS', 'Iceland'],
  ['IT', 'Italy'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['IL', 'Israel'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['SG', 'Singapore'],
  ['HK', 'Hong Kong'],
  ['BR', 'Brazil'],
  ['CL', 'Chile'],
  ['ZA', 'South Africa'],
  ['AE', 'United Arab Emirates'],
] as const;

export type CountryCode = (typeof COUNTRIES)[number][0];

export const COUNTRY_CODES = COUNTRIES.map(([code]) => code) as unknown as readonly [
  CountryCode,
  ...CountryCode[],
];

/** The shipping form's starting country ("United States"). */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const NAMES: ReadonlyMap<string, string> = new Map(COUNTRIES);

export function isCountryCode(value: string): value is CountryCode {
  return NAMES.has(value);
}

/**
 * The name to show for a stored country: "US" → "United States". A stored value that is not one
 * of the codes (an old free-text country no code was found for) is shown as it was written.
 */
export function countryName(country: string): string {
  return NAMES.get(country) ?? country;
}
