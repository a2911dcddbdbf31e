import type { BookFiles, CoverDimensions } from '@shop/book';
import type { PrintProviderName, PrintStatus } from '@shop/contracts';
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
  /**
   * The provider's job state mapped onto the shop's statuses; null for a state the provider
   * added that the shop has no name for yet (the order's status then stays, the message says it).
   */
  status: PrintStatus | null;
  message: string | null;
  /** When the provider changed the status (null: unknown; then it counts as now). */
  changedAt: Date | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** Latest expected arrival, YYYY-MM-DD. */
  estimatedDelivery?: string | null;
}

/** A status callback as it arrived: the exact body bytes (signatures cover them) and headers. */
export interface PrintCallbackRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** What a verified callback says: a job's new state (applied once per `eventId`), or nothing. */
export type PrintCallback =
  | { kind: 'status'; job: PrintJobSnapshot; orderId: string | null; eventId: string }
  | { kind: 'ignored'; reason: string };

/** A callback refused: not signed by the provider, or not readable (the sender gets a 400). */
export class PrintCallbackError extends Error {
  constructor(
    readonly reason: 'bad-signature' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'PrintCallbackError';
  }
}

/**
 * The one interface of print providers. A provider submits books, reports its jobs' states in
 * the shop's statuses, and (when it calls back) verifies and reads its own callbacks, which
 * arrive at `/api/webhooks/print/<name>`.
 */
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
  /**
   * Verifies a status callback (signature over the raw body) and reads it; throws
   * PrintCallbackError when it is not the provider's or unreadable. Absent: no callbacks.
   */
  parseCallback?(request: PrintCallbackRequest): PrintCallback;
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
