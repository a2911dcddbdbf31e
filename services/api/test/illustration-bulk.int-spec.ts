import { hashPassword } from '@shop/auth';
import { type BulkIllustrationRun, FULL_SET_PAGES, type Illustration } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FakeImagesServer } from '../../../libs/illustrator/src/openai/fake-images-server';
import { insertOrder, insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'bulk operator passphrase';

describe('bulk illustration runs (BullMQ flows, real worker, fake image service)', () => {
  let h: Harness;
  let admin: Visitor;
  let storageDir: string;
  const fake = new FakeImagesServer();
  let picture: Buffer;
  const pg = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg(h.db.url, fn);

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'bulk-'));
    const baseUrl = await fake.start();
    picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        WORKER_QUEUES: 'illustration',
        ILLUSTRATION_PROVIDER: 'openai',
        IMAGES_BASE_URL: baseUrl,
        IMAGES_API_KEY: 'sk-fake',
        // Failures reach BullMQ at once, so its retry (the job's next attempt) is what is tested.
        IMAGES_MAX_RETRIES: '0',
        JOB_ATTEMPTS: '3',
        JOB_BACKOFF_MS: '50',
      },
    });
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await h.close();
    await fake.stop();
    await rm(storageDir, { recursive: true, force: true });
  });

  const run = async (runId: string) =>
    (await admin.get(`/api/admin/illustrations/bulk/${runId}`)).json() as BulkIllustrationRun;
  const finished = (runId: string, timeoutMs = 60_000) =>
    waitFor(
      async () => {
        const r = await run(runId);
        return r.state === 'completed' || r.state === 'cancelled' ? r : undefined;
      },
      { timeoutMs, intervalMs: 200, what: `bulk run ${runId}` },
    );
  const pictures = async (storyId: string) =>
    (await admin.get(`/api/stories/${storyId}/illustrations`)).json() as Illustration[];

  it('fills every paid story missing pictures, retrying a page that fails once, with the counts right', async () => {
    const [a, b, c, unpaid] = await pg(async (c) => [
      await insertStory(c),
      await insertStory(c),
      await insertStory(c),
      await insertStory(c),
    ]);
    await pg(async (cl) => {
      await insertOrder(cl, {
        storyId: a,
        status: 'paid',
        childGender: 'girl',
        childRace: 'asian',
      });
      await insertOrder(cl, { storyId: b, status: 'paid' });
      await insertOrder(cl, { storyId: c, status: 'paid' });
      await insertOrder(cl, { storyId: unpaid, status: 'pending' });
    });
    // Story c already has its full set: nothing to do there.
    await pg(async (cl) => {
      for (const [i, page] of FULL_SET_PAGES.entries()) {
        await cl.query(
          `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber", "sequenceOrder") VALUES ($1, $2, $3, $4)`,
          [c, `legacy-${i}`, page, i],
        );
      }
    });
    let failedOnce = false;
    fake.replyWith((req) => {
      if (!failedOnce && /Page 4[.:]/.test(String(req.body.prompt))) {
        failedOnce = true;
        return { kind: 'status', status: 500 };
      }
      return { kind: 'b64', png: picture };
    });

    const start = await admin.post('/api/admin/illustrations/bulk', {
      filter: 'paid-without-full-set',
    });
    expect(start.statusCode).toBe(202);
    const { runId } = start.json() as BulkIllustrationRun;
    const result = await finished(runId);
    expect(result).toEqual({
      runId,
      state: 'completed',
      stories: 2,
      total: 24,
      done: 24,
      failed: 0,
    });
    expect(failedOnce).toBe(true);
    expect(fake.requests).toHaveLength(25); // 24 pictures + the one retried
    for (const story of [a, b]) {
      const rows = await pictures(story);
      expect(rows.map((r) => r.pageNumber).sort((x, y) => x! - y!)).toEqual(
        [...FULL_SET_PAGES].sort((x, y) => x - y),
      );
      expect(rows.map((r) => r.sequenceOrder).sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
    }
    expect(await pictures(unpaid)).toEqual([]);
    expect(await pictures(c)).toHaveLength(12);

    // Run again: every paid story has its set, so nothing is planned.
    const again = (
      await admin.post('/api/admin/illustrations/bulk', { filter: 'paid-without-full-set' })
    ).json() as BulkIllustrationRun;
    expect(await finished(again.runId)).toMatchObject({
      state: 'completed',
      stories: 0,
      total: 0,
      done: 0,
      failed: 0,
    });
  }, 90_000);

  it('counts a page that keeps failing as failed, without stopping the run', async () => {
    const [s] = await pg(async (c) => [await insertStory(c)]);
    fake.replyWith((req) =>
      /Page 2[.:]/.test(String(req.body.prompt))
        ? { kind: 'status', status: 503 }
        : { kind: 'b64', png: picture },
    );
    const { runId } = (
      await admin.post('/api/admin/illustrations/bulk', { storyIds: [s] })
    ).json() as BulkIllustrationRun;
    expect(await finished(runId)).toEqual({
      runId,
      state: 'completed',
      stories: 1,
      total: 12,
      done: 11,
      failed: 1,
    });
    expect((await pictures(s!)).map((r) => r.pageNumber)).not.toContain(1);
  }, 60_000);

  it('cancels a run: pictures not started are dropped, and the run ends', async () => {
    const ids = await pg(async (c) => [
      await insertStory(c),
      await insertStory(c),
      await insertStory(c),
    ]);
    fake.requests.length = 0;
    fake.replyWith(() => ({ kind: 'b64', png: picture, delayMs: 100 }));
    const { runId } = (
      await admin.post('/api/admin/illustrations/bulk', { storyIds: ids })
    ).json() as BulkIllustrationRun;
    await waitFor(async () => ((await run(runId)).done >= 2 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 20,
      what: 'the run to start',
    });
    const cancel = await admin.post(`/api/admin/illustrations/bulk/${runId}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    expect(['cancelling', 'cancelled']).toContain((cancel.json() as BulkIllustrationRun).state);
    // The pictures being drawn finish; the run then ends as cancelled.
    const end = await finished(runId);
    expect(end.state).toBe('cancelled');
    expect(end.total).toBe(36);
    expect(end.done).toBeLessThan(36);
    const drawn = (await Promise.all(ids.map(pictures))).flat().length;
    expect(drawn).toBe(end.done);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await Promise.all(ids.map(pictures))).flat().length).toBe(drawn);
    expect(fake.requests.length).toBe(drawn);
    expect(
      (
        await admin.post(
          `/api/admin/illustrations/bulk/00000000-0000-4000-8000-000000000000/cancel`,
          {},
        )
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});
