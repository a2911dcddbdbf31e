import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './read-body';

/**
 * A local stand-in for Stripe's API, for tests: an HTTP server on 127.0.0.1 that speaks Stripe's
 * wire format (form-encoded requests with bracket notation, JSON answers, `Idempotency-Key`,
 * `{error:{type,message,code}}` errors) and keeps PaymentIntents in memory, so the real
 * stripe-node client can drive real state flows. Test controls move an intent along and deliver
 * signed webhook events to the shop. Stripe Tax calculations (`POST /v1/tax/calculations`) answer
 * from `taxRates`, the registrations the test gives the account; a paid sale is recorded from its
 * calculation (`POST /v1/tax/transactions/create_from_calculation`) under a reference unique
 * across the account, and kept in `taxTransactions`.
 *
 *   const stripe = await startFakeStripe();
 *   config: STRIPE_API_HOST=127.0.0.1 STRIPE_API_PORT=stripe.port STRIPE_API_PROTOCOL=http
 *           STRIPE_SECRET_KEY=stripe.secretKey STRIPE_WEBHOOK_SECRET=stripe.webhookSecret
 */

/** The statuses Stripe's own client names. */
type FakeIntentStatus = Stripe.PaymentIntent.Status;

interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  automatic_payment_methods: { enabled: boolean } | null;
  metadata: Record<string, string>;
  description: string | null;
  shipping: unknown;
  latest_charge: string | null;
  payment_method: string | null;
  last_payment_error: { message: string; code: string; type: string } | null;
  next_action: null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

/** A `tax.calculation` as Stripe answers `POST /v1/tax/calculations`. */
interface FakeTaxCalculation {
  id: string;
  object: 'tax.calculation';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_details: {
    address: Record<string, string | null>;
    address_source: string;
    ip_address: null;
    tax_ids: [];
    taxability_override: 'none';
  };
  expires_at: number;
  line_items: { object: 'list'; data: unknown[]; has_more: false; url: string };
  livemode: false;
  ship_from_details: null;
  shipping_cost: null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: {
    amount: number;
    inclusive: boolean;
    tax_rate_details: {
      country: string;
      flat_amount: null;
      percentage_decimal: string;
      rate_type: 'percentage';
      state: string | null;
      tax_type: 'sales_tax' | 'vat';
    };
    taxability_reason: 'standard_rated' | 'not_collecting';
    taxable_amount: number;
  }[];
  tax_date: number;
}

/** A `tax.transaction` as Stripe answers `POST /v1/tax/transactions/create_from_calculation`. */
interface FakeTaxTransaction {
  id: string;
  object: 'tax.transaction';
  created: number;
  currency: string;
  customer: string | null;
  customer_details: FakeTaxCalculation['customer_details'];
  /** Stripe includes the line items only when asked (`expand[]=line_items`). */
  line_items: {
    object: 'list';
    data: {
      id: string;
      object: 'tax.transaction_line_item';
      amount: number;
      amount_tax: number;
      livemode: false;
      metadata: null;
      product: string | null;
      quantity: number;
      reference: string | null;
      reversal: null;
      tax_behavior: string;
      tax_code: string;
      type: 'transaction';
    }[];
    has_more: false;
    url: string;
  } | null;
  livemode: false;
  metadata: Record<string, string> | null;
  posted_at: number;
  reference: string;
  reversal: null;
  ship_from_details: null;
  shipping_cost: null;
  tax_date: number;
  type: 'transaction';
}

/** An error the fake answers instead (Stripe's `{error:{…}}` with this HTTP status). */
interface FakeStripeError {
  status: number;
  type: string;
  message: string;
  code?: string;
}

interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

interface DeliveredEvent {
  status: number;
  body: string;
  eventId: string;
}

interface SendEventOptions {
  /** Where to POST (default: the `webhookUrl` given at start). */
  url?: string;
  /** Signing secret (default: the fake's own webhook secret); a wrong one forges the signature. */
  secret?: string;
  /** Unix seconds of the signature (default: now); an old one makes a stale delivery. */
  timestamp?: number;
  /** Reuse an event id, as Stripe does when it redelivers the same event. */
  eventId?: string;
}

export interface FakeStripe {
  port: number;
  host: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where `sendEvent` POSTs by default (the shop's /api/webhooks/stripe). */
  webhookUrl: string | undefined;
  /** Every API request received, in order. */
  requests: FakeStripeRequest[];
  intents: Map<string, FakePaymentIntent>;
  intent(id: string): FakePaymentIntent;
  /**
   * Where the account is registered for tax, and at what combined rate (percent): keys "US-CA"
   * (a state) or "GB" (a country). An address elsewhere gets 0 with reason `not_collecting`.
   */
  taxRates: Map<string, number>;
  /** When set, `POST /v1/tax/calculations` answers this error. */
  taxFailure: FakeStripeError | null;
  /** The tax calculations made, by id (set `expires_at` in the past to expire one). */
  taxCalculations: Map<string, FakeTaxCalculation>;
  /** When set, `POST /v1/tax/transactions/create_from_calculation` answers this error. */
  taxTransactionFailure: FakeStripeError | null;
  /** The tax transactions recorded, by id (line items always filled in). */
  taxTransactions: Map<string, FakeTaxTransaction>;
  /** Moves an intent to a status the way a payment would (amount_received set on success). */
  setStatus(id: string, status: FakeIntentStatus): FakePaymentIntent;
  /** Changes stored fields directly, to simulate a tampered or inconsistent intent. */
  patch(id: string, fields: Partial<FakePaymentIntent>): FakePaymentIntent;
  /** The JSON body of an event about the intent's current state. */
  eventPayload(type: string, intentId: string, eventId?: string): { id: string; payload: string };
  /** Signs an event with `generateTestHeaderString` and POSTs it to the shop. */
  sendEvent(type: string, intentId: string, options?: SendEventOptions): Promise<DeliveredEvent>;
  /** The Stripe-Signature header for a payload. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
}

/** The settings that point the shop's Stripe client (the real SDK) at a fake Stripe. */
export function stripeConfig(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_HOST: stripe.host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

const MODIFIABLE: FakeIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/** `a[b][c]=1&a[d][]=x` → `{a:{b:{c:'1'},d:['x']}}` (Stripe's bracket notation). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split('[').map((p, i) => (i === 0 ? p : p.replace(/]$/, '')));
    let node: Record<string, unknown> | unknown[] = out;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const last = i === parts.length - 1;
      const nextIsArray = !last && (parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]!));
      if (Array.isArray(node)) {
        const index = part === '' ? node.length : Number(part);
        if (last) node[index] = value;
        else node = (node[index] ??= nextIsArray ? [] : {}) as Record<string, unknown> | unknown[];
      } else {
        if (last) node[part] = value;
        else node = (node[part] ??= nextIsArray ? [] : {}) as Record<string, unknown> | unknown[];
      }
    }
  }
  return out;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function toStringMap(v: unknown): Record<string, string> {
  if (!v || typeof v !== 'object') return {};
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)]),
  );
}

function intAmount(v: unknown, param = 'amount'): number {
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d{1,8}$/.test(v) || !Number.isInteger(n)) {
    throw new StripeHttpError(
      400,
      'invalid_request_error',
      `Invalid integer: ${String(v)}`,
      'parameter_invalid_integer',
      param,
    );
  }
  if (n < 50) {
    throw new StripeHttpError(
      400,
      'invalid_request_error',
      'Amount must be at least $0.50 usd',
      'amount_too_small',
      param,
    );
  }
  return n;
}

export async function startFakeStripe({
  webhookUrl,
}: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_fake${randomBytes(8).toString('hex')}`;
  const publishableKey = `pk_test_fake${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake${randomBytes(12).toString('hex')}`;
  const intents = new Map<string, FakePaymentIntent>();
  const requests: FakeStripeRequest[] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const now = () => Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  function get(id: string): FakePaymentIntent {
    const pi = intents.get(id);
    if (!pi) {
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${id}'`,
        'resource_missing',
        'intent',
      );
    }
    return pi;
  }

  function applyParams(pi: FakePaymentIntent, p: Record<string, unknown>): void {
    if (p.amount !== undefined) pi.amount = intAmount(p.amount);
    if (p.currency !== undefined) pi.currency = String(p.currency).toLowerCase();
    if (p.metadata !== undefined) pi.metadata = { ...pi.metadata, ...toStringMap(p.metadata) };
    if (p.description !== undefined) pi.description = String(p.description);
    if (p.shipping !== undefined) pi.shipping = p.shipping;
  }

  function setStatus(id: string, status: FakeIntentStatus): FakePaymentIntent {
    const pi = get(id);
    pi.status = status;
    if (status === 'succeeded') {
      pi.amount_received = pi.amount;
      pi.latest_charge ??= newId('ch');
      pi.payment_method ??= newId('pm');
      pi.last_payment_error = null;
    }
    if (status === 'processing') pi.payment_method ??= newId('pm');
    if (status === 'requires_payment_method') {
      pi.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
    }
    if (status === 'canceled') pi.canceled_at = now();
    return pi;
  }

  function taxCalculation(p: Record<string, unknown>): FakeTaxCalculation {
    const missing = (param: string) =>
      new StripeHttpError(
        400,
        'invalid_request_error',
        `Missing required param: ${param}.`,
        'parameter_missing',
        param,
      );
    if (fake.taxFailure) {
      const { status, type, message, code } = fake.taxFailure;
      throw new StripeHttpError(status, type, message, code);
    }
    if (p.currency === undefined) throw missing('currency');
    if (!Array.isArray(p.line_items) || p.line_items.length === 0) throw missing('line_items');
    const details = (p.customer_details ?? {}) as { address?: Record<string, unknown> } & Record<
      string,
      unknown
    >;
    const address = toStringMap(details.address);
    if (!address.country) throw missing('customer_details[address][country]');
    const country = address.country.toUpperCase();
    const state = address.state ? address.state.toUpperCase() : null;
    if (country === 'US' && (!address.postal_code || !state)) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'We could not determine the customer’s tax location based on the provided customer address.',
        'customer_tax_location_invalid',
        'customer_details[address]',
      );
    }
    const rate =
      (state ? fake.taxRates.get(`${country}-${state}`) : undefined) ?? fake.taxRates.get(country);
    const id = newId('taxcalc');
    const lines = (p.line_items as Record<string, unknown>[]).map((item, i) => {
      const amount = Number(item.amount);
      if (typeof item.amount !== 'string' || !/^\d{1,12}$/.test(item.amount)) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `Invalid integer: ${String(item.amount)}`,
          'parameter_invalid_integer',
          `line_items[${i}][amount]`,
        );
      }
      if (
        item.tax_behavior !== undefined &&
        item.tax_behavior !== 'exclusive' &&
        item.tax_behavior !== 'inclusive'
      ) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `Invalid tax_behavior: must be one of exclusive or inclusive`,
          'parameter_invalid_string',
          `line_items[${i}][tax_behavior]`,
        );
      }
      // Rounded half up per line, as Stripe does.
      const tax = rate === undefined ? 0 : Math.round((amount * rate) / 100);
      return {
        id: newId('tax_li'),
        object: 'tax.calculation_line_item',
        amount,
        amount_tax: tax,
        livemode: false,
        product: null,
        quantity: Number(item.quantity ?? 1),
        reference: typeof item.reference === 'string' ? item.reference : null,
        tax_behavior: String(item.tax_behavior ?? 'exclusive'),
        tax_code: typeof item.tax_code === 'string' ? item.tax_code : 'txcd_99999999',
      };
    });
    const taxable = lines.reduce((sum, line) => sum + line.amount, 0);
    const tax = lines.reduce((sum, line) => sum + line.amount_tax, 0);
    const calculation: FakeTaxCalculation = {
      id,
      object: 'tax.calculation',
      amount_total: taxable + tax,
      currency: String(p.currency).toLowerCase(),
      customer: null,
      customer_details: {
        address: {
          city: address.city ?? null,
          country,
          line1: address.line1 ?? null,
          line2: null,
          postal_code: address.postal_code ?? null,
          state,
        },
        address_source: String(details.address_source ?? 'shipping'),
        ip_address: null,
        tax_ids: [],
        taxability_override: 'none',
      },
      expires_at: now() + 90 * 24 * 3600,
      line_items: {
        object: 'list',
        data: lines,
        has_more: false,
        url: `/v1/tax/calculations/${id}/line_items`,
      },
      livemode: false,
      ship_from_details: null,
      shipping_cost: null,
      tax_amount_exclusive: tax,
      tax_amount_inclusive: 0,
      tax_breakdown: [
        {
          amount: tax,
          inclusive: false,
          tax_rate_details: {
            country,
            flat_amount: null,
            percentage_decimal: (rate ?? 0).toFixed(4),
            rate_type: 'percentage',
            state,
            tax_type: country === 'US' ? 'sales_tax' : 'vat',
          },
          taxability_reason: rate === undefined ? 'not_collecting' : 'standard_rated',
          taxable_amount: rate === undefined ? 0 : taxable,
        },
      ],
      tax_date: now(),
    };
    fake.taxCalculations.set(id, calculation);
    return calculation;
  }

  /**
   * `POST /v1/tax/transactions/create_from_calculation`: the sale of an unexpired calculation,
   * under a `reference` no other transaction of the account has (Stripe: max 500 characters).
   */
  function taxTransactionFromCalculation(p: Record<string, unknown>): FakeTaxTransaction {
    if (fake.taxTransactionFailure) {
      const { status, type, message, code } = fake.taxTransactionFailure;
      throw new StripeHttpError(status, type, message, code);
    }
    for (const param of ['calculation', 'reference']) {
      if (typeof p[param] !== 'string' || p[param] === '') {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `Missing required param: ${param}.`,
          'parameter_missing',
          param,
        );
      }
    }
    const calculationId = p.calculation as string;
    const reference = p.reference as string;
    if (reference.length > 500) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'Invalid reference: must be at most 500 characters',
        'invalid_string_length',
        'reference',
      );
    }
    const calculation = fake.taxCalculations.get(calculationId);
    if (!calculation) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        `No such tax calculation: '${calculationId}'`,
        'resource_missing',
        'calculation',
      );
    }
    // Stripe names no error code for these two; the message and param say what is wrong.
    if (calculation.expires_at <= now()) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        `The tax calculation '${calculationId}' has expired and can no longer be used to create a transaction.`,
        undefined,
        'calculation',
      );
    }
    if ([...fake.taxTransactions.values()].some((t) => t.reference === reference)) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        `A tax transaction with the reference '${reference}' already exists. References must be unique.`,
        undefined,
        'reference',
      );
    }
    const id = newId('tax');
    const transaction: FakeTaxTransaction = {
      id,
      object: 'tax.transaction',
      created: now(),
      currency: calculation.currency,
      customer: calculation.customer,
      customer_details: structuredClone(calculation.customer_details),
      line_items: {
        object: 'list',
        data: (calculation.line_items.data as Record<string, unknown>[]).map((line) => ({
          id: newId('tax_li'),
          object: 'tax.transaction_line_item',
          amount: line.amount as number,
          amount_tax: line.amount_tax as number,
          livemode: false,
          metadata: null,
          product: line.product as string | null,
          quantity: line.quantity as number,
          reference: line.reference as string | null,
          reversal: null,
          tax_behavior: line.tax_behavior as string,
          tax_code: line.tax_code as string,
          type: 'transaction',
        })),
        has_more: false,
        url: `/v1/tax/transactions/${id}/line_items`,
      },
      livemode: false,
      metadata: p.metadata === undefined ? null : toStringMap(p.metadata),
      posted_at: p.posted_at === undefined ? now() : Number(p.posted_at),
      reference,
      reversal: null,
      ship_from_details: null,
      shipping_cost: null,
      tax_date: calculation.tax_date,
      type: 'transaction',
    };
    fake.taxTransactions.set(id, transaction);
    return withLineItems(transaction, p.expand);
  }

  /** The transaction as Stripe shows it: line items only when `expand[]=line_items` asks. */
  function withLineItems(transaction: FakeTaxTransaction, expand: unknown): FakeTaxTransaction {
    const expanded = Array.isArray(expand) && expand.includes('line_items');
    return expanded ? transaction : { ...transaction, line_items: null };
  }

  function route(method: string, path: string, p: Record<string, unknown>): unknown {
    if (method === 'POST' && path === '/v1/tax/calculations') return taxCalculation(p);
    if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation')
      return taxTransactionFromCalculation(p);
    const taxTransaction = /^\/v1\/tax\/transactions\/(tax_[^/]+)$/.exec(path);
    if (method === 'GET' && taxTransaction) {
      const found = fake.taxTransactions.get(decodeURIComponent(taxTransaction[1]!));
      if (!found) {
        throw new StripeHttpError(
          404,
          'invalid_request_error',
          `No such tax transaction: '${taxTransaction[1]}'`,
          'resource_missing',
          'id',
        );
      }
      return withLineItems(found, p.expand);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (p.amount === undefined) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          'Missing required param: amount.',
          'parameter_missing',
          'amount',
        );
      }
      if (p.currency === undefined) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          'Missing required param: currency.',
          'parameter_missing',
          'currency',
        );
      }
      const id = newId('pi');
      const apm = p.automatic_payment_methods as { enabled?: string } | undefined;
      const pi: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount: 0,
        amount_capturable: 0,
        amount_received: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
        metadata: {},
        description: null,
        shipping: null,
        latest_charge: null,
        payment_method: null,
        last_payment_error: null,
        next_action: null,
        canceled_at: null,
        cancellation_reason: null,
        created: now(),
        livemode: false,
      };
      applyParams(pi, p);
      intents.set(id, pi);
      return pi;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (!match)
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    const pi = get(decodeURIComponent(match[1]!));
    const action = match[2];
    if (method === 'GET' && !action) return pi;
    if (method !== 'POST')
      throw new StripeHttpError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${path}).`,
      );
    if (!action) {
      if (!MODIFIABLE.includes(pi.status)) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      applyParams(pi, p);
      return pi;
    }
    if (action === 'confirm') {
      if (!MODIFIABLE.includes(pi.status)) {
        throw new StripeHttpError(
          400,
          'invalid_request_error',
          `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      const pm = typeof p.payment_method === 'string' ? p.payment_method : 'pm_card_visa';
      pi.payment_method = pm;
      return setStatus(
        pi.id,
        pm === 'pm_card_chargeDeclined' ? 'requires_payment_method' : 'succeeded',
      );
    }
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    pi.cancellation_reason =
      typeof p.cancellation_reason === 'string' ? p.cancellation_reason : null;
    return setStatus(pi.id, 'canceled');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const raw = method === 'GET' ? url.searchParams.toString() : await readBody(req);
    const params = parseStripeForm(raw);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    // Stripe saves the first answer per key and replays it; other parameters → error.
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${raw}`)
      .digest('hex');
    if (idempotencyKey && method === 'POST') {
      const seen = idempotency.get(idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        res.setHeader('idempotent-replayed', 'true');
        send(seen.status, seen.body);
        return;
      }
    }
    let status = 200;
    let body: unknown;
    try {
      body = structuredClone(route(method, url.pathname, params));
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      body = { error: { type: err.type, message: err.message, code: err.code, param: err.param } };
    }
    // A rate-limited request never reached the endpoint, so Stripe saves no result for its key.
    if (idempotencyKey && method === 'POST' && status !== 429)
      idempotency.set(idempotencyKey, { fingerprint, status, body });
    send(status, body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
  }

  function eventPayload(type: string, intentId: string, eventId = newId('evt')) {
    const event = {
      id: eventId,
      object: 'event',
      api_version: '2026-07-29.dahlia',
      created: now(),
      data: { object: structuredClone(get(intentId)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return { id: eventId, payload: JSON.stringify(event) };
  }

  const fake: FakeStripe = {
    webhookUrl,
    port,
    host: '127.0.0.1',
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    intents,
    intent: get,
    taxRates: new Map(),
    taxFailure: null,
    taxCalculations: new Map(),
    taxTransactionFailure: null,
    taxTransactions: new Map(),
    setStatus,
    patch(id, fields) {
      return Object.assign(get(id), fields);
    },
    eventPayload,
    sign,
    async sendEvent(type, intentId, options = {}) {
      const target = options.url ?? fake.webhookUrl;
      if (!target) throw new Error('fake-stripe: no webhook URL');
      const { id, payload } = eventPayload(type, intentId, options.eventId);
      const header = sign(payload, options);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      return { status: res.status, body: await res.text(), eventId: id };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
