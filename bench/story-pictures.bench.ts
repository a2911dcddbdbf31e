/**
 * Pictures for every story, measured with one worker process (the default settings: every queue,
 * WORKER_CONCURRENCY 4, one render thread, the built-in story engine and illustrator).
 *
 *   npx tsx bench/story-pictures.bench.ts
 *
 * 1. One story at a time (BENCH_SEQUENTIAL, 10), pictures on: queued → ready (the text; target p50
 *    ≤ 50 ms), then ready → the last of its 12 screen-size pictures stored (target ≤ 2 s).
 * 2. A burst (BENCH_BURST, 20 stories queued at once): queued → ready p50 / p95 with pictures on,
 *    beside its anchor, the same burst on a worker that does not draw pictures (WORKER_QUEUES
 *    without `illustration`, a separate process). Target: the burst is not slowed by its own
 *    pictures (p50 ratio on / anchor ≤ 1.2).
 * Times come from Postgres (the story row's createdAt and the updatedAt of its ready write; the
 * pictures' createdAt), so polling adds nothing to them. Writes bench/results/story-pictures.json
 * (writeBenchResult). The pipeline's throughput and latency beside their anchors:
 * story-pipeline.bench.ts.
 * Settings: BENCH_SEQUENTIAL, BENCH_BURST, TEST_DATABASE_URL / TEST_REDIS_URL.
 */
import { defaultJobOptions, jobIds } from '@shop/queue';
import { createTestDatabase, deleteRedisPrefix, testRedisUrl } from '@shop/testing';
import { Queue } from 'bullmq';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildServer, migrateDatabase, ROOT } from './support/build-server';
import { until } from './support/until';
import { writeBenchResult } from './support/summary';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 20);
const SET_TARGET_MS = 2000;
const READY_TARGET_MS = 50;
const BURST_RATIO_TARGET = 1.2;
const ANIMALS = ['fox', 'owl', 'bear', 'rabbit', 'panda', 'lion', 'turtle'];

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const percentile = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How often a wait for stories asks the database again. */
const POLL_MS = 20;

interface Shop {
  c: Client;
  story: Queue;
  close(): Promise<void>;
}

/** A scratch database and Redis prefix, migrated, with one built worker serving `queues`. */
async function startShop(out: string, queues: string): Promise<Shop> {
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'story-pictures-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: storageDir,
    WORKER_QUEUES: queues,
  };
  migrateDatabase(out, env);
  const worker: ChildProcess = spawn('node', [join(out, 'services/worker/src/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const c = new Client({ connectionString: db.url });
  await c.connect();
  const redis = new URL(testRedisUrl());
  const story = new Queue('story', {
    connection: { host: redis.hostname, port: Number(redis.port || 6379) },
    prefix: `${redisPrefix}:bull`,
  });
  await sleep(2000); // the worker connects
  return {
    c,
    story,
    async close() {
      if (worker.exitCode === null) {
        worker.kill('SIGTERM');
        await new Promise((r) => worker.once('exit', r));
      }
      await story.close();
      await c.end();
      await deleteRedisPrefix(redisPrefix);
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Queues `n` stories as the API does (row, then `story.generate`); returns their ids. */
async function queueStories(shop: Shop, n: number, offset: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { rows } = await shop.c.query(
      `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, "ageRange", "requestedWordCount", seed, "generationStatus")
       VALUES ($1, 'Mia', $2, 'kindness', 'early-elementary', 1200, $3, 'queued') RETURNING id`,
      [randomUUID(), ANIMALS[(offset + i) % ANIMALS.length], 7919 * (offset + i + 1)],
    );
    ids.push(rows[0].id as string);
  }
  await shop.story.addBulk(
    ids.map((storyId) => ({
      name: 'story.generate',
      data: { storyId },
      opts: { ...defaultJobOptions(3, 2000), jobId: jobIds.storyGenerate(storyId, 1) },
    })),
  );
  return ids;
}

/** queued → ready (ms, from the row's own timestamps) of finished stories; null while writing. */
async function readyTimes(shop: Shop, ids: string[]): Promise<number[] | null> {
  const { rows } = await shop.c.query(
    `SELECT "generationStatus" AS status,
            EXTRACT(EPOCH FROM ("updatedAt" - "createdAt")) * 1000 AS ms
       FROM stories WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  if (rows.some((r) => r.status === 'failed')) throw new Error('a story failed');
  return rows.every((r) => r.status === 'ready') ? rows.map((r) => Number(r.ms)) : null;
}

/** ready → the 12th screen picture stored (ms); null while drawing. */
async function setTime(shop: Shop, id: string): Promise<number | null> {
  const { rows } = await shop.c.query(
    `SELECT COUNT(DISTINCT i."pageNumber")::int AS n,
            EXTRACT(EPOCH FROM (MAX(i."createdAt") - s."updatedAt")) * 1000 AS ms
       FROM stories s JOIN story_illustrations i ON i."storyId" = s.id
      WHERE s.id = $1 GROUP BY s."updatedAt"`,
    [id],
  );
  return rows[0]?.n === 12 ? Number(rows[0].ms) : null;
}

async function sequential(out: string) {
  const shop = await startShop(out, 'story,illustration,book,print,mail');
  try {
    const ready: number[] = [];
    const set: number[] = [];
    for (let i = 0; i < SEQUENTIAL + 1; i++) {
      const [id] = await queueStories(shop, 1, i);
      const [r] = await until(() => readyTimes(shop, [id!]), 30_000, POLL_MS);
      const s = await until(() => setTime(shop, id!), 60_000, POLL_MS);
      if (i === 0) continue; // warm-up: the first picture starts the render thread
      ready.push(r!);
      set.push(s);
    }
    return {
      stories: SEQUENTIAL,
      readyMs: { p50: round(percentile(ready, 50)), max: round(Math.max(...ready)) },
      fullSetAfterTextMs: {
        p50: round(percentile(set, 50)),
        p95: round(percentile(set, 95)),
        max: round(Math.max(...set)),
      },
    };
  } finally {
    await shop.close();
  }
}

async function burst(out: string, queues: string) {
  const shop = await startShop(out, queues);
  try {
    // Warm-up: one story (and, with pictures on, its set) before the burst.
    const warm = await queueStories(shop, 1, 100);
    await until(() => readyTimes(shop, warm), 30_000, POLL_MS);
    if (queues.includes('illustration'))
      await until(() => setTime(shop, warm[0]!), 60_000, POLL_MS);
    const ids = await queueStories(shop, BURST, 200);
    const times = await until(() => readyTimes(shop, ids), 60_000, POLL_MS);
    return {
      stories: BURST,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(Math.max(...times)),
    };
  } finally {
    await shop.close();
  }
}

async function main(): Promise<void> {
  const out = buildServer('story-pictures-bench', 'services/worker/src/main.js');
  console.log(`One story at a time (${SEQUENTIAL}), pictures on…`);
  const seq = await sequential(out);
  console.log(JSON.stringify(seq));
  console.log(`A burst of ${BURST} stories, pictures on…`);
  const on = await burst(out, 'story,illustration,book,print,mail');
  console.log(JSON.stringify(on));
  console.log(`The same burst on a worker that draws no pictures (anchor)…`);
  const off = await burst(out, 'story,book,print,mail');
  console.log(JSON.stringify(off));

  const ratio = round(on.p50Ms / off.p50Ms, 2);
  const setOk = seq.fullSetAfterTextMs.p50 <= SET_TARGET_MS;
  const readyOk = seq.readyMs.p50 <= READY_TARGET_MS;
  const burstOk = ratio <= BURST_RATIO_TARGET;
  console.log(
    `\n${setOk ? 'PASS' : 'FAIL'}  full screen set ${seq.fullSetAfterTextMs.p50} ms after the text (p50; max ${seq.fullSetAfterTextMs.max} ms; target ≤ ${SET_TARGET_MS} ms)` +
      `\n${readyOk ? 'PASS' : 'FAIL'}  generate → ready p50 ${seq.readyMs.p50} ms with pictures on (target ≤ ${READY_TARGET_MS} ms)` +
      `\n${burstOk ? 'PASS' : 'FAIL'}  burst of ${BURST}: generate → ready p50 ${on.p50Ms} ms with pictures on, ${off.p50Ms} ms without (anchor), ratio ${ratio} (target ≤ ${BURST_RATIO_TARGET})`,
  );
  writeBenchResult(
    'story-pictures',
    [
      {
        what: 'full screen set after the text, p50',
        shop: seq.fullSetAfterTextMs.p50,
        unit: 'ms',
        higherIsBetter: false,
        bar: `<= ${SET_TARGET_MS} ms`,
        pass: setOk,
      },
      {
        what: `burst of ${BURST}: generate → ready p50, pictures on`,
        shop: on.p50Ms,
        unit: 'ms',
        anchor: { name: 'same burst, worker drawing no pictures', value: off.p50Ms },
        higherIsBetter: false,
        bar: `<= ${BURST_RATIO_TARGET}x anchor`,
        pass: burstOk,
      },
    ],
    {
      worker: 'one process, all queues, WORKER_CONCURRENCY 4, one render thread, built-in engines',
      sequential: seq,
      burst: { picturesOn: on, anchorPicturesOff: off, ratio },
      targets: {
        fullSetAfterTextMs: SET_TARGET_MS,
        readyP50Ms: READY_TARGET_MS,
        burstRatio: BURST_RATIO_TARGET,
      },
      pass: { fullSet: setOk, readyP50: readyOk, burstNotSlowed: burstOk },
    },
  );
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
