import Stripe from 'stripe';
import { z } from 'zod';
import {
  type IntentParams,
  type PaymentIntentSnapshot,
  type PaymentIntentStatus,
  PaymentProviderError,
  type PaymentsProvider,
  type WebhookEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from './payments';

/** The parts of a Stripe event the shop reads, as Stripe always sends them. */
const signedEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255).optional() }) }),
});

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Overrides for a local fake server; empty host means api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'https' | 'http';
  /** Network retries of stripe-node (each POST carries an idempotency key). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** A stripe-node client for the shop's account (or a local fake, by host/port/protocol). */
export function stripeClient(
  settings: Pick<
    StripeSettings,
    'secretKey' | 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeoutMs'
  >,
): Stripe {
  return new Stripe(settings.secretKey, {
    telemetry: false,
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: settings.timeoutMs ?? 20_000,
    appInfo: { name: 'storybook-shop' },
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

function snapshot(pi: Stripe.PaymentIntent): PaymentIntentSnapshot {
  return {
    id: pi.id,
    status: pi.status as PaymentIntentStatus,
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    clientSecret: pi.client_secret ?? null,
  };
}

function intentBody(params: IntentParams) {
  return {
    amount: params.amountCents,
    currency: params.currency,
    metadata: params.metadata,
    ...(params.description ? { description: params.description } : {}),
    ...(params.shipping
      ? {
          shipping: {
            name: params.shipping.name,
            ...(params.shipping.phone ? { phone: params.shipping.phone } : {}),
            address: {
              line1: params.shipping.address.line1,
              city: params.shipping.address.city,
              state: params.shipping.address.state,
              postal_code: params.shipping.address.postalCode,
              country: params.shipping.address.country,
            },
          },
        }
      : {}),
  };
}

/** Stripe PaymentIntents and signed webhooks through stripe-node. */
export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  readonly webhooksEnabled: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.webhooksEnabled = settings.webhookSecret !== '';
    this.stripe = stripeClient(settings);
  }

  async createIntent(params: IntentParams, idempotencyKey: string): Promise<PaymentIntentSnapshot> {
    return this.call(async () =>
      snapshot(
        await this.stripe.paymentIntents.create(
          { ...intentBody(params), automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      ),
    );
  }

  async updateIntent(
    id: string,
    params: IntentParams,
    idempotencyKey: string,
  ): Promise<PaymentIntentSnapshot> {
    return this.call(async () =>
      snapshot(await this.stripe.paymentIntents.update(id, intentBody(params), { idempotencyKey })),
    );
  }

  async retrieveIntent(id: string): Promise<PaymentIntentSnapshot> {
    return this.call(async () => snapshot(await this.stripe.paymentIntents.retrieve(id)));
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Default tolerance: events signed more than 300 s ago are refused (replays).
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
    }
    // Signed is not the same as well-formed: a body Stripe never sends must not reach the handler.
    const parsed = signedEventSchema.safeParse(event);
    if (!parsed.success) throw new WebhookPayloadError();
    const { id, type, data } = parsed.data;
    return { id, type, objectId: data.object.id ?? null };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (
        err instanceof Stripe.errors.StripeError &&
        err.type !== 'StripeConnectionError' &&
        err.type !== 'StripeAPIError'
      ) {
        throw new PaymentProviderError(err.message, err.code, err.statusCode);
      }
      throw err;
    }
  }
}
