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
    ...overrides,
  };
}

/** Worker connections must retry forever: BullMQ requires `maxRetriesPerRequest: null`. */
export function workerRedisOptions(url: string): RedisOptions {
  return redisOptions(url, { maxRetriesPerRequest: null });
}

/** Key prefix for BullMQ under the instance's REDIS_PREFIX. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}
