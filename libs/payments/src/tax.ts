import { type TaxProviderName, usStateCode, type UsStateCode } from '@shop/contracts';

/**
 * State base sales-tax rates in thousandths of a percent (7250 = 7.25 %), as of 1 January 2025
 * (Tax Foundation, "State and Local Sales Tax Rates, 2025"; LA confirmed by its Department of
 * Revenue). Mandatory statewide local add-ons are folded in (CA, UT, VA). Local taxes are not.
 * Re-check yearly.
 */
// prettier-ignore
export const US_STATE_BASE_RATES: Readonly<Record<UsStateCode, number>> = {
  AL: 4000, AK: 0, AZ: 5600, AR: 6500, CA: 7250, CO: 2900, CT: 6350, DE: 0, DC: 6000, FL: 6000,
  GA: 4000, HI: 4000, ID: 6000, IL: 6250, IN: 7000, IA: 6000, KS: 6500, KY: 6000, LA: 5000, ME: 5500,
  MD: 6000, MA: 6250, MI: 6000, MN: 6875, MS: 7000, MO: 4225, MT: 0, NE: 5500, NV: 6850, NH: 0,
  NJ: 6625, NM: 4875, NY: 4000, NC: 4750, ND: 5000, OH: 5750, OK: 4500, OR: 0, PA: 6000, RI: 7000,
  SC: 6000, SD: 4200, TN: 7000, TX: 6250, UT: 6100, VT: 6000, VA: 5300, WA: 6500, WV: 6000, WI: 5000,
  WY: 4000,
};

interface TaxAddress {
  /** ISO 3166-1 alpha-2 code, as the checkout stores it ("US"). */
  country: string;
  state: string;
  zipCode?: string;
  /** Street and city: a tax service uses them for local rates. */
  line1?: string;
  city?: string;
}

export interface TaxQuoteRequest {
  subtotalCents: number;
  currency: string;
  address: TaxAddress;
}

export interface TaxQuote {
  /** Who computed it. */
  provider: TaxProviderName;
  /** Percentage, up to 3 decimals: 6.25 means 6.25 %. */
  rate: number;
  taxAmountCents: number;
  /** Why this rate: for logs and support. */
  reason: 'collected' | 'no_sales_tax' | 'not_collecting' | 'outside_us' | 'unknown_state';
  /**
   * The tax service's id of this calculation, from which the sale is recorded once paid (Stripe
   * Tax); null when nothing is recorded elsewhere (the built-in table).
   */
  calculationId: string | null;
}

/**
 * Sales tax for an order: the built-in state table or a tax service. A calculator that cannot
 * answer throws (TaxServiceError); it never guesses a tax.
 */
export interface TaxCalculator {
  readonly provider: TaxProviderName;
  quote(request: TaxQuoteRequest): Promise<TaxQuote>;
}

/** The tax service did not give a tax: `addressRejected` when it could not place the address. */
export class TaxServiceError extends Error {
  constructor(
    message: string,
    readonly addressRejected = false,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'TaxServiceError';
  }
}

/**
 * Records a paid sale with the tax service, so that its tax reports (what the shop files with the
 * states) include it. `reference` is the shop's unique id of the sale (the order id): recording
 * one reference again never records a second sale.
 */
export interface TaxTransactionRecorder {
  /** The tax service's id of the recorded transaction. Throws TaxRecordError. */
  record(calculationId: string, reference: string): Promise<string>;
}

/**
 * The sale was not recorded. `permanent`: trying again cannot help (the calculation is unknown or
 * expired, the reference is taken); otherwise the service may answer later. `param` names the
 * request field the service refused.
 */
export class TaxRecordError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'TaxRecordError';
  }
}

/** `TAX_COLLECT_STATES`: "all", "none" or "CA, ny,TX". Throws on a code that is not a state. */
export function parseCollectStates(value: string): ReadonlySet<UsStateCode> | 'all' {
  const v = value.trim().toLowerCase();
  if (v === 'all' || v === '') return 'all';
  if (v === 'none') return new Set();
  const out = new Set<UsStateCode>();
  for (const part of value.split(',')) {
    const code = usStateCode(part.trim());
    if (!code || code !== part.trim().toUpperCase()) {
      throw new Error(`TAX_COLLECT_STATES: "${part.trim()}" is not a US state code`);
    }
    out.add(code);
  }
  return out;
}

/** Rounds half up in integers: cents × thousandths-of-percent / 100 000. */
export function taxCents(subtotalCents: number, milliPercent: number): number {
  return Math.floor((subtotalCents * milliPercent + 50_000) / 100_000);
}

/** Base state rate for ship-to states where the shop collects; 0 everywhere else. */
export class StateBaseRateTaxCalculator implements TaxCalculator {
  readonly provider = 'table';

  constructor(private readonly collect: ReadonlySet<UsStateCode> | 'all') {}

  async quote({ subtotalCents, address }: TaxQuoteRequest): Promise<TaxQuote> {
    const zero = (reason: TaxQuote['reason']): TaxQuote => ({
      provider: 'table',
      rate: 0,
      taxAmountCents: 0,
      reason,
      calculationId: null,
    });
    if (address.country !== 'US') return zero('outside_us');
    const state = usStateCode(address.state);
    if (!state) return zero('unknown_state');
    if (this.collect !== 'all' && !this.collect.has(state)) return zero('not_collecting');
    const milli = US_STATE_BASE_RATES[state];
    if (milli === 0) return zero('no_sales_tax');
    return {
      provider: 'table',
      rate: milli / 1000,
      taxAmountCents: taxCents(subtotalCents, milli),
      reason: 'collected',
      calculationId: null,
    };
  }
}
