/**
 * The fault suite (`make test-faults`): runs the built shop (API and worker as separate
 * processes) against a PostgreSQL cluster and a redis-server of its own, breaks them on purpose,
 * and checks that nothing is lost or duplicated, no request hangs past its timeout, and
 * everything recovers without a restart by hand:
 *   - the worker SIGKILLed again and again during a burst of stories and book builds;
 *   - Redis stopped for 10 s during a burst, and Redis restarted without its data;
 *   - Postgres stopped for 10 s, and for 20 s with stories in progress (they finish within 30 s
 *     of its return);
 *   - the API SIGKILLed while it completes payments.
 * Needs `npm run build`. Prints a table of figures and `N passed, N failed`.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startFakeStripe, stripeConfig, type FakeStripe, waitFor } from '@shop/testing';
import { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from './servers';
import { type Answer, REQUEST_TIMEOUT_MS, Shop, traffic, Visitor } from './shop';
import { SHIPPING } from '../support/shipping';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ANIMALS = ['fox', 'owl', 'bear', 'rabbit', 'turtle'] as const;
const THEMES = ['kindness', 'courage', 'friendship', 'numbers', 'nature'] as const;

interface Figures {
  scenario: string;
  requests: number;
  faults: number;
  accepted: number;
  lost: number;
  duplicated: number;
  longestMs: number;
  hung: number;
  problems: string[];
}

let pg: OwnPostgres;
let redis: OwnRedis;

async function sql<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** A database and Redis prefix of the scenario's own, and the shop's settings for them. */
async function shopFor(
  name: string,
  extra: Record<string, string> = {},
): Promise<{ shop: Shop; db: string }> {
  const dbName = `faults_${name.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  await sql(pg.url, `CREATE DATABASE "${dbName}"`);
  const db = pg.url.replace(/\/postgres$/, `/${dbName}`);
  const shop = new Shop({
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    IGNORE_DOTENV: '1',
    DATABASE_URL: db,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `faults-${dbName}`,
    COOKIE_SECRET: randomBytes(24).toString('hex'),
    STORY_RATE_LIMIT_PER_VISITOR: '100000',
    STORY_RATE_LIMIT_PER_IP: '100000',
    // Recovery within seconds rather than the production minutes, so the suite stays short.
    WORKER_STALLED_INTERVAL_MS: '2000',
    STORY_RECONCILE_INTERVAL_MS: '2000',
    STORY_RECONCILE_AFTER_MS: '4000',
    JOB_BACKOFF_MS: '500',
    ...extra,
  });
  running.add(shop);
  await shop.start();
  return { shop, db };
}

/** Posts `count` stories from a few visitors, `perSecond` at a time; returns the accepted ids. */
async function burst(
  shop: Shop,
  count: number,
  perSecond: number,
  owners: Map<string, Visitor>,
): Promise<{ accepted: string[]; answers: Answer[] }> {
  const visitors = Array.from({ length: 10 }, () => new Visitor(() => shop.base));
  // Each browser has its visitor cookie before it asks for stories in parallel.
  await Promise.all(visitors.map((v) => v.get('/api/stories')));
  const accepted: string[] = [];
  const answers: Answer[] = [];
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const v = visitors[i % visitors.length]!;
    sends.push(
      v
        .post('/api/stories/generate', {
          childName: 'Mia',
          animal: ANIMALS[i % ANIMALS.length],
          theme: THEMES[i % THEMES.length],
          ageRange: 'preschool',
          wordCount: 1000,
        })
        .then((a) => {
          answers.push(a);
          const id = (a.body as { id?: string } | null)?.id;
          if (a.status === 202 && id) {
            accepted.push(id);
            owners.set(id, v);
          }
        }),
    );
    if ((i + 1) % perSecond === 0) await sleep(1000);
  }
  await Promise.all(sends);
  return { accepted, answers };
}

/** Waits until every accepted story is final; counts the lost (not ready) and the duplicated. */
async function settle(db: string, accepted: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let rows: { id: string; generationStatus: string }[] = [];
  while (Date.now() < deadline) {
    try {
      rows = await sql(db, `SELECT id, "generationStatus" FROM stories`);
      if (rows.filter((r) => r.generationStatus === 'ready').length >= accepted.length) break;
    } catch {
      // the database may be coming back
    }
    await sleep(1000);
  }
  const ready = new Set(rows.filter((r) => r.generationStatus === 'ready').map((r) => r.id));
  return {
    lost: accepted.filter((id) => !ready.has(id)).length,
    // Every story row comes from one accepted request; more rows than that are duplicates.
    duplicated: Math.max(0, rows.length - accepted.length),
  };
}

function unexpected5xx(answers: Answer[], allowed: number[] = []): string[] {
  const bad = answers.filter(
    (a) => a.status === 'network' || (a.status >= 500 && !allowed.includes(a.status)),
  );
  return bad.length
    ? [`${bad.length} answers were ${[...new Set(bad.map((a) => a.status))].join('/')}`]
    : [];
}

async function scenarioWorkerKills(): Promise<Figures> {
  const before = { ...traffic };
  traffic.longestMs = 0;
  const { shop, db } = await shopFor('worker-kills');
  const owners = new Map<string, Visitor>();
  const problems: string[] = [];
  try {
    // Eight kills, one every 5 s (a restarted worker gets time to take jobs before the next).
    let killing = true;
    const killer = (async () => {
      for (let k = 0; k < 8 && killing; k++) {
        await sleep(5000);
        if (!killing) break;
        await shop.kill('worker');
        await sleep(300);
        shop.startWorker();
      }
    })();
    const { accepted, answers } = await burst(shop, 200, 40, owners);
    problems.push(...unexpected5xx(answers));

    // Book builds: 20 written stories' previews, asked for by their owners while the kills go on.
    const books = await waitFor(
      async () => {
        const rows = await sql<{ id: string }>(
          db,
          `SELECT id FROM stories WHERE "generationStatus" = 'ready' LIMIT 20`,
        );
        return rows.length === 20 ? rows.map((r) => r.id) : undefined;
      },
      { timeoutMs: 240_000, what: '20 written stories' },
    );
    const built = await Promise.all(
      books.map((id) =>
        waitFor(
          async () => {
            const a = await owners.get(id)!.get(`/api/stories/${id}/preview`);
            const status = (a.body as { status?: string } | null)?.status;
            if (process.env.FAULTS_DEBUG) console.log(id, a.status, JSON.stringify(a.body));
            if (status === 'failed') {
              // The operator's "Try again": a build cut off by a kill may be retried.
              await owners.get(id)!.get(`/api/stories/${id}/preview?retry=1`);
              return undefined;
            }
            return status === 'ready' ? id : undefined;
          },
          { timeoutMs: 180_000, intervalMs: 1000, what: `the book of story ${id}` },
        ).catch(() => undefined),
      ),
    );
    killing = false;
    await killer;
    const settled = await settle(db, accepted, 180_000);
    const unbuilt = built.filter((b) => !b).length;
    const files = await sql<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM book_files WHERE variant = 'preview' AND "storyId" = ANY($1)`,
      [books],
    );
    const extraBooks = Math.max(0, files[0]!.n - books.length);
    if (unbuilt) problems.push(`${unbuilt} of 20 books never built`);
    return {
      scenario: 'worker SIGKILLed 8 times: 200 stories, 20 books',
      requests: traffic.requests - before.requests,
      faults: shop.faults,
      accepted: accepted.length + books.length,
      lost: settled.lost + unbuilt,
      duplicated: settled.duplicated + extraBooks,
      longestMs: traffic.longestMs,
      hung: traffic.hung - before.hung,
      problems,
    };
  } finally {
    await shop.stop();
    running.delete(shop);
  }
}

interface Outage {
  which: 'redis' | 'postgres';
  /** How long the server stays down. */
  downMs: number;
  /** Redis comes back without its data (no queues, no schedules). */
  empty?: boolean;
  /** Every accepted story must be written within this long of the server's return. */
  recoverMs: number;
  /** Settings of the shop for this scenario. */
  settings?: Record<string, string>;
}

async function scenarioOutage(o: Outage): Promise<Figures> {
  const before = { ...traffic };
  traffic.longestMs = 0;
  const name = `${o.which}-${o.empty ? 'empty' : 'outage'}-${o.downMs}`;
  const { shop, db } = await shopFor(name, o.settings);
  const owners = new Map<string, Visitor>();
  try {
    const server = o.which === 'redis' ? redis : pg;
    let backAt = 0;
    const outage = (async () => {
      await sleep(4000);
      await server.stop();
      if (o.empty) redis.forget();
      await sleep(o.downMs);
      await server.start();
      backAt = Date.now();
    })();
    // 25 s of traffic, three stories a second, across the outage.
    const { accepted, answers } = await burst(shop, 75, 3, owners);
    await outage;
    const settled = await settle(db, accepted, Math.max(o.recoverMs, 120_000));
    const recoveredMs = Date.now() - backAt;
    // While a server is down, the honest answer is 503; anything else of 5xx is a defect.
    const problems = unexpected5xx(answers, [503]);
    const refused = answers.filter((a) => a.status === 503).length;
    if (refused === 0 && !o.empty)
      problems.push('no request noticed the outage (was it injected?)');
    if (settled.lost === 0 && recoveredMs > o.recoverMs)
      problems.push(
        `the stories were written ${(recoveredMs / 1000).toFixed(0)} s after the server returned (at most ${o.recoverMs / 1000} s)`,
      );
    // The shop recovers by itself: a new story is written after the outage.
    const after = await burst(shop, 3, 3, owners);
    const afterSettled = await settle(db, [...accepted, ...after.accepted], 60_000);
    if (after.accepted.length !== 3 || afterSettled.lost > 0)
      problems.push('stories asked for after the outage were not all written');
    const what = o.which === 'redis' ? 'Redis' : 'Postgres';
    return {
      scenario: `${what} ${o.empty ? 'restarted empty' : 'stopped'} for ${o.downMs / 1000} s during 75 stories`,
      requests: traffic.requests - before.requests,
      faults: 1,
      accepted: accepted.length + after.accepted.length,
      lost: Math.max(settled.lost, afterSettled.lost),
      duplicated: afterSettled.duplicated,
      longestMs: traffic.longestMs,
      hung: traffic.hung - before.hung,
      problems,
    };
  } finally {
    await shop.stop();
    running.delete(shop);
  }
}

async function scenarioApiKilledMidPayment(stripe: FakeStripe): Promise<Figures> {
  const before = { ...traffic };
  traffic.longestMs = 0;
  const { shop, db } = await shopFor('api-kill-payment', {
    ...stripeConfig(stripe),
  });
  const problems: string[] = [];
  const intents: string[] = [];
  try {
    for (let round = 0; round < 10; round++) {
      const parent = new Visitor(() => shop.base);
      const story = (
        await parent.post('/api/stories/generate', {
          childName: 'Ada',
          animal: 'owl',
          theme: 'courage',
        })
      ).body as { id: string };
      await waitFor(
        async () =>
          (
            await sql<{ s: string }>(
              db,
              `SELECT "generationStatus" AS s FROM stories WHERE id = $1`,
              [story.id],
            )
          )[0]?.s === 'ready' || undefined,
        { timeoutMs: 60_000, what: 'a written story' },
      );
      const intent = await parent.post('/api/create-payment-intent', {
        storyId: story.id,
        productType: 'custom_storybook',
        amount: 24.99,
        shippingDetails: SHIPPING,
      });
      const pi = (intent.body as { paymentIntentId?: string }).paymentIntentId;
      if (!pi) {
        problems.push(`round ${round}: no payment intent (${intent.status})`);
        continue;
      }
      intents.push(pi);
      stripe.setStatus(pi, 'succeeded');
      // The card is paid; the API dies while it records the order, after a few milliseconds.
      const completing = parent.post('/api/payment-complete', {
        paymentIntentId: pi,
        storyId: story.id,
      });
      await sleep(round * 4);
      await shop.kill('api');
      await completing;
      await shop.startApi();
      // Stripe delivers its webhook, and the browser asks again: one order either way.
      stripe.webhookUrl = `${shop.base}/api/webhooks/stripe`;
      await stripe.sendEvent('payment_intent.succeeded', pi);
      const retry = await parent.post('/api/payment-complete', {
        paymentIntentId: pi,
        storyId: story.id,
      });
      if (retry.status !== 200)
        problems.push(`round ${round}: payment-complete answered ${retry.status}`);
    }
    const orders = await sql<{ pi: string; n: number }>(
      db,
      `SELECT "paymentIntentId" AS pi, count(*)::int AS n FROM orders GROUP BY 1`,
    );
    const count = new Map(orders.map((o) => [o.pi, o.n]));
    return {
      scenario: 'API SIGKILLed mid payment-complete, 10 payments',
      requests: traffic.requests - before.requests,
      faults: shop.faults,
      accepted: intents.length,
      lost: intents.filter((pi) => !count.get(pi)).length,
      duplicated: intents.reduce((n, pi) => n + Math.max(0, (count.get(pi) ?? 0) - 1), 0),
      longestMs: traffic.longestMs,
      hung: traffic.hung - before.hung,
      problems,
    };
  } finally {
    await shop.stop();
    running.delete(shop);
  }
}

/** Shops started and not yet stopped: an interrupted run stops them and its servers. */
const running = new Set<Shop>();

async function main(): Promise<void> {
  const started = Date.now();
  pg = await startOwnPostgres();
  redis = await startOwnRedis();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`fault suite: ${signal}, stopping what it started`);
      void Promise.allSettled([...running].map((s) => s.stop()))
        .then(() => Promise.allSettled([redis.destroy(), pg.destroy()]))
        .finally(() => process.exit(1));
    });
  }
  const stripe = await startFakeStripe();
  const results: Figures[] = [];
  try {
    const scenarios: Record<string, () => Promise<Figures>> = {
      worker: scenarioWorkerKills,
      // Redis restarted under load, with the reconciler at its production interval: a story that
      // got a 202 has its job queued, so every one is written soon after Redis returns.
      redis: () =>
        scenarioOutage({
          which: 'redis',
          downMs: 10_000,
          recoverMs: 30_000,
          settings: { STORY_RECONCILE_INTERVAL_MS: '600000', STORY_RECONCILE_AFTER_MS: '600000' },
        }),
      postgres: () => scenarioOutage({ which: 'postgres', downMs: 10_000, recoverMs: 60_000 }),
      // Redis restarted without its data: the queued stories and the periodic jobs' schedules
      // are gone. The worker puts the schedules back and the reconciler re-enqueues the stories.
      'redis-empty': () =>
        scenarioOutage({
          which: 'redis',
          downMs: 2_000,
          empty: true,
          recoverMs: 60_000,
          settings: { STORY_ENGINE_STEP_DELAY_MS: '200', SCHEDULE_CHECK_INTERVAL_MS: '2000' },
        }),
      // A 20 s Postgres outage with stories in progress, retries and reconciler at their
      // production settings: the jobs wait for Postgres instead of spending their attempts, so
      // they finish soon after it returns, not when the reconciler next looks minutes later.
      'postgres-20s': () =>
        scenarioOutage({
          which: 'postgres',
          downMs: 20_000,
          recoverMs: 30_000,
          settings: {
            STORY_ENGINE_STEP_DELAY_MS: '200',
            JOB_BACKOFF_MS: '2000',
            JOB_ATTEMPTS: '3',
            STORY_RECONCILE_INTERVAL_MS: '600000',
            STORY_RECONCILE_AFTER_MS: '600000',
          },
        }),
      payment: () => scenarioApiKilledMidPayment(stripe),
    };
    // FAULTS=worker,redis runs some of them (all by default).
    const chosen = process.env.FAULTS?.split(',') ?? Object.keys(scenarios);
    for (const name of chosen) {
      const scenario = scenarios[name];
      if (!scenario)
        throw new Error(`FAULTS: no scenario "${name}" (${Object.keys(scenarios).join(', ')})`);
      results.push(await scenario());
    }
  } finally {
    await stripe.close();
    await redis.destroy();
    await pg.destroy();
  }
  let passed = 0;
  let failed = 0;
  console.log('\nFault suite');
  console.log(
    '| scenario | requests | faults | accepted | lost | duplicated | longest answer | hung |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.scenario} | ${r.requests} | ${r.faults} | ${r.accepted} | ${r.lost} | ${r.duplicated} | ${(r.longestMs / 1000).toFixed(1)} s | ${r.hung} |`,
    );
    if (r.lost === 0 && r.duplicated === 0 && r.hung === 0 && r.problems.length === 0) passed++;
    else {
      failed++;
      for (const p of r.problems) console.log(`  ${r.scenario}: ${p}`);
    }
  }
  console.log(
    `Total: ${traffic.requests} requests, ${results.reduce((n, r) => n + r.faults, 0)} faults injected, request timeout ${REQUEST_TIMEOUT_MS / 1000} s, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`faults: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main().catch((err: unknown) => {
  console.error('fault suite could not run:', err);
  process.exit(1);
});
