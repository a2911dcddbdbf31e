import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { EchoAnswer, EchoTask } from '../test/echo-thread';
import { ThreadPool } from '.';

jest.setTimeout(60_000);

const FIXTURES = join(__dirname, '../test');

describe('ThreadPool', () => {
  const pools: ThreadPool<unknown, unknown>[] = [];
  const echoPool = (threads = 1, workerData?: unknown) => {
    const pool = new ThreadPool<EchoTask, EchoAnswer>({
      dir: FIXTURES,
      name: 'echo-thread',
      threads,
      label: 'echo',
      workerData,
    });
    pools.push(pool as ThreadPool<unknown, unknown>);
    return pool;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('runs the thread file from the TypeScript sources in another thread, with its workerData', async () => {
    const answer = await echoPool(1, { size: 7 }).run({ op: 'double', value: 21 });
    expect(answer.value).toBe(42);
    expect(answer.threadId).not.toBe(threadId);
    expect(answer.workerData).toEqual({ size: 7 });
  });

  it('runs no more tasks at once than it has threads', async () => {
    const pool = echoPool(2);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((value) => pool.run({ op: 'double', value, ms: 50 })),
    );
    expect(answers.map((a) => a.value)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(new Set(answers.map((a) => a.threadId)).size).toBeLessThanOrEqual(2);
  });

  it("rejects with the thread's error message, and the thread goes on", async () => {
    const pool = echoPool();
    await expect(pool.run({ op: 'throw', message: 'no such picture' })).rejects.toThrow(
      'no such picture',
    );
    await expect(pool.run({ op: 'double', value: 1 })).resolves.toMatchObject({ value: 2 });
  });

  it('fails the task of a thread that stops, and starts another for the next task', async () => {
    const pool = echoPool();
    const first = await pool.run({ op: 'double', value: 1 });
    await expect(pool.run({ op: 'exit' })).rejects.toThrow(/exited with code: 3/);
    const next = await pool.run({ op: 'double', value: 2 });
    expect(next.value).toBe(4);
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('fails the waiting tasks when the thread file cannot load, rather than keeping them', async () => {
    for (const name of ['broken-thread', 'no-such-thread']) {
      const pool = new ThreadPool<number, number>({ dir: FIXTURES, name, threads: 1, label: 't' });
      pools.push(pool as ThreadPool<unknown, unknown>);
      const results = await Promise.allSettled([pool.run(1), pool.run(2)]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      await expect(pool.run(3)).rejects.toThrow(name);
    }
  });

  it('finishes the task in hand on close and fails those waiting, then takes no more', async () => {
    const pool = echoPool();
    await pool.run({ op: 'double', value: 1 }); // the thread is up
    const running = expect(pool.run({ op: 'double', value: 5, ms: 200 })).resolves.toMatchObject({
      value: 10,
    });
    const waiting = expect(pool.run({ op: 'double', value: 6 })).rejects.toThrow(
      'echo pool closed',
    );
    await pool.close();
    await Promise.all([running, waiting]);
    await expect(pool.run({ op: 'double', value: 1 })).rejects.toThrow('echo pool closed');
  });

  it('does not keep the process alive once its threads are idle', () => {
    const root = resolve(__dirname, '../../..');
    const run = spawnSync(
      process.execPath,
      ['--require', require.resolve('tsx/cjs'), join(FIXTURES, 'idle-exit.ts')],
      {
        cwd: root,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.json') },
        encoding: 'utf8',
        timeout: 45_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('answer 42\n');
    expect(run.signal).toBeNull(); // not killed at the timeout: it ended by itself
    expect(run.status).toBe(0);
  });
});
