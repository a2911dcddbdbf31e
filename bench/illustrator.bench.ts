/**
 * The built-in illustrator and a bulk illustration run.
 *
 *   npx tsx bench/illustrator.bench.ts
 *
 * 1. Screen-size and print-size pictures: composes and renders BENCH_PAGES pages of varied scenes
 *    (every setting, time of day, weather, season, pose, object and cast member in turn, every
 *    animal) through one render thread, one at a time: screen size (768 px PNG + WebP, no print
 *    picture) and print size (2625 px PNG + 768 px WebP). Prints median / p95 / max ms per picture
 *    and the longest event-loop stall of the calling thread meanwhile.
 *    Targets: screen median ≤ 60 ms, print median ≤ 500 ms.
 * 2. Bulk run (skipped with BENCH_BULK=0): builds the server (into node_modules/.cache, leaving
 *    dist/ alone), creates a scratch database with BENCH_STORIES (50) written stories each with a
 *    paid order, starts the built worker as its own process with the default settings
 *    (WORKER_CONCURRENCY 4, one render thread) and runs one `illustration.bulk` over every paid
 *    story without a full set (12 pictures each). Prints pictures per second and the worker's peak
 *    resident memory (VmHWM from /proc, sampled VmRSS as well).
 * Writes bench/results/illustrator.json (full runs only). Settings: BENCH_PAGES (48), BENCH_STORIES (50),
 * BENCH_BULK (1), TEST_DATABASE_URL / TEST_REDIS_URL (admin connections, as the integration tests use).
 */
import {
  ANIMALS,
  type Animal,
  HELPER_SPECIES,
  MOODS,
  PEOPLE,
  POSES,
  PROPS,
  SEASONS,
  SETTING_KINDS,
  TIMES_OF_DAY,
  WEATHERS,
} from '@shop/contracts';
import {
  BuiltinIllustrator,
  type IllustrationRequest,
  type PictureSize,
  RenderPool,
} from '@shop/illustrator';
import { defaultJobOptions, jobIds, readBulkRun } from '@shop/queue';
import { createTestDatabase, deleteRedisPrefix, testRedisUrl } from '@shop/testing';
import { Queue } from 'bullmq';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, ROOT } from './support/build-server';
import { Client } from 'pg';
import { composeStory } from '../libs/story-engine/src/compose';

const PAGES = Number(process.env.BENCH_PAGES ?? 48);
const STORIES = Number(process.env.BENCH_STORIES ?? 50);
const BULK = process.env.BENCH_BULK !== '0';
const TARGET_MEDIAN_MS: Record<PictureSize, number> = { screen: 60, print: 500 };

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

const CAST = [...HELPER_SPECIES, ...PEOPLE];

/** The i-th bench page: every list cycled, so the pages cover the whole vocabulary. */
function request(i: number, size: PictureSize): IllustrationRequest {
  const animal = ANIMALS[i % ANIMALS.length]!;
  return {
    storyId: `bench-story-${i % 7}`,
    title: 'A Bench Story',
    childName: 'Mia',
    animal,
    petName: 'Pip',
    pageNumber: (i % 12) - 2,
    look: {},
    size,
    scene: {
      setting: SETTING_KINDS[i % SETTING_KINDS.length]!,
      timeOfDay: TIMES_OF_DAY[i % TIMES_OF_DAY.length]!,
      weather: WEATHERS[i % WEATHERS.length]!,
      season: SEASONS[(i >> 1) % SEASONS.length]!,
      child: true,
      companion: true,
      cast:
        i % 3 ? [CAST[i % CAST.length]!] : [CAST[i % CAST.length]!, CAST[(i * 7) % CAST.length]!],
      pose: POSES[i % POSES.length]!,
      keyObject: PROPS[(i * 3) % PROPS.length]!,
      mood: MOODS[i % MOODS.length]!,
      action: 'Mia and Pip explore',
    },
  };
}

async function pictures(size: PictureSize) {
  const pool = new RenderPool(1);
  const illustrator = new BuiltinIllustrator(pool);
  for (let i = 0; i < 3; i++) await illustrator.illustrate(request(i, size)); // warm-up
  let maxStall = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    maxStall = Math.max(maxStall, now - last - 5);
    last = now;
  }, 5);
  const ms: number[] = [];
  let pngBytes = 0;
  let webpBytes = 0;
  for (let i = 0; i < PAGES; i++) {
    const t = performance.now();
    const r = await illustrator.illustrate(request(i, size));
    ms.push(performance.now() - t);
    if (r.size !== size) throw new Error(`asked for ${size}, got ${r.size}`);
    pngBytes += r.png.length;
    webpBytes += r.webp.length;
  }
  clearInterval(probe);
  await pool.close();
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    size,
    pages: PAGES,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]!),
    targetMedianMs: TARGET_MEDIAN_MS[size],
    meetsTarget: percentile(sorted, 50) <= TARGET_MEDIAN_MS[size],
    maxEventLoopStallMs: round(maxStall),
    meanPngKB: round(pngBytes / PAGES / 1024),
    meanWebpKB: round(webpBytes / PAGES / 1024),
  };
}

function procStatus(pid: number): { rssMB: number; hwmMB: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
    return { rssMB: round(kb('VmRSS') / 1024), hwmMB: round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

async function bulkRun() {
  const out = buildServer('illustrator-bench', 'services/worker/src/main.js');
  // A scratch database of its own (created here, migrated below by the built CLI, dropped at the end).
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'illustrator-bench-'));
  let worker: ChildProcess | undefined;
  let queue: Queue | undefined;
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: redisPrefix,
      STORAGE_DIR: storageDir,
      WORKER_QUEUES: 'illustration',
    };
    const migrate = spawnSync('node', [join(out, 'libs/db/src/cli/migrate.js'), 'up'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    if (migrate.status !== 0) throw new Error('migrations failed');

    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      for (let i = 0; i < STORIES; i++) {
        const animal = ANIMALS[i % ANIMALS.length] as Animal;
        const story = composeStory({
          childName: 'Mia',
          animal,
          theme: 'kindness',
          ageRange: 'early-elementary',
          wordCount: 1200,
          seed: 1000 + i,
        } as never);
        const { rows } = await c.query(
          `INSERT INTO stories ("childName", animal, theme, title, content, "wordCount", "requestedWordCount", seed, "generationStatus", progress, pages)
           VALUES ('Mia', $1, 'kindness', $2, $3, $4, 1200, $5, 'ready', 100, $6) RETURNING id`,
          [
            animal,
            story.title,
            story.content,
            story.wordCount,
            1000 + i,
            JSON.stringify(story.pages),
          ],
        );
        await c.query(
          `INSERT INTO orders ("storyId", "paymentIntentId", "amountCents", "subtotalCents", status, "recipientName", "recipientEmail",
             "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "shippingCountry")
           VALUES ($1, $2, 2499, 2499, 'paid', 'Parent', 'p@example.com', '1 Main St', 'Austin', 'TX', '78701', 'United States')`,
          [rows[0].id, `pi_bench_${i}_${randomBytes(4).toString('hex')}`],
        );
      }
    } finally {
      await c.end();
    }

    worker = spawn('node', [join(out, 'services/worker/src/main.js')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const pid = worker.pid!;
    queue = new Queue('illustration', {
      connection: {
        host: new URL(testRedisUrl()).hostname,
        port: Number(new URL(testRedisUrl()).port || 6379),
      },
      prefix: `${redisPrefix}:bull`,
    });
    await new Promise((r) => setTimeout(r, 1500)); // the worker connects
    const idle = procStatus(pid);

    const runId = randomUUID();
    const t0 = performance.now();
    await queue.add(
      'illustration.bulk',
      { filter: 'paid-without-full-set' },
      { ...defaultJobOptions(3, 2000), jobId: jobIds.illustrationBulk(runId) },
    );
    let peakRss = 0;
    let counts;
    for (;;) {
      const s = procStatus(pid);
      if (s) peakRss = Math.max(peakRss, s.rssMB);
      counts = await readBulkRun(queue, redisPrefix, runId);
      if (counts?.state === 'completed') break;
      if (worker.exitCode !== null) throw new Error('the worker stopped');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    const end = procStatus(pid);
    return {
      stories: counts!.stories,
      pictures: counts!.total,
      done: counts!.done,
      failed: counts!.failed,
      seconds: round(seconds, 2),
      picturesPerSecond: round(counts!.done / seconds, 2),
      workerConcurrency: 4,
      renderThreads: 1,
      workerIdleRssMB: idle?.rssMB ?? null,
      workerPeakRssMB: Math.max(peakRss, end?.hwmMB ?? 0),
    };
  } finally {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await new Promise((r) => worker!.once('exit', r));
    }
    await queue?.close();
    await deleteRedisPrefix(redisPrefix);
    await db.drop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`Built-in illustrator: ${PAGES} pages at screen size (768 px PNG + WebP)…`);
  const screen = await pictures('screen');
  console.table(screen);
  console.log(`Built-in illustrator: ${PAGES} pages at print size (2625 px PNG + 768 px WebP)…`);
  const print = await pictures('print');
  console.table(print);
  let bulk = null;
  if (BULK) {
    console.log(`Bulk run: ${STORIES} stories × 12 pictures with the default worker…`);
    bulk = await bulkRun();
    console.table(bulk);
  }
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: round(totalmem() / 2 ** 30),
      node: process.version,
    },
    screenSizePage: screen,
    printSizePage: print,
    bulkRun: bulk,
  };
  if (!BULK) return; // a partial run does not replace the recorded figures
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/results/illustrator.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log('Wrote bench/results/illustrator.json');
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
