import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';

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

/** A free TCP port on 127.0.0.1 (nothing listens on it once this returns). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
