/** What the shop needs from a card payment provider (Stripe today). */

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** Statuses in which the amount and details of an intent may still change. */
export const MODIFIABLE_INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export interface PaymentIntentSnapshot {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  amountReceived: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

interface ShippingForProvider {
  name: string;
  phone?: string;
  address: { line1: string; city: string; state: string; postalCode: string; country: string };
}

export interface IntentParams {
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  description?: string;
  shipping?: ShippingForProvider;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The object the event is about (for payment_intent.* events, the intent id). */
  objectId: string | null;
}

/** A correctly signed webhook whose body is not an event the shop understands. */
export class WebhookPayloadError extends Error {
  constructor(message = 'The webhook event is malformed') {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused a request (bad state, bad parameters); `code` is the provider's code. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly statusCode: number | undefined,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentsProvider {
  readonly name: string;
  /** The key the browser SDK needs. */
  readonly publishableKey: string;
  createIntent(params: IntentParams, idempotencyKey: string): Promise<PaymentIntentSnapshot>;
  updateIntent(
    id: string,
    params: IntentParams,
    idempotencyKey: string,
  ): Promise<PaymentIntentSnapshot>;
  retrieveIntent(id: string): Promise<PaymentIntentSnapshot>;
  /** Verifies the signature over the raw bytes and returns the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
  /** Whether webhooks can be verified (a signing secret is configured). */
  readonly webhooksEnabled: boolean;
}
