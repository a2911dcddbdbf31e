import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createDataSource, type DbTimeouts } from './data-source';

const SHORT: DbTimeouts = { connectMs: 500, statementMs: 400, idleInTransactionMs: 600 };

/** A TCP hop in front of Postgres that can stop forwarding, like a database that stops answering. */
async function freezableProxy(
  target: URL,
): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (d) => !frozen && upstream.write(d));
    upstream.on('data', (d) => !frozen && client.write(d));
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    freeze: () => void (frozen = true),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function within<T>(
  ms: number,
  work: Promise<T>,
): Promise<'timed out' | { value?: T; error?: Error }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>(
    (resolve) => (timer = setTimeout(() => resolve('timed out'), ms)),
  );
  const settled = work.then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('Postgres timeouts: a slow or silent database fails requests instead of hanging them', () => {
  let db: TestDatabase;
  const open: DataSource[] = [];
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterAll(async () => {
    for (const ds of open) if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    await db.drop();
  });

  async function source(url: string, poolSize = 2): Promise<DataSource> {
    const ds = createDataSource({ url, poolSize, timeouts: SHORT });
    open.push(ds);
    await ds.initialize();
    return ds;
  }

  it('cancels a statement that runs past the statement timeout', async () => {
    const ds = await source(db.url);
    const r = await within(5_000, ds.query('SELECT pg_sleep(3)'));
    expect(r).not.toBe('timed out');
    expect((r as { error?: Error }).error?.message).toMatch(/statement timeout/);
  });

  it('ends a transaction left idle, releasing its connection', async () => {
    const ds = await source(db.url);
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await new Promise((r) => setTimeout(r, 1_200));
    // The server ended the session: the runner can't go on with the abandoned transaction.
    const r = await within(3_000, runner.query('SELECT 1'));
    expect(r).not.toBe('timed out');
    expect((r as { error?: Error }).error).toBeDefined();
    await runner.release().catch(() => undefined);
    expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('a full pool answers with an error after the connect timeout', async () => {
    const ds = await source(db.url, 1);
    const runner = ds.createQueryRunner();
    await runner.connect(); // holds the pool's only connection
    try {
      const r = await within(5_000, ds.query('SELECT 1'));
      expect(r).not.toBe('timed out');
      expect((r as { error?: Error }).error?.message).toMatch(/timeout/i);
    } finally {
      await runner.release();
    }
  });

  it('a database that stops answering mid-connection fails the query on the client', async () => {
    const proxy = await freezableProxy(new URL(db.url));
    try {
      const ds = await source(proxy.url);
      expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      proxy.freeze();
      const r = await within(10_000, ds.query('SELECT 1'));
      expect(r).not.toBe('timed out');
      expect((r as { error?: Error }).error?.message).toMatch(/timeout/i);
    } finally {
      await proxy.close();
    }
  });
});
