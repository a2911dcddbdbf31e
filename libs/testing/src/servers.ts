import { existsSync } from 'node:fs';

/** Admin connection used to create one database per test file. */
export function testDatabaseAdminUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
}

/** Whether a Docker engine may answer (then Testcontainers starts Postgres and Redis). */
export function dockerMayAnswer(): boolean {
  if (process.env.TESTCONTAINERS === 'off') return false;
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}
