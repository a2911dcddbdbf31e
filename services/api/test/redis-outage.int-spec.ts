import { hashPassword } from '@shop/auth';
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
});
