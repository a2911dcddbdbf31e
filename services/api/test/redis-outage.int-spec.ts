import { hashPassword } from '@shop/auth';
import { bullPrefix, jobIds, redisOptions } from '@shop/queue';
import { Queue } from 'bullmq';
import { startRedisServer, type OwnRedisServer, waitFor } from '@shop/testing';
import type { LightMyRequestResponse } from 'fastify';
import { insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'a long operator passphrase';
/** Longer than any answer should take while Redis is down; a request still open then hangs. */
const HANG_MS = 10_000;

async function answered(
  request: Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hung'>(
    (resolve) => (timer = setTimeout(() => resolve('hung'), HANG_MS)),
  );
  try {
    return await Promise.race([request, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * While Redis is unreachable, requests that need it answer at once with a 503 and the one error
 * shape (the API's queue connection fails fast), and everything works again once it is back.
 */
describe('the API while Redis is unreachable', () => {
  let redis: OwnRedisServer;
  let h: Harness;
  let admin: Visitor;
  let storyIds: string[];
  let parent: Visitor;
  let ownStoryId: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    h = await startHarness({
      worker: false,
      config: { REDIS_URL: redis.url, ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) },
    });
    admin = await signInAdmin(h, PASSWORD);
    storyIds = await withPg(h.db.url, async (c) => [await insertStory(c), await insertStory(c)]);
    // A parent's own story, written (no worker here: it is marked ready directly).
    parent = h.visitor();
    ownStoryId = (
      await parent.post('/api/stories/generate', {
        childName: 'Ada',
        animal: 'owl',
        theme: 'courage',
      })
    ).json().id;
    await withPg(h.db.url, (c) =>
      c.query(
        `UPDATE stories SET "generationStatus" = 'ready', title = 'Ada and the Brave Owl',
           content = E'Once upon a time.\n\nThe end.', "wordCount" = 1000 WHERE id = $1`,
        [ownStoryId],
      ),
    );
  });
  afterAll(async () => {
    await h.close().catch(() => undefined);
    await redis.stop({ hard: true });
  });

  it('answers 503 at once instead of hanging, and recovers when Redis returns', async () => {
    const before = await admin.get(`/api/stories/${storyIds[0]}/preview`);
    expect([before.statusCode, before.json().status]).toEqual([200, 'building']);
    await redis.stop({ hard: true });

    const during = {
      generate: await answered(
        h
          .visitor()
          .post('/api/stories/generate', { childName: 'Mia', animal: 'fox', theme: 'kindness' }),
      ),
      // The parent's preview needs no session: it reaches the book queue, which must fail fast.
      preview: await answered(parent.get(`/api/stories/${ownStoryId}/preview`)),
      adminPreview: await answered(admin.get(`/api/stories/${storyIds[1]}/preview`)),
      adminOrders: await answered(admin.get('/api/admin/orders?tab=all')),
    };
    for (const [name, res] of Object.entries(during)) {
      expect({ name, res: res === 'hung' ? 'hung' : res.statusCode }).toEqual({ name, res: 503 });
      const body = (res as LightMyRequestResponse).json();
      expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    }

    await redis.start();
    // This test's Redis restarts empty, so the operator signs in again (once the API reconnects).
    admin = await waitFor(() => signInAdmin(h, PASSWORD).catch(() => undefined), {
      timeoutMs: 15_000,
      what: 'sign-in after Redis is back',
    });
    // Each Redis connection (sessions, queues) reconnects on its own backoff: the book queue may
    // come back a moment after the sessions do.
    const after = await waitFor(
      async () => {
        const res = await admin.get(`/api/stories/${storyIds[1]}/preview`);
        return res.statusCode === 503 ? undefined : res;
      },
      { timeoutMs: 15_000, what: 'the book queue after Redis is back' },
    );
    expect([after.statusCode, after.json().status]).toEqual([200, 'building']);
  });

  it('never answers 202 for a story whose job is not queued, while Redis comes back', async () => {
    await redis.stop({ hard: true });
    await redis.start();
    const queue = new Queue('story', {
      connection: redisOptions(redis.url),
      prefix: bullPrefix(h.config.REDIS_PREFIX),
    });
    try {
      // Ask for stories from the moment Redis is back until one is accepted; each answer is
      // either a 202 with the story's job in the queue, or a 503 with no story left behind.
      const answers: { status: number; id?: string }[] = [];
      const deadline = Date.now() + 20_000;
      const visitor = h.visitor();
      while (Date.now() < deadline && !answers.some((a) => a.status === 202)) {
        const res = await visitor.post('/api/stories/generate', {
          childName: 'Noor',
          animal: 'fox',
          theme: 'kindness',
        });
        answers.push({
          status: res.statusCode,
          id: res.statusCode === 202 ? res.json().id : undefined,
        });
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(answers.some((a) => a.status === 202)).toBe(true);
      for (const a of answers.filter((x) => x.status === 202)) {
        expect(await queue.getJob(jobIds.storyGenerate(a.id!, 1))).toBeDefined();
      }
      const rows = await withPg(h.db.url, (c) =>
        c.query<{ n: number }>(`SELECT count(*)::int AS n FROM stories WHERE "childName" = 'Noor'`),
      );
      expect(rows.rows[0]!.n).toBe(answers.filter((a) => a.status === 202).length);
    } finally {
      await queue.close();
    }
  });
});
