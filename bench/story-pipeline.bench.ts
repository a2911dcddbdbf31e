/**
 * The story pipeline through the real API and one worker process (built, every queue, the default
 * settings, automatic pictures on), beside its anchors measured in the same run:
 *
 *   npx tsx bench/story-pipeline.bench.ts
 *
 * 1. One story at a time (BENCH_SEQUENTIAL, 20, after 2 warm-ups): `POST /api/stories/generate`
 *    sent → the story's ready write (its `updatedAt`, same clock), p50/p95. Each story's 12 screen
 *    pictures are drawn before the next is posted. Anchor: a raw BullMQ no-op round trip (add, a
 *    worker completes it, the producer sees completion), bench/anchors/bullmq-round-trip.ts.
 * 2. A burst (BENCH_BURST, 400 stories posted at once, one visitor each) whose clients poll
 *    `GET /api/stories/{id}` every second: all ready, 0 lost, stories/s from the first POST sent to
 *    the last ready write. Anchor: the engine alone, composeStory on one core,
 *    bench/anchors/story-engine-alone.ts.
 * Anchors run as their own processes, before the shop starts (nothing else of the bench runs then).
 * Writes bench/results/story-pipeline.json. Settings: BENCH_SEQUENTIAL, BENCH_BURST,
 * BENCH_REUSE_BUILD, TEST_DATABASE_URL / TEST_REDIS_URL; the shop's own (WORKER_CONCURRENCY…) pass
 * through to the API and the worker.
 */
import { createTestDatabase, deleteRedisPrefix, freePort, testRedisUrl } from '@shop/testing';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildServer, migrateDatabase, ROOT } from './support/build-server';
import { until } from './support/until';
import { waitForHealth } from './support/serve';
import { writeBenchResult } from './support/summary';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 20);
const BURST = Number(process.env.BENCH_BURST ?? 400);
const BURST_TIMEOUT_MS = 180_000;
const POLL_MS = 1000;
const BARS = { storiesPerSecond: 150, readyP50Ms: 25, lost: 0 };
const ANIMALS = ['fox', 'owl', 'bear', 'rabbit', 'panda', 'lion', 'turtle'];

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const percentile = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How often the bench's own waits ask the database again (the clients poll every POLL_MS). */
const WAIT_MS = 2;

/** Runs an anchor script in its own process; returns the JSON line it prints. */
function anchor<T>(script: string, args: string[]): T {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: testRedisUrl() },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as T;
}

interface Shop {
  base: string;
  pg: Client;
  close(): Promise<void>;
}

/** A scratch database and Redis prefix, migrated, the built API and one built worker. */
async function startShop(out: string): Promise<Shop> {
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'story-pipeline-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The burst comes from one address: the per-IP limit would refuse it (not what is measured).
    STORY_RATE_LIMIT_PER_IP: String(10 * BURST),
  };
  migrateDatabase(out, env);
  const start = (entry: string) =>
    spawn('node', [join(out, entry)], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const api: ChildProcess = start('services/api/src/main.js');
  const worker: ChildProcess = start('services/worker/src/main.js');
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, api, { name: 'API', timeoutMs: 60_000 });
  await sleep(2000); // the worker connects
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  const stop = async (p: ChildProcess) => {
    if (p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGTERM');
    // Pollers' keep-alive connections can hold a closing API open: it has done its part by then.
    const timer = setTimeout(() => p.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    base,
    pg,
    async close() {
      await Promise.all([stop(api), stop(worker)]);
      await pg.end();
      await deleteRedisPrefix(redisPrefix);
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Posts one story as a new visitor; returns its id and the visitor's cookie. */
async function post(shop: Shop, i: number): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${shop.base}/api/stories/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      childName: 'Mia',
      animal: ANIMALS[i % ANIMALS.length],
      theme: 'kindness',
      ageRange: 'early-elementary',
      wordCount: 1200,
    }),
  });
  if (res.status !== 202) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { id } = (await res.json()) as { id: string };
  return { id, cookie };
}

/** Epoch ms of each story's ready write (null while any is not ready); throws if one failed. */
async function readyAt(shop: Shop, ids: string[]): Promise<Map<string, number> | null> {
  const { rows } = await shop.pg.query(
    `SELECT id, "generationStatus" AS status, EXTRACT(EPOCH FROM "updatedAt") * 1000 AS at
       FROM stories WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  if (rows.some((r) => r.status === 'failed')) throw new Error('a story failed');
  if (rows.length < ids.length || rows.some((r) => r.status !== 'ready')) return null;
  return new Map(rows.map((r) => [r.id as string, Number(r.at)]));
}

async function pictureCount(shop: Shop, id: string): Promise<number> {
  const { rows } = await shop.pg.query(
    `SELECT COUNT(DISTINCT "pageNumber")::int AS n FROM story_illustrations WHERE "storyId" = $1`,
    [id],
  );
  return rows[0].n as number;
}

async function sequential(shop: Shop) {
  const ready: number[] = [];
  const posted: number[] = [];
  for (let i = 0; i < SEQUENTIAL + 2; i++) {
    const sent = Date.now();
    const { id } = await post(shop, i);
    const answered = Date.now();
    const at = (await until(() => readyAt(shop, [id]), 30_000, WAIT_MS)).get(id)!;
    await until(async () => ((await pictureCount(shop, id)) >= 12 ? true : null), 60_000, WAIT_MS);
    if (i < 2) continue; // warm-up: the first ones start connections and the render thread
    ready.push(at - sent);
    posted.push(answered - sent);
  }
  return {
    stories: SEQUENTIAL,
    generateToReadyMs: {
      p50: round(percentile(ready, 50)),
      p95: round(percentile(ready, 95)),
      max: round(Math.max(...ready)),
    },
    postAnsweredMs: { p50: round(percentile(posted, 50)) },
  };
}

/** A client that polls its story every second, as the story page does, until it is ready. */
async function pollUntilReady(shop: Shop, id: string, cookie: string, deadline: number) {
  let polls = 0;
  let errors = 0;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    polls++;
    const res = await fetch(`${shop.base}/api/stories/${id}`, { headers: { cookie } });
    // The story page polls again after an error answer; the bench counts them.
    if (!res.ok) {
      errors++;
      await res.arrayBuffer();
      continue;
    }
    const { generationStatus } = (await res.json()) as { generationStatus: string };
    if (generationStatus === 'ready') return { ready: true, polls, errors };
    if (generationStatus === 'failed') return { ready: false, polls, errors };
  }
  return { ready: false, polls, errors };
}

async function burst(shop: Shop) {
  const started = Date.now();
  const deadline = started + BURST_TIMEOUT_MS;
  // A refused post (the shop answering 503 under the burst) is a lost story: counted, not retried.
  const answers = await Promise.allSettled(
    Array.from({ length: BURST }, (_, i) => post(shop, 1000 + i)),
  );
  const postedMs = Date.now() - started;
  const posts = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  const refused = answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
  const clients = await Promise.all(
    posts.map((p) => pollUntilReady(shop, p.id, p.cookie, deadline)),
  );
  const ids = posts.map((p) => p.id);
  const { rows } = await shop.pg.query(
    `SELECT COUNT(*) FILTER (WHERE "generationStatus" = 'ready')::int AS ready,
            EXTRACT(EPOCH FROM MAX("updatedAt") FILTER (WHERE "generationStatus" = 'ready')) * 1000 AS last
       FROM stories WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const ready = rows[0].ready as number;
  const seconds = ready ? (Number(rows[0].last) - started) / 1000 : Infinity;
  return {
    stories: BURST,
    ready,
    lost: BURST - ready,
    refusedPosts: refused.length,
    firstRefusal: refused[0],
    seenReadyByClients: clients.filter((c) => c.ready).length,
    allPostedMs: postedMs,
    lastReadySeconds: round(seconds, 2),
    storiesPerSecond: round(ready / seconds),
    polls: clients.reduce((n, c) => n + c.polls, 0),
    pollErrors: clients.reduce((n, c) => n + c.errors, 0),
  };
}

async function main(): Promise<void> {
  // BENCH_REUSE_BUILD=1 runs the last build again (sweeps of one setting, WORKER_CONCURRENCY=…).
  const cached = join(ROOT, 'node_modules/.cache/story-pipeline-bench');
  const out =
    process.env.BENCH_REUSE_BUILD && existsSync(join(cached, 'services/api/src/main.js'))
      ? cached
      : buildServer('story-pipeline-bench', 'services/worker/src/main.js');
  if (!existsSync(join(out, 'services/api/src/main.js'))) throw new Error('API build missing');

  console.log('Anchors (own processes): raw BullMQ round trip, the engine alone…');
  const roundTrip = anchor<{ jobs: number; p50Ms: number; p95Ms: number }>(
    'bench/anchors/bullmq-round-trip.ts',
    ['300'],
  );
  const engine = anchor<{ stories: number; storiesPerSecond: number; perWallSecond: number }>(
    'bench/anchors/story-engine-alone.ts',
    ['3'],
  );
  console.log(JSON.stringify({ roundTrip, engine }));

  const shop = await startShop(out);
  let seq, burstResult;
  try {
    console.log(`One story at a time (${SEQUENTIAL}), pictures on…`);
    seq = await sequential(shop);
    console.log(JSON.stringify(seq));
    console.log(`${BURST} stories posted at once, clients polling every second, pictures on…`);
    burstResult = await burst(shop);
    console.log(JSON.stringify(burstResult));
  } finally {
    await shop.close();
  }

  writeBenchResult(
    'story-pipeline',
    [
      {
        what: `${BURST} stories at once, pictures on: stories/s`,
        shop: burstResult.storiesPerSecond,
        unit: 'stories/s',
        anchor: { name: 'engine alone, one core', value: round(engine.storiesPerSecond) },
        higherIsBetter: true,
        bar: `>= ${BARS.storiesPerSecond}`,
        pass: burstResult.storiesPerSecond >= BARS.storiesPerSecond,
      },
      {
        what: 'generate → ready p50, one at a time',
        shop: seq.generateToReadyMs.p50,
        unit: 'ms',
        anchor: { name: 'raw BullMQ round trip p50', value: round(roundTrip.p50Ms, 2) },
        higherIsBetter: false,
        bar: `<= ${BARS.readyP50Ms} ms`,
        pass: seq.generateToReadyMs.p50 <= BARS.readyP50Ms,
      },
      {
        what: `stories lost of ${BURST}`,
        shop: burstResult.lost,
        unit: 'stories',
        higherIsBetter: false,
        bar: String(BARS.lost),
        pass: burstResult.lost === BARS.lost && burstResult.seenReadyByClients === BURST,
      },
    ],
    {
      worker: `one process, every queue, WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 'default'}, built-in engines, pictures on`,
      anchors: { bullmqRoundTrip: roundTrip, engineAlone: engine },
      sequential: seq,
      burst: burstResult,
    },
  );
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
