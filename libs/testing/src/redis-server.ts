import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './servers';
import { waitFor } from './wait';

export interface OwnRedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM, or SIGKILL when `hard`): clients see it as unreachable. */
  stop(opts?: { hard?: boolean }): Promise<void>;
  /** Starts it again on the same port (empty: it keeps no data across a stop). */
  start(): Promise<void>;
}

/** True once a Redis server answers PING at `url`; undefined while it doesn't (for waitFor). */
export async function redisAnswers(url: string): Promise<true | undefined> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined); // refused until the server listens
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' || undefined;
  } catch {
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/**
 * A redis-server of the test's own (Debian's `redis-server`, as installed with Redis), so a
 * test can stop and restart it without touching the shared server.
 */
export async function startRedisServer(): Promise<OwnRedisServer> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(() => redisAnswers(url), {
      timeoutMs: 10_000,
      what: `redis-server on port ${port}`,
    });
  }

  async function stop({ hard = false } = {}): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(hard ? 'SIGKILL' : 'SIGTERM');
    await exited;
  }

  await start();
  return { url, port, stop, start };
}
