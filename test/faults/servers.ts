import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, redisAnswers, waitFor } from '@shop/testing';

/** Debian's PostgreSQL server programs (initdb, pg_ctl): on PATH, or in /usr/lib/postgresql. */
function postgresBin(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse()) {
      const path = join(root, version, 'bin', name);
      if (existsSync(path)) return path;
    }
  }
  throw new Error(
    `${name} not found: install Debian's postgresql package (scripts/setup.sh does, as root)`,
  );
}

/** Postgres refuses to run as root: as root, its programs run as the `postgres` system user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

export interface OwnPostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster of the suite's own (initdb into a temp dir, pg_ctl on a free port). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const run = (command: string, args: string[]) => {
    const [cmd, argv] = asPostgresUser(command, args);
    execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  run(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    run(postgresBin('pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    await waitFor(
      async () => {
        const c = new Client({ connectionString: url });
        try {
          await c.connect();
          return true;
        } catch {
          return undefined;
        } finally {
          await c.end().catch(() => undefined);
        }
      },
      { timeoutMs: 20_000, what: 'the suite’s Postgres' },
    );
  };
  await start();
  return {
    url,
    start,
    // Fast shutdown: open sessions are cut, as when a database server goes away.
    stop: async () => run(postgresBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: async () => {
      try {
        run(postgresBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Removes the stopped server's data: the next start is a Redis that lost everything. */
  forget(): void;
  destroy(): Promise<void>;
}

/**
 * A redis-server of the suite's own that keeps its data across a stop (append-only file, synced
 * on every write), like a production Redis: a restart must not lose the queues.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'faults-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(() => redisAnswers(url), { timeoutMs: 10_000, what: 'the suite’s redis-server' });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    start,
    stop,
    forget: () => {
      for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true });
    },
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
