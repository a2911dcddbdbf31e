import { type Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  parseCollectStates,
  type PaymentsProvider,
  StateBaseRateTaxCalculator,
  StripePayments,
  StripeTaxCalculator,
  type TaxCalculator,
} from '@shop/payments';

/** The configured payment provider, or null when no keys are set (checkout answers 503). */
export const PAYMENTS = Symbol('PAYMENTS');
/** Sales tax for an order. */
export const TAX = Symbol('TAX');

function paymentsFromConfig(config: Config): PaymentsProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  return new StripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    host: config.STRIPE_API_HOST || undefined,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}

/** `TAX_PROVIDER`: the state rate table (offline default) or Stripe Tax on the shop's account. */
function taxFromConfig(config: Config): TaxCalculator {
  if (config.TAX_PROVIDER === 'stripe') {
    return new StripeTaxCalculator({
      secretKey: config.STRIPE_SECRET_KEY,
      host: config.STRIPE_API_HOST || undefined,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  return new StateBaseRateTaxCalculator(parseCollectStates(config.TAX_COLLECT_STATES));
}

export const paymentProviders: Provider[] = [
  { provide: PAYMENTS, inject: [CONFIG], useFactory: paymentsFromConfig },
  { provide: TAX, inject: [CONFIG], useFactory: taxFromConfig },
];

/** Whether anyone may create test orders: TEST_ORDERS_PUBLIC, or by default everywhere but production. */
export function testOrdersPublic(config: Config): boolean {
  return config.TEST_ORDERS_PUBLIC ?? config.NODE_ENV !== 'production';
}
