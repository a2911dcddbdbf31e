import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { createPrintProvider, PRINT_PROVIDER, PrintOrders } from '@shop/print';
import { temporaryBookFilesBuilderProvider } from './temporary-book-files-builder';

/** What the print handlers need: the configured provider, the order print state, the book builder. */
export const printProviders: Provider[] = [
  {
    provide: PRINT_PROVIDER,
    inject: [CONFIG],
    useFactory: (config: Config) => createPrintProvider(config),
  },
  PrintOrders,
  // TEMPORARY until the book issue's BookFilesBuilder is merged: replace with its provider.
  temporaryBookFilesBuilderProvider,
];
