import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** How long the shop waits on Postgres, in milliseconds; 0 is no limit. */
export interface DbTimeouts {
  /** To open a connection, or to get one from a full pool. */
  connectMs: number;
  /** For one statement, enforced by the server; the client gives up a little later. */
  statementMs: number;
  /** A transaction left idle this long is ended by the server (its locks released). */
  idleInTransactionMs: number;
}

/** A database that stops answering must fail requests, never hang them and fill the pool. */
const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** The client-side limit: the server's statement timeout plus time for its answer to arrive. */
const CLIENT_MARGIN_MS = 2_000;

export interface DbOptions {
  url: string;
  poolSize?: number;
  timeouts?: DbTimeouts;
  /** Name shown in pg_stat_activity, to tell api, worker and migrate apart. */
  applicationName?: string;
}

export function dataSourceOptions({
  url,
  poolSize = 10,
  applicationName = 'storybook',
  timeouts = DEFAULT_DB_TIMEOUTS,
}: DbOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // Schema changes only ever go through migrations.
    synchronize: false,
    migrationsRun: false,
    poolSize,
    applicationName,
    // Passed to node-postgres's pool: server-side limits as session settings, client-side ones as
    // pool options (they also cover a server that stops answering on an open connection).
    extra: {
      application_name: applicationName,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.statementMs ? timeouts.statementMs + CLIENT_MARGIN_MS : undefined,
    },
  };
}

export function createDataSource(options: DbOptions): DataSource {
  return new DataSource(dataSourceOptions(options));
}
