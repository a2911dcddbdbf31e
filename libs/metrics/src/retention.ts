import { RETENTION_KINDS, type RetentionRemoved } from '@shop/contracts';
import type { Redis } from 'ioredis';

/** The retention job's totals, as a Redis hash: `runs` and one field per kind removed. */
function retentionKey(redisPrefix: string): string {
  return `${redisPrefix}:metrics:retention`;
}

/**
 * Adds one retention run's removals to the cluster's totals (any worker may run it; the API's
 * /metrics reads the totals).
 */
export async function recordRetentionRun(
  redis: Redis,
  redisPrefix: string,
  removed: RetentionRemoved,
): Promise<void> {
  const key = retentionKey(redisPrefix);
  const multi = redis.multi().hincrby(key, 'runs', 1);
  for (const kind of RETENTION_KINDS) multi.hincrby(key, kind, removed[kind]);
  await multi.exec();
}

export interface RetentionTotals {
  runs: number;
  removed: RetentionRemoved;
}

export async function readRetentionTotals(
  redis: Redis,
  redisPrefix: string,
): Promise<RetentionTotals> {
  const fields = await redis.hgetall(retentionKey(redisPrefix));
  const removed = Object.fromEntries(
    RETENTION_KINDS.map((kind) => [kind, Number(fields[kind] ?? 0)]),
  ) as RetentionRemoved;
  return { runs: Number(fields.runs ?? 0), removed };
}
