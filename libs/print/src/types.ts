import type { BookFiles, CoverDimensions } from '@shop/book';
import type { PrintProviderName } from '@shop/contracts';
import type { OrderRecipient } from '@shop/db';

/** Where the book goes, as the order holds it (free text from the shipping form). */
export type PrintRecipient = OrderRecipient;

/** One book to print for one order. */
export interface PrintSubmission {
  /** The shop's order id: the print job's `external_id`, so a retry finds the job it made. */
  orderId: string;
  title: string;
  recipient: PrintRecipient;
  files: BookFiles;
}

/** A print job's state as its provider reports it, in the shop's terms. */
export interface PrintJobSnapshot {
  printJobId: string;
  /** One of PRINT_STATUSES, or a name the provider added since (kept as it is). */
  status: string;
  message: string | null;
  /** When the provider changed the status (null: unknown; then it counts as now). */
  changedAt: Date | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** Latest expected arrival, YYYY-MM-DD. */
  estimatedDelivery?: string | null;
}

/** The one interface of print providers (DESIGN "Providers"): manual or the Lulu Print API. */
export interface PrintProvider {
  readonly name: PrintProviderName;
  /** Whether the provider reports status changes itself (then print.sync asks it). */
  readonly remote: boolean;
  /** The wrap cover's size for a page count, from the print service (absent: built-in size). */
  coverDimensions?(interiorPageCount: number): Promise<CoverDimensions>;
  /** Hands the book over. Safe to call again for the same order: it never makes a second job. */
  submit(submission: PrintSubmission): Promise<PrintJobSnapshot>;
  /** The job's state now; null when this provider has nothing to say about that job. */
  status(printJobId: string): Promise<PrintJobSnapshot | null>;
}

/**
 * A print provider's failure. `permanent`: retrying the same request cannot help (the service
 * refused the data); otherwise (network, 5xx, rate limit) a retry may succeed.
 */
export class PrintProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PrintProviderError';
  }
}

/** Nest injection token of the configured PrintProvider. */
export const PRINT_PROVIDER = Symbol('PRINT_PROVIDER');
