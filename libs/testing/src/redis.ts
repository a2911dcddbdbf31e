import { Redis } from 'ioredis';
import { testRedisUrl } from './servers';

/** Deletes every key under a prefix (a test file's queues and limits). */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
