import { type Config, type ConfigInput, loadConfig } from '@shop/config';
import { randomBytes } from 'node:crypto';
import { testRedisUrl } from './servers';

/** A Redis key prefix of its own, so test files never see each other's queues or limits. */
export function uniquePrefix(label = 't'): string {
  return `${label}-${randomBytes(5).toString('hex')}`;
}

/** Configuration for a test: quiet logs, its own Redis prefix, no web build. */
export function testConfig(databaseUrl: string, overrides: ConfigInput = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniquePrefix(),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    JOB_BACKOFF_MS: '100',
    ...overrides,
  });
}
