import { Client } from 'pg';
import { createDataSource } from './data-source';

/** Arbitrary but fixed: every migrate run of this app takes the same Postgres advisory lock. */
const MIGRATION_LOCK_KEY = 7_316_044_201;

export type MigrationDirection = 'up' | 'down' | 'down-all';

/**
 * Runs migrations under a session-level advisory lock so two runs (two deploy jobs, two
 * `make start`s) never race: the second waits, then finds nothing left to do.
 * Returns the names of the migrations applied or reverted.
 */
export async function migrate(
  url: string,
  direction: MigrationDirection = 'up',
): Promise<string[]> {
  const lock = new Client({ connectionString: url, application_name: 'storybook-migrate-lock' });
  await lock.connect();
  // A migration may rewrite a large table: no statement limit, but never wait forever to connect.
  const ds = createDataSource({
    url,
    poolSize: 2,
    applicationName: 'storybook-migrate',
    timeouts: { connectMs: 10_000, statementMs: 0, idleInTransactionMs: 0 },
  });
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await ds.initialize();
    if (direction === 'up') {
      const applied = await ds.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    }
    const reverted: string[] = [];
    do {
      const executed = await ds
        .query(`SELECT name FROM "migrations" ORDER BY "id" DESC LIMIT 1`)
        .catch(() => []);
      if (!executed.length) break;
      await ds.undoLastMigration({ transaction: 'each' });
      reverted.push(executed[0].name as string);
    } while (direction === 'down-all');
    return reverted;
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
