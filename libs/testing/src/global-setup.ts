import { dockerMayAnswer } from './servers';

type Stoppable = { stop(): Promise<unknown> };
declare global {
  var __TEST_CONTAINERS__: Stoppable[] | undefined;
}

/**
 * Integration tests run against real Postgres and Redis: Testcontainers where a Docker engine
 * answers, else the servers named by TEST_DATABASE_URL / TEST_REDIS_URL (default: local ones).
 * Env vars set here reach the test workers, which start after this.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL || process.env.TEST_REDIS_URL || !dockerMayAnswer()) return;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const { RedisContainer } = await import('@testcontainers/redis');
    const [pg, redis] = await Promise.all([
      new PostgreSqlContainer('postgres:16-alpine')
        .withUsername('postgres')
        .withPassword('postgres')
        .start(),
      new RedisContainer('redis:7-alpine').start(),
    ]);
    globalThis.__TEST_CONTAINERS__ = [pg, redis];
    process.env.TEST_DATABASE_URL = pg.getConnectionUri().replace(/\/[^/]*$/, '/postgres');
    process.env.TEST_REDIS_URL = redis.getConnectionUrl();
  } catch (err) {
    console.warn(
      `Testcontainers unavailable (${(err as Error).message}); using local Postgres and Redis.`,
    );
  }
}
