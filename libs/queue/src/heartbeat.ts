import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import type { QueueName } from './registry';

/** A worker counts as alive while its last heartbeat is younger than this. */
const WORKER_HEARTBEAT_TTL_MS = 30_000;
/** How often a worker says it is alive (several beats fit in one TTL). */
export const WORKER_HEARTBEAT_EVERY_MS = 10_000;

const keyPrefix = (redisPrefix: string) => `${redisPrefix}:workers:`;

export interface WorkerBeat {
  id: string;
  queues: QueueName[];
  at: string;
}

/** Records that this worker process is alive and which queues it serves, as a key that expires. */
export async function beat(redis: Redis, redisPrefix: string, queues: QueueName[]): Promise<void> {
  const id = `${hostname()}:${process.pid}`;
  const value: WorkerBeat = { id, queues, at: new Date().toISOString() };
  await redis.set(
    `${keyPrefix(redisPrefix)}${id}`,
    JSON.stringify(value),
    'PX',
    WORKER_HEARTBEAT_TTL_MS,
  );
}

/** Forgets this worker at once (a clean stop), instead of waiting for its heartbeat to expire. */
export async function forget(redis: Redis, redisPrefix: string): Promise<void> {
  await redis.del(`${keyPrefix(redisPrefix)}${hostname()}:${process.pid}`);
}

/** The workers whose heartbeat has not expired. */
export async function liveWorkers(redis: Redis, redisPrefix: string): Promise<WorkerBeat[]> {
  const beats: WorkerBeat[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(
      cursor,
      'MATCH',
      `${keyPrefix(redisPrefix)}*`,
      'COUNT',
      100,
    );
    cursor = next;
    if (keys.length === 0) continue;
    for (const raw of await redis.mget(...keys)) if (raw) beats.push(JSON.parse(raw) as WorkerBeat);
  } while (cursor !== '0');
  return beats;
}
