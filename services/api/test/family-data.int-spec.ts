import type { INestApplicationContext } from '@nestjs/common';
import { storyDeletionSchema, type StoryDeletion } from '@shop/contracts';
import { FILE_STORAGE, type FileStorage, newStorageKey } from '@shop/storage';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { RetentionHandler } from '../../worker/src/retention/retention.handler';
import { insertOrder, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';

const DAY = 86_400_000;
/** Every table that holds a story's rows, by its story column. */
const STORY_TABLES = [
  ['stories', 'id'],
  ['story_versions', 'storyId'],
  ['story_illustrations', 'storyId'],
  ['book_files', 'storyId'],
  ['story_prompts', 'storyId'],
  ['story_contributions', 'storyId'],
  ['checkouts', 'storyId'],
  ['orders', 'storyId'],
] as const;

/** Every file under the storage directory, as storage keys. */
async function storedKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

interface SeededStory {
  id: string;
  /** Storage keys of its files: two pictures (print and web copies) and three book PDFs. */
  files: string[];
}

describe("Families' data: the creator's delete, the download and the retention job", () => {
  let h: Harness;
  let storageDir: string;
  let storage: FileStorage;
  const pg = <T>(fn: (c: Client) => Promise<T>) => withPg(h.config.DATABASE_URL, fn);

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'family-data-'));
    h = await startHarness({
      worker: false,
      config: {
        STORAGE_DIR: storageDir,
        RETENTION_UNORDERED_STORY_DAYS: '30',
        RETENTION_ORDERED_STORY_DAYS: '10',
        RETENTION_CONTACT_MESSAGE_DAYS: '60',
        RETENTION_ORDER_YEARS: '2',
      },
    });
    storage = h.api.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(async () => {
    await h?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** A visitor with one queued story of their own; their id as the database knows it. */
  async function newParent(): Promise<{ visitor: Visitor; visitorId: string; storyId: string }> {
    const visitor = h.visitor();
    const res = await visitor.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const storyId = (res.json() as { id: string }).id;
    const visitorId = await pg(async (c) => {
      const r = await c.query(`SELECT "ownerVisitorId" FROM stories WHERE id = $1`, [storyId]);
      return r.rows[0].ownerVisitorId as string;
    });
    return { visitor, visitorId, storyId };
  }

  /**
   * A ready story of the owner with everything a story can have: a version, two pictures,
   * print and preview book files, a prompt and a contribution, and their files in storage.
   */
  async function seedStory(
    ownerVisitorId: string | null,
    opts: { title?: string; lastVisitedAt?: Date } = {},
  ): Promise<SeededStory> {
    const pictures = [newStorageKey('uploads', 'png'), newStorageKey('uploads', 'png')];
    const interior = newStorageKey('books', 'pdf');
    const cover = newStorageKey('books', 'pdf');
    const preview = newStorageKey('books', 'pdf');
    for (const key of pictures) {
      await storage.put(key, Buffer.from(`png ${key}`), 'image/png');
      await storage.put(key.replace(/\.png$/, '.webp'), Buffer.from('webp'), 'image/webp');
    }
    for (const key of [interior, cover, preview])
      await storage.put(key, Buffer.from(`%PDF ${key}`), 'application/pdf');
    const id = await pg(async (c) => {
      const s = await c.query(
        `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, title, content, pages,
           "wordCount", "requestedWordCount", seed, "generationStatus", progress, dedication, "lastVisitedAt")
         VALUES ($1, 'Mia', 'fox', 'kindness', $2, 'Mia met a fox.', $3, 4, 1000, 7, 'ready', 100,
           'For Mia', $4) RETURNING id`,
        [
          ownerVisitorId,
          opts.title ?? 'Mia and the Kind Fox',
          JSON.stringify([{ text: 'Mia met a fox.', scene: 'a fox' }]),
          opts.lastVisitedAt ?? new Date(),
        ],
      );
      const storyId = s.rows[0].id as string;
      await c.query(
        `INSERT INTO story_versions ("storyId", revision, title, content, "wordCount", "writtenAt")
         VALUES ($1, 1, 'An earlier Mia', 'Mia met a cat.', 4, now())`,
        [storyId],
      );
      await c.query(
        `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, $2, -1), ($1, $3, 0)`,
        [storyId, pictures[0], pictures[1]],
      );
      await c.query(
        `INSERT INTO book_files ("storyId", variant, "interiorKey", "coverKey") VALUES ($1, 'print', $2, $3), ($1, 'preview', $4, NULL)`,
        [storyId, interior, cover, preview],
      );
      const p = await c.query(
        `INSERT INTO story_prompts ("storyId", "promptText", "promptType", "targetContributor", "order")
         VALUES ($1, 'Begin', 'start', 'child', 0) RETURNING id`,
        [storyId],
      );
      await c.query(
        `INSERT INTO story_contributions ("storyId", "promptId", "contributorType", content)
         VALUES ($1, $2, 'child', 'Mia wrote this')`,
        [storyId, p.rows[0].id],
      );
      return storyId;
    });
    const files = [...pictures, ...pictures.map((k) => k.replace(/\.png$/, '.webp'))];
    return { id, files: [...files, interior, cover, preview].sort() };
  }

  /** Rows left of the story in each table that holds one. */
  function rowsOf(storyId: string): Promise<Record<string, number>> {
    return pg(async (c) => {
      const left: Record<string, number> = {};
      for (const [table, column] of STORY_TABLES) {
        const r = await c.query(`SELECT count(*)::int AS n FROM ${table} WHERE "${column}" = $1`, [
          storyId,
        ]);
        left[table] = r.rows[0].n as number;
      }
      return left;
    });
  }
  const NONE = Object.fromEntries(STORY_TABLES.map(([t]) => [t, 0]));

  const remove = (visitor: Visitor, id: string) =>
    visitor.request({ method: 'DELETE', url: `/api/stories/${id}` });

  it('deletes the creator’s story: no row and no file of it remains', async () => {
    const { visitor, visitorId } = await newParent();
    const story = await seedStory(visitorId);
    const other = await seedStory(visitorId, { title: 'Another story' });
    const before = await storedKeys(storageDir);
    expect(before).toEqual(expect.arrayContaining([...story.files, ...other.files]));
    expect((await rowsOf(story.id)).story_illustrations).toBe(2);

    const res = await remove(visitor, story.id);
    expect(res.statusCode).toBe(200);
    const answer = storyDeletionSchema.parse(res.json());
    expect(answer).toEqual({
      deleted: {
        story: true,
        versions: 1,
        pictures: 2,
        bookFiles: 2,
        prompts: 1,
        contributions: 1,
        files: 7,
      },
      kept: null,
    } satisfies StoryDeletion);
    expect(await rowsOf(story.id)).toEqual(NONE);
    const after = await storedKeys(storageDir);
    expect(after.filter((k) => story.files.includes(k))).toEqual([]);
    // Exactly its files went: the other story's are all there.
    expect(after).toEqual(before.filter((k) => !story.files.includes(k)));
    expect((await visitor.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    // A second delete finds nothing.
    expect((await remove(visitor, story.id)).statusCode).toBe(404);
  });

  it('answers 404 to anyone but the creator and deletes nothing', async () => {
    const { visitorId } = await newParent();
    const story = await seedStory(visitorId);
    const stranger = h.visitor();
    const res = await remove(stranger, story.id);
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe('Story not found');
    expect((await remove(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await rowsOf(story.id)).stories).toBe(1);
    expect(await storedKeys(storageDir)).toEqual(expect.arrayContaining(story.files));
  });

  it('keeps an ordered story for its order; the child’s details go once it is delivered and the retention period has passed', async () => {
    const { visitor, visitorId } = await newParent();
    const story = await seedStory(visitorId);
    const orderId = await pg((c) =>
      insertOrder(c, {
        storyId: story.id,
        status: 'paid',
        childGender: 'girl',
        illustratorNotes: 'freckles',
      }),
    );
    const res = await remove(visitor, story.id);
    expect(res.statusCode).toBe(200);
    expect(storyDeletionSchema.parse(res.json())).toEqual({
      deleted: {
        story: false,
        versions: 1,
        pictures: 0,
        bookFiles: 0,
        prompts: 1,
        contributions: 1,
        files: 0,
      },
      kept: {
        reason: 'ordered',
        orderNumbers: [orderId.slice(0, 8)],
        childDetailsRemovedAfter: 'after delivery',
      },
    });
    // Gone for the parent (list and read), kept for the order with its pictures and book.
    expect((await visitor.get(`/api/stories/${story.id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/stories')).json()).toEqual([
      expect.not.objectContaining({ id: story.id }),
    ]);
    expect(await rowsOf(story.id)).toMatchObject({
      stories: 1,
      story_illustrations: 2,
      book_files: 2,
      story_versions: 0,
      story_prompts: 0,
      story_contributions: 0,
      orders: 1,
    });

    // Delivered; the retention job judges at given times (RETENTION_ORDERED_STORY_DAYS=10).
    await pg((c) => c.query(`UPDATE orders SET status = 'delivered' WHERE id = $1`, [orderId]));
    const deliveredAt = Date.now();
    const retention = await retentionWorker();
    await retention.run(new Date(deliveredAt + 9 * DAY));
    expect((await rowsOf(story.id)).stories).toBe(1);
    const removed = await retention.run(new Date(deliveredAt + 11 * DAY));
    expect(removed).toMatchObject({ stories: 1, files: 7 });
    expect(await rowsOf(story.id)).toEqual(NONE);
    expect((await storedKeys(storageDir)).filter((k) => story.files.includes(k))).toEqual([]);
    const order = await pg(async (c) => {
      const r = await c.query(
        `SELECT "storyId", "childGender", "childRace", "illustratorNotes", "storyDeletedAt", "recipientName" FROM orders WHERE id = $1`,
        [orderId],
      );
      return r.rows[0];
    });
    expect(order).toMatchObject({
      storyId: null,
      childGender: 'unspecified',
      childRace: 'unspecified',
      illustratorNotes: null,
      storyDeletedAt: expect.any(Date),
      recipientName: expect.any(String),
    });
  });

  it('names the day the child’s details go when every order is done, and deletes at once once it has passed', async () => {
    const { visitor, visitorId } = await newParent();
    const [recent, old] = [await seedStory(visitorId), await seedStory(visitorId)];
    const cancelledAt = await pg(async (c) => {
      await insertOrder(c, { storyId: recent.id, status: 'cancelled' });
      await insertOrder(c, {
        storyId: old.id,
        status: 'delivered',
        createdAt: new Date(Date.now() - 40 * DAY),
      });
      const r = await c.query(`SELECT "updatedAt" FROM orders WHERE "storyId" = $1`, [recent.id]);
      return r.rows[0].updatedAt as Date;
    });
    const kept = storyDeletionSchema.parse((await remove(visitor, recent.id)).json());
    expect(kept.kept?.childDetailsRemovedAfter).toBe(
      new Date(cancelledAt.getTime() + 10 * DAY).toISOString(),
    );
    // Delivered 40 days ago (RETENTION_ORDERED_STORY_DAYS=10): nothing to keep it for.
    const gone = storyDeletionSchema.parse((await remove(visitor, old.id)).json());
    expect(gone).toMatchObject({ deleted: { story: true, files: 7 }, kept: null });
    expect(await rowsOf(old.id)).toMatchObject({ stories: 0, orders: 0 });
  });

  it('exports every story of the parent as one zip: text, pictures, book PDFs', async () => {
    const { visitor, visitorId, storyId: queued } = await newParent();
    const one = await seedStory(visitorId, { title: 'Mia and the Kind Fox' });
    await seedStory(visitorId, { title: 'Second Story' });
    await seedStory(null, { title: 'Not Theirs' });
    const res = await visitor.get('/api/stories/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="storybook-stories-${day}.zip"`,
    );
    const dir = await mkdtemp(join(tmpdir(), 'export-'));
    try {
      const file = join(dir, 'stories.zip');
      await writeFile(file, res.rawPayload);
      const { stdout } = await promisify(execFile)('unzip', ['-Z1', file]);
      const entries = stdout.trim().split('\n').sort();
      expect(entries).toEqual([
        '01-story/story.json',
        '01-story/story.txt',
        '02-mia-and-the-kind-fox/book-cover.pdf',
        '02-mia-and-the-kind-fox/book.pdf',
        '02-mia-and-the-kind-fox/pictures/cover.png',
        '02-mia-and-the-kind-fox/pictures/page-01.png',
        '02-mia-and-the-kind-fox/story.json',
        '02-mia-and-the-kind-fox/story.txt',
        '03-second-story/book-cover.pdf',
        '03-second-story/book.pdf',
        '03-second-story/pictures/cover.png',
        '03-second-story/pictures/page-01.png',
        '03-second-story/story.json',
        '03-second-story/story.txt',
      ]);
      const text = await promisify(execFile)('unzip', [
        '-p',
        file,
        '02-mia-and-the-kind-fox/story.txt',
      ]);
      expect(text.stdout).toBe('Mia and the Kind Fox\n\nFor Mia\n\nMia met a fox.\n');
      const json = await promisify(execFile)('unzip', [
        '-p',
        file,
        '02-mia-and-the-kind-fox/story.json',
      ]);
      expect(JSON.parse(json.stdout)).toMatchObject({ id: one.id, childName: 'Mia' });
      const png = await promisify(execFile)('unzip', [
        '-p',
        file,
        '02-mia-and-the-kind-fox/pictures/cover.png',
      ]);
      expect(png.stdout).toMatch(/^png uploads\//);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    void queued;
  });

  let workers: INestApplicationContext[] = [];
  /** A retention worker of its own (its own database pool), as a second machine would run it. */
  async function retentionWorker(): Promise<RetentionHandler> {
    const ctx = await h.startWorker({ WORKER_QUEUES: 'retention' });
    workers.push(ctx);
    return ctx.get(RetentionHandler);
  }
  afterEach(() => {
    workers = [];
  });

  it('removes exactly what is due and nothing else, each thing once with two runs at once', async () => {
    // The runs judge at T; nothing here is due before T, so the workers' own scheduled runs
    // (at the real time) cannot take anything.
    // (The earlier tests' stories are not due at T either: visited now, or an order done now.)
    const T = new Date(Date.now() + 5 * DAY);
    const ago = (days: number) => new Date(T.getTime() - days * DAY);
    const dueStories = [
      await seedStory(null, { lastVisitedAt: ago(31) }),
      await seedStory(null, { lastVisitedAt: ago(45) }),
    ];
    const freshStory = await seedStory(null, { lastVisitedAt: ago(29) });
    // Visited long ago but ordered: kept.
    const orderedStory = await seedStory(null, { lastVisitedAt: ago(400) });
    const { dueOrder, keptOrder, contactDue, contactKept } = await pg(async (c) => {
      await insertOrder(c, { storyId: orderedStory.id, status: 'paid', createdAt: ago(100) });
      const dueOrder = await insertOrder(c, { status: 'delivered', createdAt: ago(2 * 365 + 1) });
      const keptOrder = await insertOrder(c, { status: 'delivered', createdAt: ago(2 * 365 - 1) });
      await c.query(
        `INSERT INTO checkouts ("visitorId", status, shipping, "subtotalCents", "taxAmountCents", "taxRate", "totalCents", currency, "orderId")
         VALUES (gen_random_uuid(), 'completed', '{}', 1, 0, 0, 1, 'usd', $1)`,
        [dueOrder],
      );
      const contact = async (at: Date) =>
        (
          await c.query(
            `INSERT INTO contact_messages (name, email, subject, message, "createdAt") VALUES ('A', 'a@example.com', 'Hi', 'Hello', $1) RETURNING id`,
            [at],
          )
        ).rows[0].id as string;
      const contactDue = [await contact(ago(61)), await contact(ago(90))];
      const contactKept = await contact(ago(59));
      await c.query(
        `INSERT INTO newsletter_subscribers (email, "unsubscribeToken", "unsubscribedAt") VALUES
           ('gone1@example.com', 'tok-gone-1', $1), ('gone2@example.com', 'tok-gone-2', $1),
           ('stays@example.com', 'tok-stays', NULL)`,
        [ago(0.5)],
      );
      return { dueOrder, keptOrder, contactDue, contactKept };
    });
    const filesBefore = await storedKeys(storageDir);

    const [a, b] = [await retentionWorker(), await retentionWorker()];
    const runs = await Promise.all([a.run(T), b.run(T)]);
    const total = (k: keyof (typeof runs)[0]) => runs[0][k] + runs[1][k];
    expect({
      stories: total('stories'),
      files: total('files'),
      contactMessages: total('contactMessages'),
      newsletterSubscribers: total('newsletterSubscribers'),
      orders: total('orders'),
    }).toEqual({ stories: 2, files: 14, contactMessages: 2, newsletterSubscribers: 2, orders: 1 });

    for (const s of dueStories) expect(await rowsOf(s.id)).toEqual(NONE);
    expect((await rowsOf(freshStory.id)).stories).toBe(1);
    expect((await rowsOf(orderedStory.id)).stories).toBe(1);
    const gone = dueStories.flatMap((s) => s.files);
    expect(await storedKeys(storageDir)).toEqual(filesBefore.filter((k) => !gone.includes(k)));
    const left = await pg(async (c) => ({
      orders: (
        await c.query(`SELECT id FROM orders WHERE id = ANY($1)`, [[dueOrder, keptOrder]])
      ).rows.map((r) => r.id),
      checkouts: (
        await c.query(`SELECT count(*)::int AS n FROM checkouts WHERE "orderId" = $1`, [dueOrder])
      ).rows[0].n,
      contact: (
        await c.query(`SELECT id FROM contact_messages WHERE id = ANY($1)`, [
          [...contactDue, contactKept],
        ])
      ).rows.map((r) => r.id),
      newsletter: (
        await c.query(
          `SELECT email FROM newsletter_subscribers WHERE email LIKE '%@example.com' AND "unsubscribeToken" LIKE 'tok-%'`,
        )
      ).rows.map((r) => r.email),
    }));
    expect(left).toEqual({
      orders: [keptOrder],
      checkouts: 0,
      contact: [contactKept],
      newsletter: ['stays@example.com'],
    });

    // A third run finds nothing left; the metrics count what the runs removed.
    expect(await a.run(T)).toEqual({
      stories: 0,
      files: 0,
      contactMessages: 0,
      newsletterSubscribers: 0,
      orders: 0,
      myStoriesLinks: 0,
      familyAddresses: 0,
    });
    const metrics = await h.visitor().get('/metrics');
    expect(metrics.body).toMatch(/shop_retention_removed_total\{kind="contactMessages"\} 2\b/);
    expect(metrics.body).toMatch(
      /shop_retention_removed_total\{kind="newsletterSubscribers"\} 2\b/,
    );
  });
});
