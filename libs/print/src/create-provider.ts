import type { Config } from '@shop/config';
import { PrintFileLinks } from './file-links';
import { LuluPrintProvider } from './lulu/lulu-provider';
import { ManualPrintProvider } from './manual-provider';
import type { PrintProvider } from './types';

/** The configured print provider (PRINT_PROVIDER): configuration, never code. */
export function createPrintProvider(config: Config): PrintProvider {
  switch (config.PRINT_PROVIDER) {
    case 'manual':
      return new ManualPrintProvider();
    case 'lulu':
      return new LuluPrintProvider(
        {
          baseUrl: config.LULU_API_URL,
          clientKey: config.LULU_CLIENT_KEY,
          clientSecret: config.LULU_CLIENT_SECRET,
          timeoutMs: config.LULU_TIMEOUT_MS,
          podPackageId: config.LULU_POD_PACKAGE_ID,
          shippingLevel: config.LULU_SHIPPING_LEVEL,
          contactEmail: config.LULU_CONTACT_EMAIL,
        },
        PrintFileLinks.fromConfig(config),
      );
  }
}
