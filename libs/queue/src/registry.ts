import type { Config } from '@shop/config';
import { z } from 'zod';

/** How often a periodic job runs, from the configuration. */
export type Every = (config: Config) => number;

/**
 * The one registry of queues and jobs. Producers and workers both go through it; nothing else
 * spells a queue or job name. A job's BullMQ name is its registry key. A periodic job names its
 * interval here; every worker serving its queue keeps one schedule for it (see JobProducer).
 */
function job<Q extends string, S extends z.ZodType>(queue: Q, schema: S) {
  return { queue, schema, every: undefined as Every | undefined } as const;
}

/** A periodic job's schedule sends `{}`; a schema may accept more for runs started by hand. */
const noInput = z.object({});

function periodic<Q extends string, S extends z.ZodType = typeof noInput>(
  queue: Q,
  every: Every,
  schema: S = noInput as unknown as S,
) {
  return { queue, schema, every } as const;
}

/** How often queued e-mails without a live job are looked for. */
const MAIL_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often paid orders whose sale is not recorded in Stripe Tax are looked for. */
const TAX_SWEEP_INTERVAL_MS = 15 * 60_000;

const storyId = z.object({ storyId: z.uuid() });

export const JOBS = {
  /** Writes a story's title and text; `queued → generating → ready / failed`. */
  'story.generate': job('story', storyId),
  /** Periodic: re-enqueues stories whose job was lost so none stays queued forever. */
  'story.reconcile': periodic('story', (c) => c.STORY_RECONCILE_INTERVAL_MS),
  /** Weaves a finished Create Together story from its parts; `queued → generating → ready / failed`. */
  'story.weave': job('story', storyId),
  /**
   * One picture for one page of a story (-1 cover, -2 back cover, 0-9 pages), stored as a
   * story_illustrations row. `source` 'auto': drawn without the operator, it fills an empty page
   * only (default: the operator's, which takes its page). `size` 'screen': the web copy only, the
   * book build draws the print size (default: both).
   */
  'illustration.generate': job(
    'illustration',
    z.object({
      storyId: z.uuid(),
      pageNumber: z.number().int().min(-2).max(9),
      source: z.enum(['auto', 'operator']).optional(),
      size: z.enum(['screen', 'print']).optional(),
    }),
  ),
  /**
   * A ready story's pictures: the parent of its automatic `illustration.generate` children (a
   * BullMQ flow, one child per page of the full set); sums them up once they are drawn.
   */
  'illustration.story': job('illustration', storyId),
  /**
   * The operator's bulk run: resolves its stories (chosen ids, or every paid order's story without
   * a full set), fans out `illustration.generate` children as a BullMQ flow, then sums up.
   */
  'illustration.bulk': job(
    'illustration',
    z.union([
      z.object({ storyIds: z.array(z.uuid()).min(1).max(1000) }),
      z.object({ filter: z.literal('paid-without-full-set') }),
    ]),
  ),
  /**
   * Sends one outbox message (written before, once per kind and subject) and marks it sent;
   * without SMTP configured it is marked held. Retried with backoff while the server fails.
   */
  'mail.send': job('mail', z.object({ outboxId: z.uuid() })),
  /** Periodic: re-enqueues outbox messages still queued whose job was lost (Redis down, say). */
  'mail.sweep': periodic('mail', () => MAIL_SWEEP_INTERVAL_MS),
  /** A story's print files (24-page interior and wrap cover), built when missing or out of date. */
  'book.build': job('book', storyId),
  /** A story's web-resolution preview of the interior, for the family to page through. */
  'book.preview': job('book', storyId),
  /**
   * Builds an order's book (cover size from the print service when it has one) and hands it to
   * the configured print provider; stores `printOrderId`. Only for an order marked SUBMITTING.
   */
  'print.submit': job('print', z.object({ orderId: z.uuid() })),
  /** Periodic: asks the print service about open print jobs (backs up the status callbacks). */
  'print.sync': periodic('print', (c) => c.PRINT_SYNC_INTERVAL_MS),
  /**
   * Records a paid order's sale in Stripe Tax from its checkout's calculation (the order id is
   * the reference) and stores the tax transaction's id. Retried with backoff while Stripe fails
   * (TAX_RECORD_ATTEMPTS, TAX_RECORD_BACKOFF_MS); never touches the payment or the order's status.
   */
  'tax.record': job('tax', z.object({ orderId: z.uuid() })),
  /** Periodic: enqueues `tax.record` for paid orders whose job was lost (Redis down, say). */
  'tax.sweep': periodic('tax', () => TAX_SWEEP_INTERVAL_MS),
  /**
   * Periodic: removes families' data that is due (RETENTION_* settings): stories without an order
   * not visited for a while, stories their parent deleted once their orders are done, contact
   * messages, unsubscribed newsletter addresses, old orders. `now` (default: the clock) is the
   * time the run judges by.
   */
  'retention.run': periodic(
    'retention',
    (c) => c.RETENTION_INTERVAL_MS,
    z.object({ now: z.iso.datetime({ offset: true }).optional() }),
  ),
} as const;

export type JobName = keyof typeof JOBS;
export type QueueName = (typeof JOBS)[JobName]['queue'];
export type JobPayload<N extends JobName> = z.output<(typeof JOBS)[N]['schema']>;

export const QUEUE_NAMES: readonly QueueName[] = [
  ...new Set(Object.values(JOBS).map((j) => j.queue)),
];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

/** The periodic jobs of the given queues. */
export function periodicJobsOf(queues: readonly QueueName[]): JobName[] {
  return (Object.keys(JOBS) as JobName[]).filter(
    (name) => JOBS[name].every && queues.includes(JOBS[name].queue),
  );
}

export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOBS) as JobName[]).filter((name) => JOBS[name].queue === queue);
}

/** Validates a payload; called when a job is enqueued and again when a worker takes it. */
export function parsePayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOBS[name].schema.parse(data) as JobPayload<N>;
}

/** Deterministic job ids make enqueueing twice harmless. BullMQ forbids ':' in custom ids. */
export const jobIds = {
  storyGenerate: (storyId: string, revision: number) => `story-generate-${storyId}-r${revision}`,
  storyWeave: (storyId: string) => `story-weave-${storyId}`,
  /** `runId` is random per request (a click, a bulk run), so retries of one request share an id. */
  illustrationGenerate: (runId: string, storyId: string, pageNumber: number) =>
    `illustration-generate-${runId}-${storyId}-p${pageNumber < 0 ? `m${-pageNumber}` : pageNumber}`,
  illustrationBulk: (runId: string) => `illustration-bulk-${runId}`,
  /** A story version's automatic pictures: the flow's parent and its one child per page. */
  storyPictures: (storyId: string, revision: number) =>
    `illustration-story-${storyId}-r${revision}`,
  storyPicture: (storyId: string, revision: number, pageNumber: number) =>
    `illustration-auto-${storyId}-r${revision}-p${pageNumber < 0 ? `m${-pageNumber}` : pageNumber}`,
  /** One job per outbox message: enqueueing it twice runs it once. */
  mailSend: (outboxId: string) => `mail-send-${outboxId}`,
  /** `hash` fingerprints what the book is built from: a changed story gets a new job. */
  bookBuild: (storyId: string, hash: string) => `book-build-${storyId}-${hash.slice(0, 16)}`,
  bookPreview: (storyId: string, hash: string) => `book-preview-${storyId}-${hash.slice(0, 16)}`,
  /** Per submission of the order: a resubmission after a rejected job runs as a new job. */
  printSubmit: (orderId: string, submission: number) => `print-submit-${orderId}-s${submission}`,
  /** One job per order: a repeated payment event or a sweep adds no second one. */
  taxRecord: (orderId: string) => `tax-record-${orderId}`,
};

/** Parses `WORKER_QUEUES=story,illustration,book,print,mail,tax,retention` against the registry. */
export function parseQueueList(value: string): QueueName[] {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(QUEUE_NAMES as readonly string[]).includes(n));
  if (unknown.length) {
    throw new Error(
      `WORKER_QUEUES: unknown queue(s) ${unknown.join(', ')}; known: ${QUEUE_NAMES.join(', ')}`,
    );
  }
  if (!names.length) throw new Error('WORKER_QUEUES: name at least one queue');
  return [...new Set(names)] as QueueName[];
}
