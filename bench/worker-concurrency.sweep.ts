/**
 * How WORKER_CONCURRENCY was chosen: one built worker process (every queue, pictures on) per
 * value, each given the same burst of stories queued at once straight into Postgres and BullMQ
 * (as the API does, without the API), timed from the first row to the last ready write.
 *
 *   npx tsx bench/worker-concurrency.sweep.ts [1,2,4,8,16]   (BENCH_BURST, 200)
 *
 * Not part of `make bench` (a sweep, not a target); reuses the story-pipeline bench's build when
 * BENCH_REUSE_BUILD is set. Prints one line per value.
 */
import { defaultJobOptions, jobIds } from '@shop/queue';
import { createTestDatabase, deleteRedisPrefix, testRedisUrl } from '@shop/testing';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildServer, migrateDatabase, ROOT } from './support/build-server';

const BURST = Number(process.env.BENCH_BURST ?? 200);
const VALUES = (process.argv[2] ?? '1,2,4,8,16').split(',').map(Number);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sweep(out: string, concurrency: number) {
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'worker-concurrency-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: storageDir,
    WORKER_CONCURRENCY: String(concurrency),
  };
  migrateDatabase(out, env);
  const worker = spawn('node', [join(out, 'services/worker/src/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  const redis = new URL(testRedisUrl());
  const story = new Queue('story', {
    connection: { host: redis.hostname, port: Number(redis.port || 6379) },
    prefix: `${redisPrefix}:bull`,
  });
  try {
    await sleep(3000); // the worker connects
    const started = Date.now();
    const { rows } = await pg.query(
      `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, "ageRange", "requestedWordCount", seed, "generationStatus")
       SELECT gen_random_uuid(), 'Mia', 'fox', 'kindness', 'early-elementary', 1200, 7919 * g, 'queued'
         FROM generate_series(1, $1) g RETURNING id`,
      [BURST],
    );
    const ids = rows.map((r) => r.id as string);
    await story.addBulk(
      ids.map((storyId) => ({
        name: 'story.generate',
        data: { storyId },
        opts: { ...defaultJobOptions(3, 2000), jobId: jobIds.storyGenerate(storyId, 1) },
      })),
    );
    for (;;) {
      const { rows: r } = await pg.query(
        `SELECT COUNT(*) FILTER (WHERE "generationStatus" = 'ready')::int AS ready,
                EXTRACT(EPOCH FROM MAX("updatedAt")) * 1000 AS last
           FROM stories WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      if (r[0].ready === BURST) {
        const seconds = (Number(r[0].last) - started) / 1000;
        return { concurrency, stories: BURST, seconds, storiesPerSecond: BURST / seconds };
      }
      if (Date.now() - started > 300_000) throw new Error('timed out');
      await sleep(50);
    }
  } finally {
    worker.kill('SIGKILL');
    await story.close();
    await pg.end();
    await deleteRedisPrefix(redisPrefix);
    await db.drop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const cached = join(ROOT, 'node_modules/.cache/story-pipeline-bench');
  const out =
    process.env.BENCH_REUSE_BUILD && existsSync(join(cached, 'services/worker/src/main.js'))
      ? cached
      : buildServer('story-pipeline-bench', 'services/worker/src/main.js');
  for (const value of VALUES) console.log(JSON.stringify(await sweep(out, value)));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
