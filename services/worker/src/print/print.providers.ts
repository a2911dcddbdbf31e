import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { createPrintProvider, PRINT_PROVIDER, PrintOrders } from '@shop/print';
import { bookProviders } from '../book/book.providers';
import { storyPictureProviders } from '../illustration/picture.providers';

/** What the print handlers need: the configured provider, the order print state, the book builder. */
export const printProviders: Provider[] = [
  {
    provide: PRINT_PROVIDER,
    inject: [CONFIG],
    useFactory: (config: Config) => createPrintProvider(config),
  },
  PrintOrders,
  // print.submit builds the book when needed: a worker serving `print` without `book` has the
  // builder too (Nest keeps one instance per token when it serves both).
  ...bookProviders,
  // ... and draws the pictures the book still lacks.
  ...storyPictureProviders,
];
