import type { JobsOptions } from 'bullmq';

/** Retries with exponential backoff; failed jobs are kept for inspection, done ones pruned. */
export function defaultJobOptions(attempts: number, backoffMs: number): JobsOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 5000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  };
}
