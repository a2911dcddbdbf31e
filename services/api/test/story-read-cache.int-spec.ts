import { hashPassword } from '@shop/auth';
import { FULL_SET_PAGES, type Story } from '@shop/contracts';
import { composeStory } from '@shop/story-engine';
import { waitFor } from '@shop/testing';
import { randomUUID } from 'node:crypto';
import { createApp } from '../src/app';
import { StoryReadService } from '../src/stories/story-read.service';
import { insertOrder, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'story-read-cache-password';

describe('GET /api/stories/{id}: cached reads, ETag and 304, emptied by every write', () => {
  let h: Harness;
  let admin: Visitor;

  beforeAll(async () => {
    h = await startHarness({
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD), WORKER_QUEUES: 'story' },
    });
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(() => h.close());

  const sql = (text: string, params: unknown[] = []) =>
    withPg(h.db.url, async (c) => (await c.query(text, params)).rows);
  /** Every change committed so far has reached the API's cache (a write by another process). */
  const heard = () => h.api.get(StoryReadService).sync();

  /** A visitor owning a ready story with its full set of pictures, written an hour ago. */
  async function ownedStory(): Promise<{ owner: Visitor; id: string }> {
    const owner = h.visitor();
    await owner.get('/api/stories');
    const visitorId = decodeURIComponent(owner.cookies.sb_visitor!).split('.')[0]!;
    const written = composeStory({
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'early-elementary',
      wordCount: 600,
      seed: 7,
    });
    const [{ id }] = await sql(
      `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, "ageRange", title, content,
         "wordCount", "requestedWordCount", seed, pages, provider, "generationStatus", progress,
         "createdAt", "updatedAt")
       VALUES ($1, 'Mia', 'fox', 'kindness', 'early-elementary', $2, $3, $4, 600, 7, $5, 'builtin',
         'ready', 100, now() - interval '1 hour', now() - interval '1 hour')
       RETURNING id`,
      [visitorId, written.title, written.content, written.wordCount, JSON.stringify(written.pages)],
    );
    for (const page of FULL_SET_PAGES)
      await sql(
        `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, $2, $3)`,
        [id, `illustrations/${id}/${page}.png`, page],
      );
    return { owner, id: id as string };
  }

  const read = (who: Visitor, id: string, etag?: string, query = '') =>
    who.request({
      method: 'GET',
      url: `/api/stories/${id}${query}`,
      headers: etag ? { 'if-none-match': etag } : {},
    });

  it('answers a strong ETag, 304 while unchanged, and serves the story from memory', async () => {
    const { owner, id } = await ownedStory();
    const first = await read(owner, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const story = first.json() as Story;
    expect(story).toMatchObject({ id, generationStatus: 'ready', ordered: false, sharePath: null });
    expect(story.illustrations).toMatchObject({ ready: FULL_SET_PAGES.length, complete: true });

    const again = await read(owner, id, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-request-id']).toBeTruthy();
    expect((await read(owner, id, `"other", W/${etag}`)).statusCode).toBe(304);
    expect((await read(owner, id, '"other"')).statusCode).toBe(200);

    // A change the database does not announce (its triggers off for this session) is not seen:
    // the answer comes from memory.
    await withPg(h.db.url, async (c) => {
      await c.query(`SET session_replication_role = replica`);
      await c.query(`UPDATE stories SET title = 'Unannounced' WHERE id = $1`, [id]);
    });
    await heard();
    expect((await read(owner, id)).json()).toEqual(story);
  });

  it('refuses a stranger exactly as before, ETag or not, cached or not', async () => {
    const { owner, id } = await ownedStory();
    const { etag } = (await read(owner, id)).headers as { etag: string };
    const missing = await read(h.visitor(), randomUUID());
    expect(missing.statusCode).toBe(404);
    for (const stranger of [h.visitor(), h.visitor()]) {
      for (const res of [
        await read(stranger, id),
        await read(stranger, id, etag),
        await read(stranger, id, undefined, '?token=not-the-token'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
        expect(res.headers.etag).toBeUndefined();
      }
    }
    // The operator reads it, without the share link (that is its creator's).
    const asAdmin = await read(admin, id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).not.toHaveProperty('sharePath');
    expect(asAdmin.headers.etag).not.toBe(etag);
  });

  it('answers the changed story right after each kind of write, from any process', async () => {
    const { owner, id } = await ownedStory();
    let last = await read(owner, id);
    /** The next read is a 200 with a new ETag for the old one, and returns the story. */
    const changed = async (): Promise<Story> => {
      const res = await read(owner, id, last.headers.etag as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(last.headers.etag);
      last = res;
      return res.json() as Story;
    };

    // Its owner's correction, through this API instance (no waiting: read-your-writes).
    const patch = await owner.request({
      method: 'PATCH',
      url: `/api/stories/${id}`,
      payload: { title: 'Mia and the Brave Fox' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await changed()).title).toBe('Mia and the Brave Fox');

    // The same correction through another API instance.
    const other = await createApp(h.config);
    await other.init();
    try {
      const res = await other.inject({
        method: 'PATCH',
        url: `/api/stories/${id}`,
        cookies: owner.cookies,
        payload: { title: 'Mia and the Gentle Fox' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    await heard();
    expect((await changed()).title).toBe('Mia and the Gentle Fox');

    // A picture gone (the worker and the operator write pictures the same way).
    await sql(`DELETE FROM story_illustrations WHERE "storyId" = $1 AND "pageNumber" = 3`, [id]);
    await heard();
    expect((await changed()).illustrations).toMatchObject({
      ready: FULL_SET_PAGES.length - 1,
      complete: false,
    });

    // Another version, written by the worker.
    const regenerate = await owner.post(`/api/stories/${id}/regenerate`);
    expect(regenerate.statusCode).toBe(202);
    // The fast worker may already have claimed, or even rewritten, it: either way the read is a
    // new answer, never the cached old version.
    const during = await changed();
    const rewritten = await waitFor(
      async () => {
        const [row] = await sql(
          `SELECT content FROM stories WHERE id = $1 AND "generationStatus" = 'ready'`,
          [id],
        );
        return row as { content: string } | undefined;
      },
      { timeoutMs: 20_000, what: 'the worker to write another version' },
    );
    await heard();
    const afterWorker = during.generationStatus === 'ready' ? during : await changed();
    expect(afterWorker).toMatchObject({ generationStatus: 'ready', content: rewritten.content });

    // Frozen by a paid order (checkout's webhook writes the order).
    await withPg(h.db.url, (c) => insertOrder(c, { storyId: id, status: 'paid' }));
    await heard();
    expect((await changed()).ordered).toBe(true);

    // Deleted on the family's request, by the operator.
    const removed = await admin.request({ method: 'DELETE', url: `/api/admin/stories/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await read(owner, id, last.headers.etag as string)).statusCode).toBe(404);
  });
});
