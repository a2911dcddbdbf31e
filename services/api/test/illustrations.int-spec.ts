import { hashPassword } from '@shop/auth';
import {
  FULL_SET_PAGES,
  type GenerateIllustrationResponse,
  type Illustration,
  ILLUSTRATION_PAGE_CHOICES,
  ILLUSTRATION_TEXTS,
  MESSAGES,
  type Story,
} from '@shop/contracts';
import { IllustrationRepository } from '@shop/db';
import { jobIds, JobProducer } from '@shop/queue';
import { waitFor } from '@shop/testing';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { GenerateIllustrationHandler } from '../../worker/src/illustration/generate-illustration.handler';
import { signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

const PASSWORD = 'illustration operator passphrase';
const UPLOAD_MAX_BYTES = 300_000;
const UPLOAD_MAX_PIXELS = 4_000_000;

const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

describe('illustrations: upload, pages, order, delete, generate (real API, worker, Postgres, Redis)', () => {
  let h: Harness;
  let admin: Visitor;
  let owner: Visitor;
  let story: Story;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'illustrations-'));
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
        UPLOAD_MAX_PIXELS: String(UPLOAD_MAX_PIXELS),
        // Below the upload's size: only the upload route may take more.
        BODY_LIMIT_BYTES: '100000',
        WORKER_QUEUES: 'story',
      },
    });
    admin = await signInAdmin(h, PASSWORD);
    owner = h.visitor();
    const res = await owner.post('/api/stories/generate', VALID_STORY);
    story = await waitForFinalStory(owner, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    // The operator's manager starts empty here: the story's automatic pictures (another file's
    // subject, story-pictures.int-spec) are taken off the queue before a picture worker starts.
    const pictures = h.api.get(JobProducer).queue('illustration');
    expect(await pictures.remove(jobIds.storyPictures(story.id, 1), { removeChildren: true })).toBe(
      1,
    );
    await h.startWorker({ WORKER_QUEUES: 'illustration' });
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const list = async (who: Visitor = admin) => {
    const res = await who.get(`/api/stories/${story.id}/illustrations`);
    expect(res.statusCode).toBe(200);
    return res.json() as Illustration[];
  };
  const upload = (payload: object) =>
    admin.request({
      method: 'POST',
      url: `/api/stories/${story.id}/custom-illustrations`,
      payload,
    });
  const patch = (url: string, payload: object) => admin.request({ method: 'PATCH', url, payload });
  const png = (w = 64, h2 = 48, colour = '#ff8800') =>
    sharp({ create: { width: w, height: h2, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it("lets the story's owner and the operator see its pictures, and nobody else", async () => {
    expect(await list(owner)).toEqual([]);
    expect(await list(admin)).toEqual([]);
    expect((await h.visitor().get(`/api/stories/${story.id}/illustrations`)).statusCode).toBe(404);
    expect(
      (
        await h.visitor().post(`/api/stories/${story.id}/custom-illustrations`, {
          imageData: dataUrl(await png()),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets the operator read the story itself for the story dialog', async () => {
    const res = await admin.get(`/api/stories/${story.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: story.id, content: story.content });
    expect((await h.visitor().get(`/api/stories/${story.id}`)).statusCode).toBe(404);
  });

  it('stores an upload re-encoded without its metadata, served at an unguessable URL with long caching', async () => {
    const withGps = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#33aa55' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Artist: 'Parent Name' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload({
      imageData: dataUrl(withGps, 'image/jpeg'),
      pageNumber: 0,
      pageContent: '   ',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Illustration;
    expect(created).toMatchObject({
      storyId: story.id,
      pageNumber: 0,
      pageContent: null,
      sequenceOrder: 0,
    });
    expect(created.imageUrl).toMatch(/^\/api\/files\/uploads\/[A-Za-z0-9_-]{22}\.png$/);

    const file = await h.visitor().get(created.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 120, 80]);
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const preview = await h.visitor().get(created.previewUrl);
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('webp');

    expect(
      (await h.visitor().get('/api/files/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')).statusCode,
    ).toBe(404);
    expect((await h.visitor().get('/api/files/../../etc/passwd')).statusCode).toBe(404);
  });

  it('refuses what is not an image: no file, a renamed text file, a truncated PNG', async () => {
    const missing = await upload({ pageNumber: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.illustration.imageRequired);

    const text = await upload({
      imageData: dataUrl(Buffer.from('hello, I am a text file pretending to be a picture')),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not an image/);

    const whole = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#123456' },
    })
      .composite([{ input: await png(100, 100, '#ffffff'), left: 50, top: 50 }])
      .png()
      .toBuffer();
    const truncated = await upload({
      imageData: dataUrl(whole.subarray(0, Math.floor(whole.length * 0.6))),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/damaged or incomplete/);
  });

  it('answers 413 for a file past the limit, and 400 for a decompression bomb', async () => {
    // Just over UPLOAD_MAX_BYTES, under the route's body limit: the service's own 413.
    const noise = randomBytes(UPLOAD_MAX_BYTES + 10_000);
    const big = await upload({ imageData: dataUrl(noise) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than/);
    // Far past the route's body limit: Fastify stops reading.
    const huge = await upload({ imageData: dataUrl(Buffer.alloc(UPLOAD_MAX_BYTES * 3)) });
    expect(huge.statusCode).toBe(413);
    // The upload route takes more than BODY_LIMIT_BYTES; every other route keeps that limit.
    const raw = randomBytes(160 * 160 * 3);
    const noisy = await sharp(raw, { raw: { width: 160, height: 160, channels: 3 } })
      .png()
      .toBuffer();
    expect(dataUrl(noisy).length).toBeGreaterThan(100_000);
    const fits = await upload({ imageData: dataUrl(noisy) });
    expect(fits.statusCode).toBe(201);
    await admin.request({
      method: 'DELETE',
      url: `/api/illustrations/${(fits.json() as Illustration).id}`,
    });
    const elsewhere = await admin.post(`/api/admin/stories/${story.id}/illustrations`, {
      pad: 'x'.repeat(110_000),
    });
    expect(elsewhere.statusCode).toBe(413);

    // 4000 × 4000 of one colour is a tiny PNG that would expand to 48 MB.
    const bomb = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload({ imageData: dataUrl(bomb) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too large \(4000×4000 pixels\)/);
  });

  it('gives each page one picture, and moves pictures up and down by swapping with the neighbour', async () => {
    const ids: string[] = [];
    for (const colour of ['#111111', '#222222']) {
      const res = await upload({
        imageData: dataUrl(await png(32, 32, colour)),
        pageContent: 'Once upon a time',
      });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as Illustration).id);
    }
    let rows = await list();
    const first = rows[0]!; // the page-0 upload of the earlier test
    expect(rows.map((r) => r.sequenceOrder)).toEqual([0, 1, 2]);
    expect(rows[1]).toMatchObject({ pageNumber: null, pageContent: 'Once upon a time' });

    // Page 0 moves to the second picture: the first loses it.
    const moved = await patch(`/api/illustrations/${ids[0]}/page`, {
      pageNumber: 0,
      pageContent: '',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ pageNumber: 0, pageContent: null });
    rows = await list();
    expect(rows.find((r) => r.id === first.id)!.pageNumber).toBeNull();
    for (const { value } of ILLUSTRATION_PAGE_CHOICES) {
      expect(
        (await patch(`/api/illustrations/${ids[1]}/page`, { pageNumber: value })).statusCode,
      ).toBe(200);
    }
    for (const bad of [10, -3, 1.5, 'cover']) {
      const res = await patch(`/api/illustrations/${ids[1]}/page`, { pageNumber: bad });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (
        await patch(`/api/illustrations/00000000-0000-4000-8000-000000000000/page`, {
          pageNumber: 1,
        })
      ).statusCode,
    ).toBe(404);

    // Move the last picture up: it swaps sequenceOrder with its neighbour.
    const up = await patch(`/api/illustrations/${ids[1]}/sequence`, { sequenceOrder: 1 });
    expect(up.statusCode).toBe(200);
    rows = await list();
    expect(rows.map((r) => r.id)).toEqual([first.id, ids[1], ids[0]]);
    expect(rows.map((r) => r.sequenceOrder)).toEqual([0, 1, 2]);
    expect(
      (await patch(`/api/illustrations/${ids[1]}/sequence`, { sequenceOrder: -1 })).statusCode,
    ).toBe(400);
  });

  it('deletes a picture and its files', async () => {
    const rows = await list();
    const victim = rows[rows.length - 1]!;
    const res = await admin.request({ method: 'DELETE', url: `/api/illustrations/${victim.id}` });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((r) => r.id)).not.toContain(victim.id);
    expect((await h.visitor().get(victim.imageUrl)).statusCode).toBe(404);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/illustrations/${victim.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('generates an AI illustration for the first page without one, in the worker, at print size', async () => {
    const res = await admin.post(`/api/admin/stories/${story.id}/illustrations`, {});
    expect(res.statusCode).toBe(202);
    const queued = res.json() as GenerateIllustrationResponse;
    expect(queued).toMatchObject({
      success: true,
      imageUrl: null,
      pageNumber: -1,
      story: { title: story.title, animal: 'fox', childName: 'Mia' },
    });
    const job = await waitFor(
      async () => {
        const j = (await admin.get(`/api/admin/illustrations/jobs/${queued.jobId}`)).json() as {
          state: string;
          imageUrl: string | null;
        };
        return j.state === 'completed' || j.state === 'failed' ? j : undefined;
      },
      { timeoutMs: 30_000, what: 'the illustration job' },
    );
    expect(job.state).toBe('completed');
    const cover = (await list(owner)).find((r) => r.pageNumber === -1)!;
    expect(cover.imageUrl).toBe(job.imageUrl);
    expect(cover.imageUrl).toMatch(/^\/api\/files\/illustrations\/[A-Za-z0-9_-]{32}\.png$/);
    const file = await owner.get(cover.imageUrl);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2625, 2625]);

    // A missing story is a 404; the page can be chosen.
    expect(
      (
        await admin.post(
          `/api/admin/stories/00000000-0000-4000-8000-000000000000/illustrations`,
          {},
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin.post(`/api/admin/stories/${story.id}/illustrations`, { pageNumber: 12 }))
        .statusCode,
    ).toBe(400);
  }, 40_000);

  it('draws a retried or re-delivered job once: same file, one row', async () => {
    const handler = h.worker!.get(GenerateIllustrationHandler);
    const job = { id: `illustration-generate-test-${story.id}-p5`, parent: undefined } as never;
    const first = await handler.handle({ storyId: story.id, pageNumber: 5 }, job);
    const again = await handler.handle({ storyId: story.id, pageNumber: 5 }, job);
    expect(first).toMatchObject({ created: true });
    expect(again).toEqual({ ...first, created: false });
    const onPage = (await list()).filter((r) => r.pageNumber === 5);
    expect(onPage).toHaveLength(1);
    // The page's own text goes with its picture.
    expect(story.content).toContain(onPage[0]!.pageContent!);
    expect(onPage[0]!.pageContent!.length).toBeGreaterThan(20);
  }, 30_000);

  it('never replaces a picture unasked: with every page drawn, a generate without a page is a 409', async () => {
    const held = new Set((await list()).map((r) => r.pageNumber));
    for (const page of FULL_SET_PAGES.filter((p) => !held.has(p)))
      await h.api.get(IllustrationRepository).addOperatorPicture({
        storyId: story.id,
        imageData: `illustrations/full-set-${page + 2}.png`,
        pageNumber: page,
        pageContent: null,
      });
    const before = await list();
    const res = await admin.post(`/api/admin/stories/${story.id}/illustrations`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ILLUSTRATION_TEXTS.noEmptyPage);
    expect(await list()).toEqual(before);
  });
});
