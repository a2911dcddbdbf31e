import type { Config } from '@shop/config';
import type { JobsOptions } from 'bullmq';
import { jobIds } from './registry';

/** Retries with exponential backoff; failed jobs are kept for inspection, done ones pruned. */
export function defaultJobOptions(attempts: number, backoffMs: number): JobsOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 5000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  };
}

/**
 * `tax.record` of an order: under the order's job id (added once, whoever asks), retried for
 * hours while Stripe fails, since the sale must reach Stripe's tax reports eventually.
 */
export function taxRecordJobOptions(
  config: Pick<Config, 'TAX_RECORD_ATTEMPTS' | 'TAX_RECORD_BACKOFF_MS'>,
  orderId: string,
): JobsOptions & { jobId: string } {
  return {
    jobId: jobIds.taxRecord(orderId),
    attempts: config.TAX_RECORD_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.TAX_RECORD_BACKOFF_MS },
  };
}
