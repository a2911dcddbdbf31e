/**
 * Story read: `GET /api/stories/{id}` of a ready ~1,200-word story with its owner's cookie, at 50
 * connections, beside two anchors measured in the same run:
 *
 *   npx tsx bench/story-read.bench.ts
 *
 * Builds the server (into node_modules/.cache), creates and migrates a database of its own,
 * starts the built API as its own process (logging at info, to /dev/null), stores a ready story
 * for a visitor and then, per round, runs autocannon (in its own process) against:
 *   shop       the API with the owner's cookie;
 *   bytes      anchor 1: bare Fastify sending the same bytes (the machine's ceiling);
 *   pg         anchor 2: bare Fastify + node-postgres, one indexed query for the same row
 *              (a realistic naive database-backed server);
 *   shop 304   the API answering If-None-Match with the story's ETag (the polling pages).
 * Medians of the rounds. Bars: req/s >= 1.5x the pg anchor, p99 <= 50 ms.
 * Settings: BENCH_ROUNDS (3), BENCH_SECONDS (8), BENCH_CONNECTIONS (50), BENCH_PROFILE_DIR (the
 * API's CPU profile goes there).
 */
import { composeStory } from '@shop/story-engine';
import { createTestDatabase, deleteRedisPrefix, freePort, testRedisUrl } from '@shop/testing';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withPg } from '../test/support/admin';
import { buildServer, migrateDatabase, ROOT } from './support/build-server';
import { waitForHealth } from './support/serve';
import { writeBenchResult, type SummaryRow } from './support/summary';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Writes the API's CPU profile (node --cpu-prof) into this directory when set. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 1.5;
const TARGET_P99_MS = 50;

interface Target {
  name: string;
  /** The server process, whose CPU time is counted. */
  pid?: number;
  url: string;
  headers: Record<string, string>;
  /** The status every answer must have. */
  status: 200 | 304;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  bytesPerSecond: number;
  /** CPU time the server process spent per answer (Postgres's own work not included). */
  cpuMicrosPerRequest?: number;
}

/** A process's user + system CPU time so far, in microseconds (Linux; undefined elsewhere). */
function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

const children: ChildProcess[] = [];

function start(args: string[], env: NodeJS.ProcessEnv, stdout: 'ignore' | 'pipe'): ChildProcess {
  const child = spawn('node', args, { cwd: ROOT, env, stdio: ['ignore', stdout, 'inherit'] });
  children.push(child);
  return child;
}

/** Starts an anchor and waits for its "listening". */
async function startAnchor(mode: string, port: number, arg: string): Promise<number> {
  const child = start(
    ['--import', 'tsx', join(ROOT, 'bench/support/read-anchors.ts'), mode, String(port), arg],
    process.env,
    'pipe',
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`anchor ${mode} exited with ${code}`)));
  });
  return child.pid!;
}

/** One autocannon run in its own process. */
function cannon(target: Target, seconds: number): Run {
  const cpuBefore = cpuMicros(target.pid);
  const run = spawnSync(
    'node',
    [
      '--import',
      'tsx',
      join(ROOT, 'bench/support/autocannon-run.ts'),
      JSON.stringify({
        url: target.url,
        connections: CONNECTIONS,
        seconds,
        headers: target.headers,
      }),
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const cpuAfter = cpuMicros(target.pid);
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const r = JSON.parse(run.stdout.trim().split('\n').pop()!) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
    errors: number;
    timeouts: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };
  const ok = target.status === 200 ? r['2xx'] : r['3xx'];
  if (r.errors || r.timeouts || ok !== r.requests.total) {
    throw new Error(
      `${target.name}: ${r.requests.total} requests, ${ok} with ${target.status}, ` +
        `${r['4xx']} 4xx, ${r['5xx']} 5xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerSecond: r.throughput.average,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Math.round((cpuAfter - cpuBefore) / r.requests.total),
  };
}

const line = (f: { rps: number; p99: number; cpuMicrosPerRequest: number }) =>
  `${Math.round(f.rps)} req/s, p99 ${f.p99} ms, ${Math.round(f.cpuMicrosPerRequest)} µs CPU/request`;

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  const out = buildServer('story-read-bench', 'services/api/src/main.js');
  const db = await createTestDatabase({ migrated: false });
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: redisPrefix,
      WEB_DIST_DIR: '/nonexistent-web-dist',
    };
    migrateDatabase(out, env);

    const [shopPort, bytesPort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const base = `http://127.0.0.1:${shopPort}`;
    // One request line per request, as in production, written where nobody reads it.
    const api = start(
      [
        ...(PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []),
        join(out, 'services/api/src/main.js'),
      ],
      { ...env, HOST: '127.0.0.1', PORT: String(shopPort), PUBLIC_URL: base },
      'ignore',
    );
    await waitForHealth(base, api, { name: 'the API', timeoutMs: 60_000 });

    // A visitor (the cookie the shop gives) owning a ready story, as the engine writes it.
    const first = await fetch(`${base}/api/stories`);
    const visitorCookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('sb_visitor='));
    if (!visitorCookie) throw new Error('the API gave no visitor cookie');
    const visitorId = decodeURIComponent(visitorCookie.split('=')[1]!).split('.')[0]!;
    const written = composeStory({
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'early-elementary',
      wordCount: 1200,
      seed: 42,
    });
    const storyId = await withPg(db.url, async (c) => {
      // Written an hour ago: its picture flow, if any, is long over.
      const res = await c.query(
        `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, "ageRange", title,
           content, "wordCount", "requestedWordCount", seed, pages, provider, "companionName",
           "generationStatus", progress, "createdAt", "updatedAt")
         VALUES ($1, 'Mia', 'fox', 'kindness', 'early-elementary', $2, $3, $4, 1200, 42, $5,
           'builtin', $6, 'ready', 100, now() - interval '1 hour', now() - interval '1 hour')
         RETURNING id`,
        [
          visitorId,
          written.title,
          written.content,
          written.wordCount,
          JSON.stringify(written.pages),
          written.companionName ?? null,
        ],
      );
      return res.rows[0].id as string;
    });

    const url = `${base}/api/stories/${storyId}`;
    const read = await fetch(url, { headers: { cookie: visitorCookie } });
    const body = Buffer.from(await read.arrayBuffer());
    const etag = read.headers.get('etag');
    if (read.status !== 200 || !etag) throw new Error(`the owner's read: ${read.status}, ${etag}`);
    const bodyFile = join(tmpdir(), `story-read-${redisPrefix}.json`);
    writeFileSync(bodyFile, body);
    console.log(`Story ${storyId}: ${body.length} bytes, ETag ${etag}`);

    const bytesPid = await startAnchor('bytes', bytesPort, bodyFile);
    const pgPid = await startAnchor('pg', pgPort, db.url);
    const anchorUrl = (port: number) => `http://127.0.0.1:${port}/api/stories/${storyId}`;
    const targets: Target[] = [
      { name: 'shop', pid: api.pid, url, headers: { cookie: visitorCookie }, status: 200 },
      { name: 'bytes', pid: bytesPid, url: anchorUrl(bytesPort), headers: {}, status: 200 },
      {
        name: 'pg',
        pid: pgPid,
        url: anchorUrl(pgPort),
        headers: { cookie: visitorCookie },
        status: 200,
      },
      {
        name: 'shop 304',
        pid: api.pid,
        url,
        headers: { cookie: visitorCookie, 'if-none-match': etag },
        status: 304,
      },
    ];
    const pgBody = await (await fetch(targets[2]!.url, { headers: targets[2]!.headers })).text();
    console.log(`pg anchor answers ${Buffer.byteLength(pgBody)} bytes`);

    for (const t of targets) cannon(t, WARMUP_SECONDS);
    const runs: Record<string, Run[]> = Object.fromEntries(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) {
        const r = cannon(t, SECONDS);
        runs[t.name]!.push(r);
        console.log(
          `round ${round} ${t.name.padEnd(9)} ${Math.round(r.rps).toString().padStart(6)} req/s  ` +
            `p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.cpuMicrosPerRequest ?? '?'} µs CPU/request`,
        );
      }
    }
    const med = (name: string, key: keyof Run) => median(runs[name]!.map((r) => r[key] ?? NaN));
    const figures = (name: string) => ({
      rps: med(name, 'rps'),
      p99: med(name, 'p99'),
      cpuMicrosPerRequest: med(name, 'cpuMicrosPerRequest'),
    });
    const [shop, bytes, pg, notModified] = targets.map((t) => figures(t.name)) as [
      ReturnType<typeof figures>,
      ReturnType<typeof figures>,
      ReturnType<typeof figures>,
      ReturnType<typeof figures>,
    ];
    console.log(
      `\nmedians of ${ROUNDS} x ${SECONDS} s at ${CONNECTIONS} connections:\n` +
        `  shop            ${line(shop)}\n` +
        `  Fastify + pg    ${line(pg)}  (shop ${(shop.rps / pg.rps).toFixed(2)}x)\n` +
        `  bare Fastify    ${line(bytes)}  (shop ${(shop.rps / bytes.rps).toFixed(2)}x)\n` +
        `  shop 304        ${line(notModified)}\n`,
    );

    const summary: SummaryRow[] = [
      {
        what: `story read req/s (${CONNECTIONS} connections)`,
        shop: shop.rps,
        unit: 'req/s',
        anchor: { name: 'Fastify + pg', value: pg.rps },
        higherIsBetter: true,
        bar: `>= ${TARGET_RATIO}x anchor`,
        pass: shop.rps >= TARGET_RATIO * pg.rps,
      },
      {
        what: `story read p99 (${CONNECTIONS} connections)`,
        shop: shop.p99,
        unit: 'ms',
        anchor: { name: 'Fastify + pg', value: pg.p99 },
        higherIsBetter: false,
        bar: `<= ${TARGET_P99_MS} ms`,
        pass: shop.p99 <= TARGET_P99_MS,
      },
      {
        what: 'story read 304 req/s (If-None-Match)',
        shop: notModified.rps,
        unit: 'req/s',
        anchor: { name: 'Fastify + pg', value: pg.rps },
        higherIsBetter: true,
      },
      {
        what: 'story read req/s vs the ceiling',
        shop: shop.rps,
        unit: 'req/s',
        anchor: { name: 'bare Fastify, same bytes', value: bytes.rps },
        higherIsBetter: true,
      },
    ];
    writeBenchResult('story-read', summary, {
      storyBytes: body.length,
      pgAnchorBytes: Buffer.byteLength(pgBody),
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      medians: { shop, bytes, pg, notModified },
      runs,
    });
    if (!summary.every((r) => r.pass !== false)) process.exitCode = 1;
  } finally {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await db.drop();
    await deleteRedisPrefix(redisPrefix);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
