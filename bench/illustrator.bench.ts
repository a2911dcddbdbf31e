/**
 * The built-in illustrator and a bulk illustration run, beside raw sharp.
 *
 *   npx tsx bench/illustrator.bench.ts
 *
 * 1. Screen-size and print-size pictures (skipped with BENCH_PICTURES=0): composes and renders
 *    BENCH_PAGES pages of varied scenes (every setting, time of day, weather, season, pose, object
 *    and cast member in turn, every animal) through one render thread, one at a time: screen size
 *    (a 768 px WebP, no PNG, no print picture) and print size (2625 px PNG + 1280 px WebP). Prints
 *    median / p95 / max ms per picture and the longest event-loop stall of the calling thread
 *    meanwhile. Targets: screen median ≤ 60 ms, print median ≤ 500 ms.
 * 2. Bulk run (skipped with BENCH_BULK=0): builds the server (into node_modules/.cache, leaving
 *    dist/ alone), creates a scratch database with BENCH_STORIES (50) written stories each with a
 *    paid order, starts the built worker as its own process with the settings it is deployed with
 *    (the allocator of deploy/worker-env.sh, the rest from the config defaults) and runs one
 *    `illustration.bulk` over every paid story without a full set (12 pictures each). Measures
 *    pictures per second and the worker's peak resident memory (VmHWM from /proc, sampled VmRSS
 *    as well).
 *    The anchor: the same 600 SVGs (composed from the same stories and pages) rendered by raw
 *    sharp in a plain node process of its own, started before the worker (never beside it): one
 *    picture at a time, the same print PNG and screen WebP written to files, sharp's defaults.
 *    BENCH_WORKER_ENV ("K=V K=V") adds environment to the worker only, BENCH_REBUILD=0 reuses
 *    the last build and BENCH_ANCHOR=0 skips the anchor (nothing is recorded then): to compare
 *    settings.
 * Writes bench/results/illustrator.json (full runs only) with writeBenchResult. Settings:
 * BENCH_PAGES (48), BENCH_STORIES (50), BENCH_BULK (1), BENCH_PICTURES (1), TEST_DATABASE_URL /
 * TEST_REDIS_URL (admin connections, as the integration tests use).
 */
import {
  AGE_RANGES,
  ANIMALS,
  type Animal,
  FRAMINGS,
  PROP_STATES,
  type SceneFigure,
  VIEWPOINTS,
  FULL_SET_PAGES,
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
import type { OrderEntity, StoryEntity } from '@shop/db';
import {
  BuiltinIllustrator,
  composeSvg,
  type IllustrationRequest,
  type PictureSize,
  PRINT_SIZE_PX,
  PRINT_WEB_SIZE_PX,
  RenderPool,
} from '@shop/illustrator';
import { defaultJobOptions, jobIds, readBulkRun } from '@shop/queue';
import { createTestDatabase, deleteRedisPrefix, testRedisUrl } from '@shop/testing';
import { Queue } from 'bullmq';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, migrateDatabase, ROOT } from './support/build-server';
import { writeBenchResult, type SummaryRow } from './support/summary';
import { Client } from 'pg';
import { composeStory } from '../libs/story-engine/src/library/compose';
import { pictureRequestFor } from '../services/worker/src/illustration/picture-request';

const PAGES = Number(process.env.BENCH_PAGES ?? 48);
const STORIES = Number(process.env.BENCH_STORIES ?? 50);
const BULK = process.env.BENCH_BULK !== '0';
const PICTURES = process.env.BENCH_PICTURES !== '0';
const ANCHOR = process.env.BENCH_ANCHOR !== '0';
const BUILD_DIR = join(ROOT, 'node_modules/.cache/illustrator-bench');
const TARGET_PICTURES_PER_SECOND = 5;
const TARGET_PEAK_RSS_MB = 450;
const TARGET_MEDIAN_MS: Record<PictureSize, number> = { screen: 60, print: 500 };

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

const CAST = [...HELPER_SPECIES, ...PEOPLE];

/**
 * The i-th bench page: every list cycled (settings, light, poses, moods, framings, viewpoints,
 * object states, age bands, animals), so the pages cover the whole vocabulary; one to three
 * figures besides the child, acting toward each other.
 */
function request(i: number, size: PictureSize): IllustrationRequest {
  const animal = ANIMALS[i % ANIMALS.length]!;
  const kind = CAST[i % CAST.length]!;
  const figures: SceneFigure[] = [
    {
      who: 'child',
      pose: POSES[i % POSES.length]!,
      mood: MOODS[i % MOODS.length]!,
      toward: 'companion',
    },
    { who: 'companion', pose: POSES[(i * 5) % POSES.length]!, toward: 'child' },
    { who: 'helper', kind, pose: POSES[(i * 3) % POSES.length]!, toward: 'child' },
    ...(i % 3
      ? []
      : [
          {
            who: 'other',
            kind: CAST[(i * 7) % CAST.length]!,
            pose: 'look' as const,
            toward: 'object' as const,
          },
        ]),
  ];
  return {
    storyId: `bench-story-${i % 7}`,
    title: 'A Bench Story',
    childName: 'Mia',
    animal,
    petName: 'Pip',
    pageNumber: (i % 12) - 2,
    look: {},
    ageRange: AGE_RANGES[i % AGE_RANGES.length]!,
    size,
    scene: {
      setting: SETTING_KINDS[i % SETTING_KINDS.length]!,
      timeOfDay: TIMES_OF_DAY[i % TIMES_OF_DAY.length]!,
      weather: WEATHERS[i % WEATHERS.length]!,
      season: SEASONS[(i >> 1) % SEASONS.length]!,
      framing: FRAMINGS[i % FRAMINGS.length]!,
      viewpoint: VIEWPOINTS[(i >> 1) % VIEWPOINTS.length]!,
      figures,
      object: {
        prop: PROPS[(i * 3) % PROPS.length]!,
        state: PROP_STATES[i % PROP_STATES.length]!,
        ...(i % 2 ? { holder: 'child' } : {}),
      },
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
    pngBytes += r.png?.length ?? 0;
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

/**
 * The anchor, run by plain node (no tsx, no Nest, no BullMQ, no database): raw sharp with its
 * defaults renders each SVG file of argv[1], one at a time, to the same print PNG file (2625 px,
 * 300 ppi) in argv[2], then its web copy (a 1280 px WebP) from that file, with the shop's encoder
 * settings, so the comparison is about everything around the encoders. Prints its figures as one
 * JSON line.
 */
const SHARP_ANCHOR = `
const sharp = require('sharp');
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const [dir, out] = process.argv.slice(1);
(async () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.svg')).sort();
  const t0 = performance.now();
  for (const f of files) {
    const png = join(out, f + '.png');
    await sharp(readFileSync(join(dir, f)))
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .withMetadata({ density: 300 })
      .toFile(png);
    await sharp(png)
      .resize(${PRINT_WEB_SIZE_PX}, ${PRINT_WEB_SIZE_PX}, { kernel: 'lanczos3' })
      .webp({ quality: 78, effort: 1 })
      .toFile(join(out, f + '.webp'));
  }
  const seconds = (performance.now() - t0) / 1000;
  const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
  console.log(JSON.stringify({ pictures: files.length, seconds, peakRssMB: hwm / 1024,
    sharpConcurrency: sharp.concurrency() }));
})().catch((err) => { console.error(err); process.exit(1); });
`;

/** Runs the anchor over the SVG files in `svgDir` as a process of its own; peak RSS sampled too. */
async function sharpAnchor(svgDir: string) {
  const out = mkdtempSync(join(tmpdir(), 'illustrator-anchor-'));
  try {
    const child = spawn(process.execPath, ['-e', SHARP_ANCHOR, svgDir, out], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    let sampled = 0;
    const probe = setInterval(() => {
      sampled = Math.max(sampled, procStatus(child.pid!)?.rssMB ?? 0);
    }, 100);
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    clearInterval(probe);
    if (code !== 0) throw new Error(`the sharp anchor stopped with ${code}`);
    const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      pictures: number;
      seconds: number;
      peakRssMB: number;
      sharpConcurrency: number;
    };
    return {
      pictures: r.pictures,
      seconds: round(r.seconds, 2),
      picturesPerSecond: round(r.pictures / r.seconds, 2),
      peakRssMB: round(Math.max(r.peakRssMB, sampled)),
      sharpConcurrency: r.sharpConcurrency,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The SVGs the bulk run will draw: every story's full set, composed as the worker composes it. */
async function writeBulkSvgs(c: Client, dir: string): Promise<number> {
  const { rows: stories } = await c.query<StoryEntity>(`SELECT * FROM stories ORDER BY id`);
  let n = 0;
  for (const story of stories) {
    const { rows } = await c.query<OrderEntity>(
      `SELECT * FROM orders WHERE "storyId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [story.id],
    );
    for (const page of FULL_SET_PAGES) {
      const { svg } = composeSvg(
        { ...pictureRequestFor(story, rows[0] ?? null, page), size: 'print' },
        PRINT_SIZE_PX,
      );
      writeFileSync(join(dir, `${String(n++).padStart(4, '0')}.svg`), svg);
    }
  }
  return n;
}

/** The worker's environment as deployed (deploy/worker.env: the allocator), as the images set it. */
function deployedWorkerEnv(): Record<string, string> {
  const file = join(ROOT, 'deploy/worker.env');
  if (!existsSync(file)) return {};
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** BENCH_WORKER_ENV="K=V K=V": settings added for the worker only, to compare them. */
function benchWorkerEnv(): Record<string, string> {
  return Object.fromEntries(
    (process.env.BENCH_WORKER_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
}

/** The settings that shape the worker's speed and memory, as it ran. */
function settingsOf(env: NodeJS.ProcessEnv) {
  const keys = [
    'WORKER_CONCURRENCY',
    'ILLUSTRATION_RENDER_THREADS',
    'LD_PRELOAD',
    'MALLOC_ARENA_MAX',
    'UV_THREADPOOL_SIZE',
    'VIPS_CONCURRENCY',
  ];
  return Object.fromEntries(keys.filter((k) => env[k] !== undefined).map((k) => [k, env[k]]));
}

async function bulkRun() {
  const out =
    process.env.BENCH_REBUILD === '0' && existsSync(join(BUILD_DIR, 'services/worker/src/main.js'))
      ? BUILD_DIR
      : buildServer('illustrator-bench', 'services/worker/src/main.js');
  // A scratch database of its own (created here, migrated below by the built CLI, dropped at the end).
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'illustrator-bench-'));
  const svgDir = mkdtempSync(join(tmpdir(), 'illustrator-bench-svg-'));
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
    migrateDatabase(out, env);

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
           VALUES ($1, $2, 2499, 2499, 'paid', 'Parent', 'p@example.com', '1 Main St', 'Austin', 'TX', '78701', 'US')`,
          [rows[0].id, `pi_bench_${i}_${randomBytes(4).toString('hex')}`],
        );
      }
      await writeBulkSvgs(c, svgDir);
    } finally {
      await c.end();
    }

    let anchor = null;
    if (ANCHOR) {
      console.log('Anchor: raw sharp over the same SVGs, in a process of its own…');
      anchor = await sharpAnchor(svgDir);
      console.table(anchor);
    }

    const workerEnv = { ...env, ...deployedWorkerEnv(), ...benchWorkerEnv() };
    worker = spawn('node', [join(out, 'services/worker/src/main.js')], {
      cwd: ROOT,
      env: workerEnv,
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
      // A worker stopped by a signal has no exit code (Nest re-raises the signal once closed).
      if (worker.exitCode !== null || worker.signalCode !== null)
        throw new Error('the worker stopped');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - t0) / 1000;
    const end = procStatus(pid);
    const shop = {
      stories: counts!.stories,
      pictures: counts!.total,
      done: counts!.done,
      failed: counts!.failed,
      seconds: round(seconds, 2),
      picturesPerSecond: round(counts!.done / seconds, 2),
      workerIdleRssMB: idle?.rssMB ?? null,
      workerPeakRssMB: Math.max(peakRss, end?.hwmMB ?? 0),
      workerEnv: settingsOf(workerEnv),
    };
    return { shop, anchor };
  } finally {
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      worker.kill('SIGTERM');
      await new Promise((r) => worker!.once('exit', r));
    }
    await queue?.close();
    await deleteRedisPrefix(redisPrefix);
    await db.drop();
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(svgDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let screen = null;
  let print = null;
  if (PICTURES) {
    console.log(`Built-in illustrator: ${PAGES} pages at screen size (768 px WebP)…`);
    screen = await pictures('screen');
    console.table(screen);
    console.log(`Built-in illustrator: ${PAGES} pages at print size (2625 px PNG + 1280 px WebP)…`);
    print = await pictures('print');
    console.table(print);
  }
  if (!BULK) return; // a partial run does not replace the recorded figures
  console.log(`Bulk run: ${STORIES} stories × 12 pictures with the default worker…`);
  const bulk = await bulkRun();
  console.table(bulk.shop);
  if (!bulk.anchor) return; // BENCH_ANCHOR=0: comparing settings, nothing recorded
  const anchorName = 'raw sharp, one picture at a time';
  const summary: SummaryRow[] = [
    {
      what: `bulk illustration, ${bulk.shop.pictures} print pictures`,
      shop: bulk.shop.picturesPerSecond,
      unit: 'pictures/s',
      anchor: { name: anchorName, value: bulk.anchor.picturesPerSecond },
      higherIsBetter: true,
      bar: `>= ${TARGET_PICTURES_PER_SECOND}`,
      pass: bulk.shop.failed === 0 && bulk.shop.picturesPerSecond >= TARGET_PICTURES_PER_SECOND,
    },
    {
      what: 'bulk illustration, worker peak RSS',
      shop: bulk.shop.workerPeakRssMB,
      unit: 'MB',
      anchor: { name: anchorName, value: bulk.anchor.peakRssMB },
      higherIsBetter: false,
      bar: `<= ${TARGET_PEAK_RSS_MB}`,
      pass: bulk.shop.workerPeakRssMB <= TARGET_PEAK_RSS_MB,
    },
  ];
  writeBenchResult('illustrator', summary, {
    screenSizePage: screen,
    printSizePage: print,
    bulkRun: bulk.shop,
    sharpAnchor: bulk.anchor,
    memoryGB: round(totalmem() / 2 ** 30),
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
