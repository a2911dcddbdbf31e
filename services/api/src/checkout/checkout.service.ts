import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  BOOK,
  CHECKOUT_TEXTS,
  type CreatePaymentIntentRequest,
  type PaymentIntentResponse,
  type ShippingDetails,
  usStateCode,
} from '@shop/contracts';
import {
  type CheckoutEntity,
  type CheckoutPricing,
  CheckoutRepository,
  type DbTransaction,
  type StoredShippingDetails,
  storedShipping,
} from '@shop/db';
import {
  type IntentParams,
  MODIFIABLE_INTENT_STATUSES,
  type PaymentIntentSnapshot,
  PaymentProviderError,
  type PaymentsProvider,
  type TaxCalculator,
  type TaxQuote,
  TaxServiceError,
} from '@shop/payments';
import { createHash } from 'node:crypto';
import { ValidationException } from '../common/api-error';
import { StoryAccessService, type StoryRequester } from '../stories/story-access.service';
import { StoryRules } from '../stories/story-rules.service';
import { PAYMENTS, TAX } from './payments.providers';

const US_STATE_MESSAGE = 'Please enter a US state, for example TX or Texas';

/** The stored pricing, and who computed its tax. */
type Pricing = CheckoutPricing & { taxProvider: TaxQuote['provider'] };

/** Shipping for the provider's fraud checks; only for US addresses (Stripe wants ISO codes). */
function providerShipping(s: StoredShippingDetails): IntentParams['shipping'] {
  const state = usStateCode(s.state);
  if (s.country !== 'US' || !state) return undefined;
  return {
    name: s.fullName,
    phone: s.phone,
    address: { line1: s.address, city: s.city, state, postalCode: s.zipCode, country: 'US' },
  };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Checkout: the server prices the book from its own price list and tax table,
 * keeps one open checkout per visitor and story, and creates or updates that checkout's
 * PaymentIntent with idempotency keys. The browser only ever gets the client secret.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(PAYMENTS) private readonly payments: PaymentsProvider | null,
    @Inject(TAX) private readonly tax: TaxCalculator,
    private readonly checkouts: CheckoutRepository,
    private readonly access: StoryAccessService,
    private readonly rules: StoryRules,
  ) {}

  get paymentsEnabled(): boolean {
    return this.payments !== null;
  }

  get publishableKey(): string | null {
    return this.payments?.publishableKey ?? null;
  }

  /** The provider, or 503 with a clear message when the shop has no payment keys. */
  requirePayments(): PaymentsProvider {
    if (!this.payments)
      throw new ServiceUnavailableException(CHECKOUT_TEXTS.server.paymentsNotConfigured);
    return this.payments;
  }

  async price(shipping: ShippingDetails): Promise<Pricing> {
    if (shipping.country === 'US' && !usStateCode(shipping.state)) {
      throw new ValidationException([
        { field: 'shippingDetails.state', message: US_STATE_MESSAGE },
      ]);
    }
    const subtotalCents = BOOK.priceCents;
    const quote = await this.quoteTax(subtotalCents, shipping);
    return {
      taxProvider: quote.provider,
      subtotalCents,
      taxAmountCents: quote.taxAmountCents,
      taxRate: quote.rate,
      totalCents: subtotalCents + quote.taxAmountCents,
      currency: BOOK.currency,
      taxCalculationId: quote.calculationId,
    };
  }

  /** The tax, or no price at all: a failed tax service never becomes a guessed (or zero) tax. */
  private async quoteTax(subtotalCents: number, shipping: ShippingDetails): Promise<TaxQuote> {
    try {
      return await this.tax.quote({
        subtotalCents,
        currency: BOOK.currency,
        address: {
          country: shipping.country,
          state: shipping.state,
          zipCode: shipping.zipCode,
          city: shipping.city,
          line1: shipping.address,
        },
      });
    } catch (err) {
      this.logger.error(
        { err, taxProvider: this.tax.provider, country: shipping.country },
        'Sales tax could not be calculated; the order was not priced',
      );
      if (err instanceof TaxServiceError && err.addressRejected) {
        throw new ValidationException([
          { field: 'shippingDetails.address', message: CHECKOUT_TEXTS.server.taxAddressUnknown },
        ]);
      }
      throw new ServiceUnavailableException(CHECKOUT_TEXTS.server.taxUnavailable);
    }
  }

  async createPaymentIntent(
    input: CreatePaymentIntentRequest,
    who: StoryRequester,
  ): Promise<PaymentIntentResponse> {
    const story = await this.access.findAccessible(input.storyId, who);
    const payments = this.requirePayments();
    this.rules.refuseUnlessForSale(story);
    const pricing = await this.price(input.shippingDetails);
    const shipping = storedShipping(input.shippingDetails);

    // The open checkout row exists before any call to the provider, so its id (and the
    // idempotency keys built from it) survive a failed request.
    await this.checkouts.openIfNone(story.id, who.visitorId, shipping, pricing);

    const { checkout, intent } = await this.checkouts.transaction(async (m) => {
      let row = await this.checkouts.lockOpen(m, story.id, who.visitorId);
      if (!row) {
        await this.checkouts.openIfNone(story.id, who.visitorId, shipping, pricing, m);
        row = await this.checkouts.lockOpen(m, story.id, who.visitorId);
        if (!row) throw new ConflictException('Your checkout changed meanwhile. Please try again.');
      }
      if (row.paymentIntentId) {
        const current = await this.retrieveOrNull(payments, row.paymentIntentId);
        if (!current || !MODIFIABLE_INTENT_STATUSES.includes(current.status)) {
          // Already paid, processing or cancelled (or gone, e.g. the keys changed account):
          // that checkout is done; this is a new purchase.
          const done = current && current.status !== 'canceled' ? 'completed' : 'superseded';
          await this.checkouts.close(m, row.id, done);
          await this.checkouts.openIfNone(story.id, who.visitorId, shipping, pricing, m);
          row = (await this.checkouts.lockOpen(m, story.id, who.visitorId))!;
        } else if (
          current.amount === pricing.totalCents &&
          row.totalCents === pricing.totalCents &&
          sameJson(row.shipping, shipping)
        ) {
          return { checkout: row, intent: current };
        }
      }
      return this.sendIntent(m, payments, row, shipping, pricing, story.id);
    });

    if (!intent.clientSecret)
      throw new ServiceUnavailableException(CHECKOUT_TEXTS.toasts.initPayment.description);
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      isCollaborative: story.isCollaborative,
      subtotalCents: checkout.subtotalCents,
      taxAmountCents: checkout.taxAmountCents,
      taxRate: Number(checkout.taxRate),
      totalCents: checkout.totalCents,
      taxProvider: pricing.taxProvider,
    };
  }

  private async retrieveOrNull(
    payments: PaymentsProvider,
    id: string,
  ): Promise<PaymentIntentSnapshot | null> {
    try {
      return await payments.retrieveIntent(id);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.statusCode === 404) return null;
      throw err;
    }
  }

  /** Creates the intent, or updates it with the new amount and address; then stores the checkout. */
  private async sendIntent(
    m: DbTransaction,
    payments: PaymentsProvider,
    row: CheckoutEntity,
    shipping: StoredShippingDetails,
    pricing: Pricing,
    storyId: string,
  ): Promise<{ checkout: CheckoutEntity; intent: PaymentIntentSnapshot }> {
    const params: IntentParams = {
      amountCents: pricing.totalCents,
      currency: pricing.currency,
      metadata: { checkoutId: row.id, storyId, product: 'custom_storybook' },
      description: `Personalized hardcover storybook (${BOOK.pages} pages)`,
      shipping: providerShipping(shipping),
    };
    // Same revision and same parameters → the provider replays its answer (safe retry);
    // anything new gets a new key.
    const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
    const key = `checkout:${row.id}:r${row.revision}:${digest}`;
    const intent = row.paymentIntentId
      ? await payments.updateIntent(row.paymentIntentId, params, key)
      : await payments.createIntent(params, key);
    const checkout = await this.checkouts.recordIntent(m, row, shipping, pricing, intent.id);
    this.logger.log(
      { checkoutId: row.id, paymentIntentId: intent.id, totalCents: pricing.totalCents },
      'Checkout priced',
    );
    return { checkout, intent };
  }

  /** The stored checkout of a payment, for `payment-complete`'s access check. */
  findByIntent(paymentIntentId: string): Promise<CheckoutEntity | null> {
    return this.checkouts.findByIntent(paymentIntentId);
  }
}
