import type {
  CollaborativeStory,
  CreatedCollaborativeStory,
  OrderCompletionResponse,
  PaymentIntentResponse,
  PromptView,
  Story,
} from '@shop/contracts';
import {
  createTestDatabase,
  deleteRedisPrefix,
  type FakeStripe,
  freePort,
  startFakeStripe,
  stripeConfig,
  type TestDatabase,
  testRedisUrl,
  uniquePrefix,
  waitFor,
} from '@shop/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_MAIN,
  assertServicesBuilt,
  CookieBrowser,
  type ServiceProcess,
  startService,
  stopServices,
  untilReady,
  WORKER_MAIN,
} from '../support/built-services';
import { SHIPPING } from '../support/shipping';

/** A name that appears nowhere else: any line holding it came from this family's data. */
const CHILD = 'Zephyrinelle';
/** Logged on purpose (a request's address), to show the search finds what the logs hold. */
const MARKER = 'Quokkaberry';

/**
 * No child data in the logs: a whole journey (a story written alone, one written together,
 * pictures, a paid order through a fake Stripe, its book and mail) against the built API and
 * worker at their most talkative log level, then every line they wrote is searched for the
 * child's name. Needs `npm run build:server` first (make test builds).
 */
describe('a family’s journey leaves the child’s name out of every log line', () => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let prefix: string;
  let storageDir: string;
  let base = '';
  const procs: ServiceProcess[] = [];

  function start(name: string, main: string, env: Record<string, string>): ServiceProcess {
    const proc = startService(name, main, env);
    procs.push(proc);
    return proc;
  }

  const stop = () => stopServices(procs);

  beforeAll(async () => {
    assertServicesBuilt();
    [db, stripe] = await Promise.all([createTestDatabase(), startFakeStripe()]);
    prefix = uniquePrefix('names');
    storageDir = await mkdtemp(join(tmpdir(), 'names-storage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    stripe.webhookUrl = `${base}/api/webhooks/stripe`;
    const env = {
      NODE_ENV: 'test',
      // The most detail the services can log.
      LOG_LEVEL: 'trace',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '3',
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      STORAGE_DIR: storageDir,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      JOB_BACKOFF_MS: '100',
      ...stripeConfig(stripe),
    };
    const api = start('api', API_MAIN, env);
    const worker = start('worker', WORKER_MAIN, env);
    await Promise.all([
      untilReady(api, async () => (await fetch(`${base}/api/health`)).status === 200),
      untilReady(worker, async () => worker.output.includes('Worker ready')),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stop();
    await rm(storageDir, { recursive: true, force: true });
    if (prefix) await deleteRedisPrefix(prefix);
    await stripe?.close();
    await db?.drop();
  });

  /** A browser of this one shop address. */
  const browser = () => {
    const b = new CookieBrowser();
    return { json: <T>(path: string, body?: unknown) => b.json<T>(base, path, body) };
  };
  const parent = browser();
  const child = browser();

  async function ready<T extends Story>(path: string, who = parent): Promise<T> {
    return waitFor(
      async () => {
        const res = await who.json<T>(path);
        expect(res.status).toBe(200);
        if (res.body.generationStatus === 'failed') throw new Error(res.body.generationError ?? '');
        return res.body.generationStatus === 'ready' ? res.body : undefined;
      },
      { timeoutMs: 60_000, what: `${path} to be ready` },
    );
  }

  it('writes, co-writes, draws and sells a story with the child’s name, and logs none of it', async () => {
    // A story written by the shop, with its pictures.
    const alone = await parent.json<Story>('/api/stories/generate', {
      childName: CHILD,
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      wordCount: 500,
      pronoun: 'she',
    });
    expect(alone.status).toBe(202);
    const story = await ready(`/api/stories/${alone.body.id}`);
    expect(story.content).toContain(CHILD);
    await waitFor(
      async () => {
        const res = await parent.json<Story>(`/api/stories/${story.id}`);
        return res.body.illustrations?.complete ? true : undefined;
      },
      { timeoutMs: 90_000, what: 'the pictures to be drawn' },
    );

    // A story written together: both writers use the name in their parts.
    const created = await parent.json<CreatedCollaborativeStory>('/api/stories/collaborative', {
      childName: CHILD,
      animal: 'owl',
      theme: 'courage',
      ageRange: 'preschool',
      parentContribution: `${CHILD} heard an owl calling from the old oak tree.`,
      childContribution: `${CHILD} climbed up and said hello to the owl!`,
    });
    expect(created.status).toBe(201);
    const { id, collaborativeToken: token } = created.body.story;
    const q = `?token=${encodeURIComponent(token)}`;
    const prompts = (await child.json<PromptView[]>(`/api/stories/prompts/${id}${q}`)).body;
    for (const p of prompts.filter((x) => !x.completed)) {
      const role = p.targetContributor === 'parent' ? 'parent' : 'child';
      const res = await (role === 'parent' ? parent : child).json('/api/stories/contribute', {
        storyId: id,
        token,
        contributorType: role,
        promptId: p.id,
        content: `Then ${CHILD} and the owl found part ${p.order} of the secret.`,
      });
      expect(res.status).toBe(201);
    }
    const woven = await ready<CollaborativeStory>(`/api/stories/collaborative/${id}${q}`, child);
    expect(woven.content).toContain(CHILD);

    // A paid order of the first story through the fake Stripe, with its webhook.
    const intent = await parent.json<PaymentIntentResponse>('/api/create-payment-intent', {
      storyId: story.id,
      productType: 'custom_storybook',
      amount: 24.99,
      shippingDetails: { ...SHIPPING, illustratorNotes: `${CHILD} has curly hair` },
    });
    expect(intent.status).toBe(200);
    stripe.setStatus(intent.body.paymentIntentId, 'succeeded');
    const paid = await parent.json<OrderCompletionResponse>('/api/payment-complete', {
      paymentIntentId: intent.body.paymentIntentId,
      storyId: story.id,
      shippingDetails: SHIPPING,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(
      (await stripe.sendEvent('payment_intent.succeeded', intent.body.paymentIntentId)).status,
    ).toBe(200);
    // The order's status page.
    expect((await parent.json(`/api/orders/status/${paid.body.orderRef}`)).status).toBe(200);

    // A control: an address the log does record, so a name that reached a line would be found.
    expect((await parent.json(`/api/no-such-page-${MARKER}`)).status).toBe(404);
    // The API writes its lines in batches (at least once a second): wait until that one is out,
    // so every line before it is too.
    await waitFor(async () => (procs[0]!.output.includes(MARKER) ? true : undefined), {
      timeoutMs: 15_000,
      what: 'the API to write its log',
    });

    // Stopped, so every buffered line is written out.
    await stop();
    const lines = procs.flatMap((p) =>
      p.output
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `${p.name}: ${line}`),
    );
    // The logs are there (the journey was logged at all), and none holds the name.
    expect(lines.filter((l) => l.startsWith('api:')).length).toBeGreaterThan(10);
    expect(lines.filter((l) => l.startsWith('worker:')).length).toBeGreaterThan(5);
    expect(lines.some((l) => l.includes(MARKER))).toBe(true);
    expect(lines.filter((l) => l.toLowerCase().includes(CHILD.toLowerCase()))).toEqual([]);
  }, 240_000);
});
