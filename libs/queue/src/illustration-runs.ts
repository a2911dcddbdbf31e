import { Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { jobIds } from './registry';

/**
 * Redis keys of illustration runs, under the instance's REDIS_PREFIX. None of them describes a
 * story's pictures (the story_illustrations rows are the only record of those, owned by
 * IllustrationRepository in libs/db): they hold a run's control flag and the paid-call budget.
 */
export const illustrationKeys = {
  /** Set when the operator cancels a bulk run; its children check it before drawing. */
  cancelled: (redisPrefix: string, runId: string) =>
    `${redisPrefix}:illustration:cancelled:${runId}`,
  /** Paid image-AI calls a story has made (the per-story cap). */
  calls: (redisPrefix: string, storyId: string) => `${redisPrefix}:illustration:calls:${storyId}`,
};

/** The queue's own ioredis connection (BullMQ's Redis backend), for the few keys runs keep beside it. */
export async function queueRedis(queue: Queue): Promise<Redis> {
  return (await queue.getBackend().client) as unknown as Redis;
}

/** How long a cancelled run's flag is kept (longer than any run lasts). */
const CANCELLED_TTL_S = 30 * 24 * 3600;

/** The operator stopped a bulk run: its children still waiting see it and draw nothing. */
export async function markBulkRunCancelled(
  queue: Queue,
  redisPrefix: string,
  runId: string,
): Promise<void> {
  const redis = await queueRedis(queue);
  await redis.set(illustrationKeys.cancelled(redisPrefix, runId), '1', 'EX', CANCELLED_TTL_S);
}

export async function isBulkRunCancelled(
  queue: Queue,
  redisPrefix: string,
  runId: string,
): Promise<boolean> {
  const redis = await queueRedis(queue);
  return (await redis.exists(illustrationKeys.cancelled(redisPrefix, runId))) === 1;
}

const BULK_PREFIX = 'illustration-bulk-';

/** The run id of a bulk job, from its (deterministic) job id. */
export function bulkRunIdOf(jobId: string | undefined): string | null {
  return jobId?.startsWith(BULK_PREFIX) ? jobId.slice(BULK_PREFIX.length) : null;
}

/** What the bulk job records in its data once it has planned its children. */
export interface BulkPlan {
  stories: number;
  total: number;
}

export interface BulkRunCounts {
  state: 'queued' | 'running' | 'completed' | 'cancelling' | 'cancelled';
  stories: number;
  total: number;
  done: number;
  failed: number;
}

/**
 * Counts of a bulk run, read from BullMQ's own bookkeeping of the flow: children processed
 * (done), children failed for good (ignored dependencies: failed), and those still to run.
 */
export async function readBulkRun(
  queue: Queue,
  redisPrefix: string,
  runId: string,
): Promise<BulkRunCounts | null> {
  const job = await Job.fromId(queue, jobIds.illustrationBulk(runId));
  if (!job) return null;
  const plan = (job.data as { plan?: BulkPlan }).plan;
  const cancelled = await isBulkRunCancelled(queue, redisPrefix, runId);
  const counts = await job.getDependenciesCount({
    processed: true,
    ignored: true,
    unprocessed: true,
  });
  const done = counts.processed ?? 0;
  const failed = counts.ignored ?? 0;
  const state = await job.getState();
  const finished = state === 'completed' || state === 'failed';
  return {
    state: cancelled
      ? finished
        ? 'cancelled'
        : 'cancelling'
      : finished
        ? 'completed'
        : plan
          ? 'running'
          : 'queued',
    stories: plan?.stories ?? 0,
    total: plan?.total ?? 0,
    done,
    failed,
  };
}
