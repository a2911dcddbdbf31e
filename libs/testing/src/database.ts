import { migrate } from '@shop/db';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { testDatabaseAdminUrl } from './servers';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file, migrated unless asked not to; `drop()` removes it. */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const name = `storybook_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testDatabaseAdminUrl());
  url.pathname = `/${name}`;
  const db: TestDatabase = {
    name,
    url: url.toString(),
    drop: () =>
      admin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
  if (migrated) await migrate(db.url, 'up');
  return db;
}
