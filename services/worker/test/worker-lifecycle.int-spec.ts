import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Story } from '@shop/contracts';
import { bullPrefix, jobIds, workerRedisOptions } from '@shop/queue';
import {
  createTestDatabase,
  deleteRedisPrefix,
  type TestDatabase,
  testConfig,
  testRedisUrl,
  uniquePrefix,
  waitFor,
} from '@shop/testing';
import { QueueEvents } from 'bullmq';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../../api/src/app';
import { VALID_STORY } from '../../../test/support/stories';

/**
 * Runs the built worker as a real process (so it can be killed), against the real API,
 * Postgres and Redis. Needs `npm run build:server` first (make test builds before this).
 */
const WORKER_MAIN = resolve(__dirname, '../../../dist/services/worker/src/main.js');

describe('worker processes: crash recovery and graceful shutdown', () => {
  let db: TestDatabase;
  let api: NestFastifyApplication;
  let events: QueueEvents;
  let env: Record<string, string>;
  const children: ChildProcess[] = [];
  const completed = new Map<string, number>();
  const stalled = new Set<string>();

  beforeAll(async () => {
    if (!existsSync(WORKER_MAIN))
      throw new Error(`${WORKER_MAIN} is missing: run npm run build:server first`);
    db = await createTestDatabase();
    const prefix = uniquePrefix('crash');
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      // Ten paced steps make a job last ~3 s, long enough to kill a worker in the middle of it.
      STORY_ENGINE_STEP_DELAY_MS: '300',
      WORKER_LOCK_DURATION_MS: '2000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      WORKER_CONCURRENCY: '1',
    };
    api = await createApp(testConfig(db.url, { REDIS_PREFIX: prefix }));
    await api.init();
    await api.getHttpAdapter().getInstance().ready();
    events = new QueueEvents('story', {
      connection: workerRedisOptions(testRedisUrl()),
      prefix: bullPrefix(prefix),
    });
    events.on('completed', ({ jobId }) => completed.set(jobId, (completed.get(jobId) ?? 0) + 1));
    events.on('stalled', ({ jobId }) => stalled.add(jobId));
    await events.waitUntilReady();
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await events?.close();
    await api?.close();
    if (env) await deleteRedisPrefix(env.REDIS_PREFIX!);
    await db?.drop();
  });

  /** How a process ended: Nest re-raises SIGTERM after a graceful close, so either form is clean. */
  type Exit = { code: number | null; signal: NodeJS.Signals | null };
  const cleanExit = (e: Exit) => e.code === 0 || (e.code === null && e.signal === 'SIGTERM');

  function startWorker(): { child: ChildProcess; ready: Promise<void>; exited: Promise<Exit> } {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const ready = new Promise<void>((resolveReady, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Worker ready')) resolveReady();
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) =>
        reject(new Error(`worker exited (${code}) before ready:\n${output}`)),
      );
    });
    const exited = new Promise<Exit>((r) =>
      child.once('exit', (code, signal) => r({ code, signal })),
    );
    return { child, ready, exited };
  }

  async function createStory(): Promise<{ id: string; cookie: string }> {
    const res = await api.inject({
      method: 'POST',
      url: '/api/stories/generate',
      payload: VALID_STORY,
    });
    expect(res.statusCode).toBe(202);
    const cookie = res.cookies.find((c) => c.name === 'sb_visitor')!.value;
    return { id: (res.json() as Story).id, cookie };
  }

  async function readStory(id: string, cookie: string): Promise<Story> {
    return (
      await api.inject({
        method: 'GET',
        url: `/api/stories/${id}`,
        cookies: { sb_visitor: cookie },
      })
    ).json() as Story;
  }

  it('retries a job whose worker was killed mid-job; the story ends ready, written once', async () => {
    const first = startWorker();
    await first.ready;
    const { id, cookie } = await createStory();
    const jobId = jobIds.storyGenerate(id, 1);

    await waitFor(async () => ((await readStory(id, cookie)).progress > 5 ? true : undefined), {
      what: 'the job to be under way',
    });
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await readStory(id, cookie)).generationStatus).toBe('generating');

    const second = startWorker();
    await second.ready;
    const story = await waitFor(
      async () => {
        const s = await readStory(id, cookie);
        return s.generationStatus === 'ready' ? s : undefined;
      },
      { timeoutMs: 30_000, what: 'the story to be ready after the crash' },
    );
    expect(story.content).toContain('Mia');
    expect(stalled.has(jobId)).toBe(true);
    await waitFor(async () => (completed.has(jobId) ? true : undefined), {
      what: 'the completed event',
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(completed.get(jobId)).toBe(1);

    second.child.kill('SIGTERM');
    expect(cleanExit(await second.exited)).toBe(true);
  });

  it('on SIGTERM finishes the job in hand before exiting', async () => {
    const worker = startWorker();
    await worker.ready;
    const { id, cookie } = await createStory();
    await waitFor(async () => ((await readStory(id, cookie)).progress > 5 ? true : undefined), {
      what: 'the job to be under way',
    });
    worker.child.kill('SIGTERM');
    expect(cleanExit(await worker.exited)).toBe(true);
    const story = await readStory(id, cookie);
    expect(story.generationStatus).toBe('ready');
    expect(story.content.length).toBeGreaterThan(1000);
  });
});
