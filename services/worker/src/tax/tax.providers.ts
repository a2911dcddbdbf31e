import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { StripeTaxTransactions, type TaxTransactionRecorder } from '@shop/payments';

/** Where paid sales are recorded (Stripe Tax), or null when the shop has no Stripe key. */
export const TAX_RECORDER = Symbol('TAX_RECORDER');

/**
 * Stripe Tax on the shop's account whenever a key is set, whatever TAX_PROVIDER says now: an
 * order priced by Stripe Tax before a switch back to the table still has its sale to record.
 */
function taxRecorderFromConfig(config: Config): TaxTransactionRecorder | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new StripeTaxTransactions({
    secretKey: config.STRIPE_SECRET_KEY,
    host: config.STRIPE_API_HOST || undefined,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}

export const taxProviders: Provider[] = [
  { provide: TAX_RECORDER, inject: [CONFIG], useFactory: taxRecorderFromConfig },
];
