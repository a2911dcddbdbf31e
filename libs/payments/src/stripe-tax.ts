import Stripe from 'stripe';
import { usStateCode } from '@shop/contracts';
import { stripeClient, type StripeSettings } from './stripe-payments';
import {
  type TaxCalculator,
  type TaxQuote,
  type TaxQuoteRequest,
  TaxRecordError,
  TaxServiceError,
  type TaxTransactionRecorder,
} from './tax';

/** Stripe's product tax code for printed books ("Books - Printed"). */
export const PRINTED_BOOK_TAX_CODE = 'txcd_35010000';

/** Stripe's error codes for an address it cannot place in a tax jurisdiction. */
const ADDRESS_ERRORS = new Set(['customer_tax_location_invalid', 'tax_location_invalid']);

export type StripeTaxSettings = Pick<
  StripeSettings,
  'secretKey' | 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeoutMs'
>;

/** Percentage from Stripe's breakdown (state + local rates add up), to 3 decimals. */
function rateOf(calculation: Stripe.Tax.Calculation, subtotalCents: number): number {
  const charged = calculation.tax_breakdown.filter((part) => part.amount > 0);
  const sum = charged.reduce(
    (total, part) => total + Number(part.tax_rate_details?.percentage_decimal ?? 0),
    0,
  );
  const rate =
    Number.isFinite(sum) && sum > 0
      ? sum
      : (calculation.tax_amount_exclusive / subtotalCents) * 100;
  return Math.round(rate * 1000) / 1000;
}

/**
 * Sales tax from Stripe Tax (`POST /v1/tax/calculations`): the ship-to address, one exclusive
 * line item with the printed-book tax code; the tax is `tax_amount_exclusive`. Stripe applies
 * local rates and the shop's registrations (no registration there: 0, "not_collecting").
 */
export class StripeTaxCalculator implements TaxCalculator {
  readonly provider = 'stripe';
  private readonly stripe: Stripe;

  constructor(settings: StripeTaxSettings) {
    this.stripe = stripeClient(settings);
  }

  async quote({ subtotalCents, currency, address }: TaxQuoteRequest): Promise<TaxQuote> {
    const state = address.country === 'US' ? usStateCode(address.state) : address.state.trim();
    let calculation: Stripe.Tax.Calculation;
    try {
      calculation = await this.stripe.tax.calculations.create({
        currency: currency.toLowerCase(),
        line_items: [
          {
            amount: subtotalCents,
            quantity: 1,
            reference: 'storybook',
            tax_behavior: 'exclusive',
            tax_code: PRINTED_BOOK_TAX_CODE,
          },
        ],
        customer_details: {
          address_source: 'shipping',
          address: {
            country: address.country,
            ...(state ? { state } : {}),
            ...(address.zipCode ? { postal_code: address.zipCode } : {}),
            ...(address.city ? { city: address.city } : {}),
            ...(address.line1 ? { line1: address.line1 } : {}),
          },
        },
      });
    } catch (err) {
      const stripeErr = err as Partial<Stripe.errors.StripeError>;
      const code = typeof stripeErr.code === 'string' ? stripeErr.code : undefined;
      throw new TaxServiceError(
        `Stripe Tax: ${err instanceof Error ? err.message : String(err)}`,
        code !== undefined && ADDRESS_ERRORS.has(code),
        code,
      );
    }
    const taxAmountCents = calculation.tax_amount_exclusive;
    if (!Number.isInteger(taxAmountCents) || taxAmountCents < 0) {
      throw new TaxServiceError(`Stripe Tax: unexpected tax_amount_exclusive ${taxAmountCents}`);
    }
    if (taxAmountCents === 0) {
      const notCollecting = calculation.tax_breakdown.some(
        (part) => part.taxability_reason === 'not_collecting',
      );
      return {
        provider: 'stripe',
        rate: 0,
        taxAmountCents: 0,
        reason: notCollecting ? 'not_collecting' : 'no_sales_tax',
        calculationId: calculation.id,
      };
    }
    return {
      provider: 'stripe',
      rate: rateOf(calculation, subtotalCents),
      taxAmountCents,
      reason: 'collected',
      calculationId: calculation.id,
    };
  }
}

/**
 * The idempotency key of a sale's tax transaction: one per reference, so a repeated webhook, a
 * retried job or stripe-node's own retry gets Stripe's first answer back instead of a new record.
 */
export function taxTransactionIdempotencyKey(reference: string): string {
  return `tax-transaction:${reference}`;
}

/**
 * Records a paid sale in Stripe Tax (`POST /v1/tax/transactions/create_from_calculation`) from
 * the checkout's calculation, so Stripe's tax reports include it. Stripe refuses (400) an unknown
 * or expired calculation (they expire after 90 days) and a reference already used: those are
 * permanent. Anything else (rate limits, Stripe down, network) may pass on a later try.
 */
export class StripeTaxTransactions implements TaxTransactionRecorder {
  private readonly stripe: Stripe;

  constructor(settings: StripeTaxSettings) {
    this.stripe = stripeClient(settings);
  }

  async record(calculationId: string, reference: string): Promise<string> {
    try {
      const transaction = await this.stripe.tax.transactions.createFromCalculation(
        { calculation: calculationId, reference },
        { idempotencyKey: taxTransactionIdempotencyKey(reference) },
      );
      return transaction.id;
    } catch (err) {
      const stripeErr = err as Partial<Stripe.errors.StripeError>;
      const permanent =
        err instanceof Stripe.errors.StripeInvalidRequestError ||
        err instanceof Stripe.errors.StripeIdempotencyError;
      throw new TaxRecordError(
        `Stripe Tax: ${err instanceof Error ? err.message : String(err)}`,
        permanent,
        typeof stripeErr.code === 'string' ? stripeErr.code : undefined,
        typeof stripeErr.param === 'string' ? stripeErr.param : undefined,
      );
    }
  }
}
