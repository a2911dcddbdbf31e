import type { INestApplicationContext } from '@nestjs/common';
import { hashPassword } from '@shop/auth';
import { checkBookPdf, inspectPdf, pictureSlotOf } from '@shop/book';
import { type AdminOrder, FULL_SET_PAGES, type Illustration, type Story } from '@shop/contracts';
import { IllustrationRepository, StoryIllustrationEntity } from '@shop/db';
import { FakeImagesServer } from '../../../libs/illustrator/src/openai/fake-images-server';
import { jobIds, JobProducer } from '@shop/queue';
import { LocalDirectoryStorage } from '@shop/storage';
import { waitFor } from '@shop/testing';
import { Job } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { insertOrder, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { StoryPicturesFlow } from '../src/illustration/story-pictures.flow';

jest.setTimeout(180_000);

const PASSWORD = 'pictures operator passphrase';
const sortedPages = [...FULL_SET_PAGES].sort((a, b) => a - b);
const pagesOf = (list: Illustration[]) => list.map((i) => i.pageNumber!).sort((a, b) => a - b);

/**
 * Pictures are part of every story: a ready story's screen-size set is drawn by a BullMQ flow
 * without the operator, never over the operator's own pictures, and the book build draws what is
 * still missing at print size (or stops, with a message, when it cannot).
 */
describe('story pictures (real worker, BullMQ flows, Postgres, Redis)', () => {
  let h: Harness;
  let admin: Visitor;
  let db: DataSource;
  const storageDir = mkdtempSync(join(tmpdir(), 'story-pictures-'));
  const storage = new LocalDirectoryStorage(storageDir);
  const images = new FakeImagesServer();
  let worker: INestApplicationContext | undefined;

  async function startWorker(queues: string, extra: Record<string, string> = {}) {
    await worker?.close();
    worker = await h.startWorker({ WORKER_QUEUES: queues, ...extra } as never);
    return worker;
  }

  async function newStory(parent: Visitor, overrides: Partial<typeof VALID_STORY> = {}) {
    const res = await parent.post('/api/stories/generate', { ...VALID_STORY, ...overrides });
    expect(res.statusCode).toBe(202);
    const story = await waitForFinalStory(parent, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    return story;
  }

  const pictures = async (who: Visitor, storyId: string) =>
    (await who.get(`/api/stories/${storyId}/illustrations`)).json() as Illustration[];

  beforeAll(async () => {
    await images.start();
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        IMAGES_BASE_URL: images.baseUrl,
        IMAGES_MAX_RETRIES: '0',
      },
    });
    admin = await signInAdmin(h, PASSWORD);
    db = h.api.get(DataSource);
  });
  afterAll(async () => {
    await h?.close();
    await images.stop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('a new story gets its full set of screen pictures after its text, without the operator', async () => {
    await startWorker('story,illustration');
    const parent = h.visitor();
    const story = await newStory(parent);
    const readyAt = new Date(story.updatedAt).getTime();

    const done = await waitFor(
      async () => {
        const s = (await parent.get(`/api/stories/${story.id}`)).json() as Story;
        return s.illustrations?.complete ? s : undefined;
      },
      { timeoutMs: 60_000, what: 'the full set of pictures' },
    );
    expect(done.illustrations).toEqual({ ready: 12, total: 12, complete: true, drawing: false });

    const list = await pictures(parent, story.id);
    expect(pagesOf(list)).toEqual(sortedPages);
    for (const p of list) {
      expect(p.source).toBe('auto');
      // Drawn after the story was marked ready, never before.
      expect(new Date(p.createdAt).getTime()).toBeGreaterThanOrEqual(readyAt);
      const webp = await storage.get(p.previewUrl.replace(/^\/api\/files\//, ''));
      expect((await sharp(webp!.bytes).metadata()).format).toBe('webp');
    }

    // A flow: the story's parent job summed up its twelve children.
    const queue = h.api.get(JobProducer).queue('illustration');
    const parentJob = await Job.fromId(queue, jobIds.storyPictures(story.id, 1));
    expect(await parentJob!.getState()).toBe('completed');
    expect(parentJob!.returnvalue).toEqual({ storyId: story.id, drawn: 12, failed: 0 });
    const child = await Job.fromId(queue, jobIds.storyPicture(story.id, 1, 3));
    expect(child!.parentKey).toContain(jobIds.storyPictures(story.id, 1));
    expect(child!.opts.priority).toBeGreaterThan(0);

    // Starting it again (a repeated job) adds nothing.
    await worker!.get(StoryPicturesFlow, { strict: false }).start(story.id, 1);
    await new Promise((r) => setTimeout(r, 500));
    const again = await pictures(parent, story.id);
    expect(again.map((p) => p.id).sort()).toEqual(list.map((p) => p.id).sort());
  });

  it("never replaces the operator's pictures", async () => {
    // Only story text first: the picture flow waits in its queue.
    await startWorker('story');
    const parent = h.visitor();
    const story = await newStory(parent, { animal: 'owl' });
    // Queued, but no worker draws pictures yet: nothing for the browser to wait for. (The API
    // knows which workers run for up to 2 s, and the last test's picture worker just stopped.)
    const waiting = await waitFor(
      async () => {
        const s = (await parent.get(`/api/stories/${story.id}`)).json() as Story;
        return s.illustrations?.drawing === false ? s : undefined;
      },
      { timeoutMs: 10_000, what: 'the API to see no picture worker' },
    );
    expect(waiting.illustrations).toEqual({ ready: 0, total: 12, complete: false, drawing: false });
    // The story job queued the parent alone; it adds its children when a picture worker takes it.
    const queue = h.api.get(JobProducer).queue('illustration');
    const parentJob = await Job.fromId(queue, jobIds.storyPictures(story.id, 1));
    expect(await parentJob!.getState()).toBe('prioritized');
    expect(await Job.fromId(queue, jobIds.storyPicture(story.id, 1, 3))).toBeUndefined();

    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#d0021b' },
    })
      .png()
      .toBuffer();
    const upload = await admin.post(`/api/stories/${story.id}/custom-illustrations`, {
      imageData: `data:image/png;base64,${png.toString('base64')}`,
      pageNumber: 3,
      pageContent: null,
    });
    expect(upload.statusCode).toBe(201);
    const uploaded = upload.json() as Illustration;
    expect(uploaded.source).toBe('operator');

    await startWorker('illustration');
    await waitFor(
      async () => {
        const s = (await parent.get(`/api/stories/${story.id}`)).json() as Story;
        return s.illustrations?.complete && !s.illustrations.drawing ? s : undefined;
      },
      { timeoutMs: 60_000, what: 'the automatic pictures' },
    );
    const list = await pictures(admin, story.id);
    expect(pagesOf(list)).toEqual(sortedPages);
    const page3 = list.filter((p) => p.pageNumber === 3);
    expect(page3).toEqual([expect.objectContaining({ id: uploaded.id, source: 'operator' })]);
    expect(page3[0]!.imageUrl).toBe(uploaded.imageUrl);
    expect(list.filter((p) => p.source === 'auto')).toHaveLength(11);

    // The rule holds in the data too: an automatic write for that page changes nothing.
    const placed = await new IllustrationRepository(db).placeAutomatic({
      storyId: story.id,
      pageNumber: 3,
      imageData: 'illustrations/another-automatic-picture.png',
      pageContent: null,
      printReady: false,
      storyRevision: 1,
    });
    expect(placed.outcome).toBe('kept');
    const rows = await db.getRepository(StoryIllustrationEntity).findBy({ storyId: story.id });
    expect(rows.filter((r) => r.pageNumber === 3).map((r) => r.id)).toEqual([uploaded.id]);
    expect(rows.some((r) => r.imageData.includes('another-automatic-picture'))).toBe(false);
  });

  it('a paid order without pictures goes to print with a picture on every picture page', async () => {
    // No illustration worker: the print build draws every picture itself, at print size.
    await startWorker('story,print');
    const parent = h.visitor();
    const story = await newStory(parent, { animal: 'bear' });
    const orderId = await withPg(h.db.url, (c) =>
      insertOrder(c, { status: 'paid', storyId: story.id }),
    );
    expect((await admin.post(`/api/orders/${orderId}/print`)).statusCode).toBe(202);
    const order = await waitFor(
      async () => {
        const o = (await admin.get(`/api/admin/orders/${orderId}`)).json() as AdminOrder;
        return o.printStatus !== 'SUBMITTING' ? o : undefined;
      },
      { timeoutMs: 120_000, what: 'the print submission' },
    );
    expect(order.printStatus).not.toBe('ERROR');

    const [keys] = (await db.query(
      `SELECT "printInteriorKey", "printCoverKey" FROM orders WHERE id = $1`,
      [orderId],
    )) as { printInteriorKey: string; printCoverKey: string }[];
    const interior = (await storage.get(keys!.printInteriorKey))!.bytes;
    const report = await checkBookPdf(interior, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      // Full-bleed, or framed above the page's text when it runs onto the picture page.
      pictures: Array.from({ length: 10 }, (_, i) => ({
        page: pictureSlotOf(i),
        fullBleed: 'any' as const,
      })),
    });
    expect(report.problems).toEqual([]);
    const [cover] = await inspectPdf((await storage.get(keys!.printCoverKey))!.bytes);
    expect(cover!.images.length).toBeGreaterThanOrEqual(2); // front and back pictures

    // Every picture is the book's own, stored at print size.
    const list = await pictures(admin, story.id);
    expect(pagesOf(list)).toEqual(sortedPages);
    expect(list.every((p) => p.printReady)).toBe(true);
    const meta = await sharp(
      (await storage.get(list[0]!.imageUrl.replace(/^\/api\/files\//, '')))!.bytes,
    ).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(2000);
  });

  it('a picture that cannot be drawn stops the build with a message, and nothing goes to print', async () => {
    images.reply({ kind: 'status', status: 400, body: { error: { message: 'bad prompt' } } });
    await startWorker('story,print', { ILLUSTRATION_PROVIDER: 'openai' });
    const parent = h.visitor();
    const story = await newStory(parent, { animal: 'panda' });
    const orderId = await withPg(h.db.url, (c) =>
      insertOrder(c, { status: 'paid', storyId: story.id }),
    );
    expect((await admin.post(`/api/orders/${orderId}/print`)).statusCode).toBe(202);
    const order = await waitFor(
      async () => {
        const o = (await admin.get(`/api/admin/orders/${orderId}`)).json() as AdminOrder;
        return o.printStatus !== 'SUBMITTING' ? o : undefined;
      },
      { timeoutMs: 60_000, what: 'the print submission to fail' },
    );
    expect(order.printStatus).toBe('ERROR');
    expect(order.printStatusMessage).toMatch(/^Could not send to print: The picture for /);
    // The reason's words (BOOK_BUILD_ERRORS), then the illustrator's own account for the operator.
    expect(order.printStatusMessage).toMatch(
      /could not be drawn, so the book was not built and nothing was sent to print\..* \(Image service refused/,
    );
    expect(order.printOrderId).toBeNull();
    const [row] = (await db.query(
      `SELECT "printInteriorKey", "printCoverKey" FROM orders WHERE id = $1`,
      [orderId],
    )) as { printInteriorKey: string | null; printCoverKey: string | null }[];
    expect(row).toEqual({ printInteriorKey: null, printCoverKey: null });
    const built = await db.query(
      `SELECT 1 FROM book_files WHERE "storyId" = $1 AND variant = 'print'`,
      [story.id],
    );
    expect(built).toHaveLength(0);
  });
});
