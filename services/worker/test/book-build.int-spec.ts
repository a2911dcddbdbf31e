import {
  BOOK_FILES_BUILDER,
  type BookFilesBuilder,
  BUILTIN_COVER,
  type BookRenderPool,
  checkBookPdf,
  pictureSlotOf,
  TITLE_PAGE,
} from '@shop/book';
import { BOOK_BUILD_ERRORS, type Story } from '@shop/contracts';
import { BookFileEntity, StoryIllustrationEntity } from '@shop/db';
import { bullPrefix, JobProducer, workerRedisOptions } from '@shop/queue';
import { type FileStorage, LocalDirectoryStorage, newStorageKey } from '@shop/storage';
import { testRedisUrl } from '@shop/testing';
import { QueueEvents } from 'bullmq';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { FamilyDataService } from '../../api/src/family-data/family-data.service';
import { BOOK_RENDER_POOL, BookFilesService } from '../src/book/book-files.service';
import { startHarness, type Harness } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

jest.setTimeout(120_000);

/**
 * `book.build` end to end: the real API enqueues, a real worker (BullMQ on the local Redis) builds in
 * its layout thread, files land in storage and are recorded in Postgres; unchanged books are reused,
 * changed ones rebuilt.
 */
describe('book.build job and the BookFilesBuilder (real worker, Postgres, Redis, BullMQ)', () => {
  let h: Harness;
  let storageDir: string;
  let storage: FileStorage;
  let story: Story;
  let db: DataSource;
  let events: QueueEvents;

  const files = () => db.getRepository(BookFileEntity);
  const pdfOf = async (key: string) => (await storage.get(key))!.bytes;

  async function addPicture(pageNumber: number, colour: string): Promise<string> {
    const key = newStorageKey('illustrations', 'png');
    const img = sharp({ create: { width: 600, height: 600, channels: 3, background: colour } });
    await storage.put(key, await img.clone().png().toBuffer(), 'image/png');
    await storage.put(
      key.replace(/\.png$/, '.webp'),
      await img.clone().webp().toBuffer(),
      'image/webp',
    );
    // As the operator's upload does: the page is taken from the picture that had it.
    await db.query(
      `UPDATE story_illustrations SET "pageNumber" = NULL WHERE "storyId" = $1 AND "pageNumber" = $2`,
      [story.id, pageNumber],
    );
    await db.getRepository(StoryIllustrationEntity).insert({
      storyId: story.id,
      imageData: key,
      pageNumber,
      pageContent: null,
      sequenceOrder: pageNumber + 10,
    });
    return key;
  }

  async function runJob(name: 'book.build' | 'book.preview', jobId: string): Promise<unknown> {
    const job = await h.api.get(JobProducer).enqueue(name, { storyId: story.id }, { jobId });
    return job.waitUntilFinished(events, 60_000);
  }

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'book-build-'));
    h = await startHarness({
      config: { STORAGE_DIR: storageDir, WORKER_QUEUES: 'story,book' },
    });
    storage = new LocalDirectoryStorage(storageDir);
    db = h.api.get(DataSource);
    events = new QueueEvents('book', {
      connection: workerRedisOptions(testRedisUrl()),
      prefix: bullPrefix(h.config.REDIS_PREFIX),
    });
    await events.waitUntilReady();
    const owner = h.visitor();
    const res = await owner.post('/api/stories/generate', {
      ...VALID_STORY,
      ageRange: 'middle-school',
      wordCount: 2000,
    });
    story = await waitForFinalStory(owner, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    await addPicture(-1, '#f5a623');
    for (const page of [0, 1, 2, 5, 9]) await addPicture(page, '#4a90d9');
  });
  afterAll(async () => {
    await events?.close();
    await h?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('builds, checks, stores and records the print interior and cover, drawing the missing pictures', async () => {
    const result = (await runJob('book.build', 'first-build')) as { interiorKey: string };
    const row = await files().findOneByOrFail({ storyId: story.id, variant: 'print' });
    expect(result.interiorKey).toBe(row.interiorKey);
    expect(row.interiorPageCount).toBe(24);
    expect([row.buildOutcome, row.buildHash]).toEqual(['ok', row.interiorHash]);
    expect([row.coverWidthPt, row.coverHeightPt]).toEqual([
      BUILTIN_COVER.widthPt,
      BUILTIN_COVER.heightPt,
    ]);

    const interior = await checkBookPdf(await pdfOf(row.interiorKey!), {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      bleedPt: 9,
      textAreas: [{ x: 45, y: 45, width: 540, height: 540 }],
      // Pages 3, 4, 6, 7, 8 had no picture: the build drew them (no book without its pictures).
      pictures: [
        { page: TITLE_PAGE, fullBleed: false },
        ...Array.from({ length: 10 }, (_, i) => ({ page: pictureSlotOf(i), fullBleed: true })),
      ],
    });
    expect(interior.problems).toEqual([]);
    const drawn = await db.getRepository(StoryIllustrationEntity).findBy({ storyId: story.id });
    expect(
      drawn
        .filter((r) => r.source === 'auto')
        .map((r) => r.pageNumber)
        .sort((a, b) => a! - b!),
    ).toEqual([-2, 3, 4, 6, 7, 8]);
    expect(drawn.every((r) => r.printReady)).toBe(true);
    const cover = await checkBookPdf(await pdfOf(row.coverKey!), {
      pageCount: 1,
      pageSize: BUILTIN_COVER,
      inspect: false,
    });
    expect(cover.problems).toEqual([]);
    expect(cover.fonts.every((f) => f.embedded)).toBe(true);
  });

  it('reuses an unchanged book and rebuilds only what changed', async () => {
    const before = await files().findOneByOrFail({ storyId: story.id, variant: 'print' });
    await runJob('book.build', 'second-build');
    const same = await files().findOneByOrFail({ storyId: story.id, variant: 'print' });
    expect([same.interiorKey, same.coverKey]).toEqual([before.interiorKey, before.coverKey]);

    // The print service's cover size: a new cover, the same interior; the old cover file goes.
    const builder = h.worker!.get<BookFilesBuilder>(BOOK_FILES_BUILDER, { strict: false });
    const dims = { widthPt: 1380.5, heightPt: 745.2 };
    const sized = await builder.ensureBuilt(story.id, dims);
    expect(sized.interiorKey).toBe(before.interiorKey);
    expect(sized.coverKey).not.toBe(before.coverKey);
    expect([sized.coverWidthPt, sized.coverHeightPt]).toEqual([
      expect.closeTo(dims.widthPt, 1),
      expect.closeTo(dims.heightPt, 1),
    ]);
    const cover = await checkBookPdf(await pdfOf(sized.coverKey), {
      pageCount: 1,
      pageSize: dims,
      inspect: false,
    });
    expect(cover.problems).toEqual([]);
    expect(await storage.get(before.coverKey!)).toBeNull();

    // A later job keeps the print service's size rather than going back to the built-in one.
    await runJob('book.build', 'third-build');
    expect((await files().findOneByOrFail({ storyId: story.id, variant: 'print' })).coverKey).toBe(
      sized.coverKey,
    );

    // The operator's picture on page 4 (instead of the drawn one): a new interior; the old one is removed.
    await addPicture(3, '#7ed321');
    const rebuilt = await builder.ensureBuilt(story.id);
    expect(rebuilt.interiorKey).not.toBe(before.interiorKey);
    expect(await storage.get(before.interiorKey!)).toBeNull();
    const report = await checkBookPdf(await pdfOf(rebuilt.interiorKey), {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      pictures: [{ page: pictureSlotOf(3), fullBleed: true }],
    });
    expect(report.problems).toEqual([]);
  });

  it('builds the web-resolution preview with the same layout and small pictures', async () => {
    await runJob('book.preview', 'preview-build');
    const preview = await files().findOneByOrFail({ storyId: story.id, variant: 'preview' });
    const print = await files().findOneByOrFail({ storyId: story.id, variant: 'print' });
    expect(preview.typeSize).toBe(print.typeSize);
    const bytes = await pdfOf(preview.interiorKey!);
    expect(bytes.length).toBeLessThan((await pdfOf(print.interiorKey!)).length);
    const report = await checkBookPdf(bytes, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      pictures: Array.from({ length: 10 }, (_, i) => ({ page: pictureSlotOf(i), fullBleed: true })),
    });
    expect(report.problems).toEqual([]);
  });

  it('fails for good (no retries) for a story that is not written', async () => {
    await db.query(`UPDATE stories SET "generationStatus" = 'failed' WHERE id = $1`, [story.id]);
    try {
      await expect(runJob('book.build', 'not-written')).rejects.toThrow(/not written yet/);
      const job = await h.api.get(JobProducer).queue('book').getJob('not-written');
      expect(job!.attemptsMade).toBe(1);
      // The outcome stays on the story's row (BullMQ prunes failed jobs); the files stay too.
      const row = await files().findOneByOrFail({ storyId: story.id, variant: 'print' });
      expect(row).toMatchObject({
        buildOutcome: 'failed',
        buildError: 'not-written',
        buildPages: null,
        buildHash: null,
      });
      expect(row.buildMessage).toBe(BOOK_BUILD_ERRORS['not-written'].text([]));
      expect(row.buildAt).toBeInstanceOf(Date);
      expect(row.interiorKey).not.toBeNull();
    } finally {
      await db.query(`UPDATE stories SET "generationStatus" = 'ready' WHERE id = $1`, [story.id]);
    }
  });

  /** Every file under the storage directory. */
  async function storedKeys(): Promise<string[]> {
    const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(storageDir, join(e.parentPath, e.name)))
      .sort();
  }

  it.each(['print', 'preview'] as const)(
    'a story deleted while its %s book is built leaves no file behind',
    async (variant) => {
      const owner = h.visitor();
      const res = await owner.post('/api/stories/generate', VALID_STORY);
      const doomed = await waitForFinalStory(owner, (res.json() as Story).id);
      expect(doomed.generationStatus).toBe('ready');
      const before = await storedKeys();

      // The parent's deletion lands while the first PDF is being laid out.
      const pool = h.worker!.get<BookRenderPool>(BOOK_RENDER_POOL);
      const run = pool.run.bind(pool);
      const during = jest.spyOn(pool, 'run').mockImplementationOnce(async (task) => {
        const built = await run(task);
        await h.api.get(FamilyDataService).deleteByOperator(doomed.id);
        return built;
      });
      const builder = h.worker!.get(BookFilesService);
      try {
        const build =
          variant === 'print' ? builder.ensureBuilt(doomed.id) : builder.ensurePreview(doomed.id);
        await expect(build).rejects.toBeInstanceOf(Error);
        expect(during).toHaveBeenCalled();
      } finally {
        during.mockRestore();
      }

      // Nothing of it is left: no book row, no PDF, no picture the build drew.
      expect(await files().countBy({ storyId: doomed.id })).toBe(0);
      expect(await storedKeys()).toEqual(before);
    },
  );
});
