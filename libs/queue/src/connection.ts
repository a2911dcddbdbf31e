import type { RedisOptions } from 'bullmq';

/** Redis connection options (ioredis shape, as BullMQ takes them) from a redis:// or rediss:// URL. */
export function redisOptions(url: string, overrides: RedisOptions = {}): RedisOptions {
  const u = new URL(url);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    retryStrategy: reconnectDelay,
    ...overrides,
  };
}

/**
 * Reconnects soon after Redis returns: at most a second between tries (BullMQ's own default
 * waits up to 20 s, during which every enqueue fails although Redis is back).
 */
function reconnectDelay(times: number): number {
  return Math.min(times * 100, 1000);
}

/** Worker connections must retry forever: BullMQ requires `maxRetriesPerRequest: null`. */
export function workerRedisOptions(url: string): RedisOptions {
  return redisOptions(url, { maxRetriesPerRequest: null });
}

/**
 * Producers (the API) fail fast instead: no offline queue and one retry, so adding a job while
 * Redis is unreachable fails within ENQUEUE_TIMEOUT_MS and the request can answer 503 (or fall
 * back), where a patient connection would hang it until Redis returns.
 */
export function producerRedisOptions(url: string): RedisOptions {
  return redisOptions(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: ENQUEUE_TIMEOUT_MS,
  });
}

/** The longest a request waits to add a job. */
export const ENQUEUE_TIMEOUT_MS = 3_000;

/** Adding a job failed because Redis did not answer in time: the caller may answer 503. */
export class QueueUnavailableError extends Error {
  override readonly name = 'QueueUnavailableError';
  constructor(cause?: unknown) {
    super('The job queue is unavailable', { cause });
  }
}

/** Key prefix for BullMQ under the instance's REDIS_PREFIX. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}
