import { hashPassword } from '@shop/auth';
import { checkBookPdf } from '@shop/book';
import {
  BOOK_BUILD_ERRORS,
  BOOK_TEXTS,
  type BookFileStatus,
  splitParagraphs,
  type Story,
} from '@shop/contracts';
import { newStorageKey } from '@shop/storage';
import { waitFor } from '@shop/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertOrder, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

jest.setTimeout(120_000);

const PASSWORD = 'book operator passphrase';

describe('the book: admin PDF, family preview, corrections before ordering (real API and worker)', () => {
  let h: Harness;
  let storageDir: string;
  let owner: Visitor;
  let admin: Visitor;
  let story: Story;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'book-api-'));
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        WORKER_QUEUES: 'story,book',
        STORY_EDIT_RATE_LIMIT_PER_VISITOR: '8',
      },
    });
    admin = await signInAdmin(h, PASSWORD);
    owner = h.visitor();
    const res = await owner.post('/api/stories/generate', VALID_STORY);
    story = await waitForFinalStory(owner, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
  });
  afterAll(async () => {
    await h?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** Polls the preview like the browser does until it is final. */
  const previewOf = (who: Visitor, id = story.id) =>
    waitFor(
      async () => {
        const res = await who.get(`/api/stories/${id}/preview`);
        expect(res.statusCode).toBe(200);
        const body = res.json() as BookFileStatus;
        return body.status === 'building' ? undefined : body;
      },
      { timeoutMs: 60_000, what: 'the preview' },
    );

  const textOfPdf = async (bytes: Buffer) => {
    const report = await checkBookPdf(bytes, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      bleedPt: 9,
      textAreas: [{ x: 45, y: 45, width: 540, height: 540 }],
    });
    expect(report.problems).toEqual([]);
    return report.pages!.map((p) => p.text.map((t) => t.str).join(' ')).join('\n');
  };

  describe('GET /api/stories/{id}/pdf', () => {
    it('answers 401 without an operator session, for the owner too', async () => {
      expect((await h.visitor().get(`/api/stories/${story.id}/pdf`)).statusCode).toBe(401);
      expect((await owner.get(`/api/stories/${story.id}/pdf`)).statusCode).toBe(401);
    });

    it('builds the interior through the job (202 while building), then serves the PDF', async () => {
      const first = await admin.get(`/api/stories/${story.id}/pdf`);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ status: 'building' });
      // A browser tab gets a page that reloads itself.
      const page = await admin.request({
        method: 'GET',
        url: `/api/stories/${story.id}/pdf`,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      if (page.statusCode === 202) {
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.body).toContain('http-equiv="refresh"');
      }
      const pdf = await waitFor(
        async () => {
          const res = await admin.get(`/api/stories/${story.id}/pdf`);
          return res.statusCode === 200 ? res : undefined;
        },
        { timeoutMs: 60_000, what: 'the PDF' },
      );
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
      const text = await textOfPdf(pdf.rawPayload);
      expect(text).toContain('A special story for');
    });

    it('answers 404 for a story that does not exist', async () => {
      const res = await admin.get('/api/stories/00000000-0000-4000-8000-000000000000/pdf');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/stories/{id}/preview', () => {
    it('lets the owner and the operator page through the preview; anyone else gets 404', async () => {
      expect((await h.visitor().get(`/api/stories/${story.id}/preview`)).statusCode).toBe(404);
      const ready = await previewOf(owner);
      expect(ready).toMatchObject({ status: 'ready', pageCount: 24, editable: true });
      expect(ready.url).toMatch(/^\/api\/files\/previews\/[A-Za-z0-9_-]+\.pdf$/);
      const file = await owner.get(ready.url!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      await textOfPdf(file.rawPayload);
      expect(await previewOf(admin)).toEqual({ ...ready, editable: false });
    });
  });

  describe('PATCH /api/stories/{id}', () => {
    const patch = (who: Visitor, payload: object, id = story.id) =>
      who.request({ method: 'PATCH', url: `/api/stories/${id}`, payload });

    it('lets only the owner correct the text (others get 404, the operator 404 too)', async () => {
      const body = { title: 'Someone Else Was Here' };
      expect((await patch(h.visitor(), body)).statusCode).toBe(404);
      expect((await patch(admin, body)).statusCode).toBe(404);
      const current = (await owner.get(`/api/stories/${story.id}`)).json() as Story;
      expect(current.title).toBe(story.title);
    });

    it('validates with the shared schema: each bad field named', async () => {
      const empty = await patch(owner, { title: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details).toEqual([{ field: 'title', message: BOOK_TEXTS.titleRequired }]);
      const rude = await patch(owner, { paragraphs: [{ index: 0, text: 'What a shit day.' }] });
      expect(rude.statusCode).toBe(400);
      expect(rude.json().details).toEqual([
        { field: 'paragraphs.0.text', message: BOOK_TEXTS.notAllowed },
      ]);
      const missing = await patch(owner, { paragraphs: [{ index: 999, text: 'Hello.' }] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([
        { field: 'paragraphs.0.index', message: BOOK_TEXTS.unknownParagraph },
      ]);
      expect((await patch(owner, {})).statusCode).toBe(400);
    });

    it('changes the title and a paragraph; the story, its pages and the preview follow', async () => {
      const before = splitParagraphs(story.content);
      const corrected = `${before[1]} And then <b>Mia</b> laughed & sang.`;
      const res = await patch(owner, {
        title: 'Mia and the Brave Little Fox',
        paragraphs: [{ index: 1, text: `  ${corrected}\n\nwith a line break` }],
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json() as Story;
      expect(updated.title).toBe('Mia and the Brave Little Fox');
      const after = splitParagraphs(updated.content);
      // One paragraph stays one paragraph; the others are untouched.
      expect(after).toHaveLength(before.length);
      expect(after[1]).toBe(`${corrected} with a line break`);
      expect(after.filter((_, i) => i !== 1)).toEqual(before.filter((_, i) => i !== 1));

      const preview = await previewOf(owner);
      expect(preview.status).toBe('ready');
      const text = await textOfPdf((await owner.get(preview.url!)).rawPayload);
      expect(text).toContain('Mia and the Brave Little Fox');
      // Written as text, markup and all (never interpreted).
      expect(text.replace(/\s+/g, ' ')).toContain('<b>Mia</b> laughed & sang.');
    });

    it('is frozen once the story has a paid order (409 with a clear message)', async () => {
      await withPg(h.config.DATABASE_URL, (c) =>
        insertOrder(c, { storyId: story.id, status: 'paid' }),
      );
      const res = await patch(owner, { title: 'Too Late' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOK_TEXTS.frozen);
      expect((await previewOf(owner)).editable).toBe(false);
      const current = (await owner.get(`/api/stories/${story.id}`)).json() as Story;
      expect(current.title).toBe('Mia and the Brave Little Fox');
    });
  });

  it('limits corrections per visitor (429 with Retry-After); bad bodies cost nothing', async () => {
    const parent = h.visitor();
    const own = await waitForFinalStory(
      parent,
      ((await parent.post('/api/stories/generate', VALID_STORY)).json() as Story).id,
    );
    const patch = (who: Visitor, payload: object) =>
      who.request({ method: 'PATCH', url: `/api/stories/${own.id}`, payload });
    // Refused by validation before any work: not counted.
    for (let i = 0; i < 3; i++) expect((await patch(parent, {})).statusCode).toBe(400);
    for (let i = 1; i <= 8; i++)
      expect((await patch(parent, { title: `Correction ${i}` })).statusCode).toBe(200);
    const refused = await patch(parent, { title: 'One Too Many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(BOOK_TEXTS.editTooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const current = (await parent.get(`/api/stories/${own.id}`)).json() as Story;
    expect(current.title).toBe('Correction 8');
    // Another visitor's budget is their own (and the story is not theirs).
    expect((await patch(h.visitor(), { title: 'Not Mine' })).statusCode).toBe(404);
  });

  it('says why a build failed for good, by its code and in its words, until the family asks again', async () => {
    const res = await owner.post('/api/stories/generate', VALID_STORY);
    const broken = await waitForFinalStory(owner, (res.json() as Story).id);
    // The operator's cover picture points at a file the storage does not have (never redrawn).
    await withPg(h.config.DATABASE_URL, (c) =>
      c.query(
        `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber", source) VALUES ($1, $2, -1, 'operator')`,
        [broken.id, newStorageKey('illustrations', 'png')],
      ),
    );
    const words =
      "A picture file is missing (the cover), so the book was not built and nothing was sent to print. Upload a picture for that page in the story's illustration manager, or delete it so it is drawn again.";
    expect(BOOK_BUILD_ERRORS['picture-files-missing'].text([-1])).toBe(words);

    const preview = await previewOf(owner, broken.id);
    expect(preview).toEqual({
      status: 'failed',
      error: 'picture-files-missing',
      message: words,
      editable: true,
    });
    const pdf = await waitFor(
      async () => {
        const r = await admin.get(`/api/stories/${broken.id}/pdf`);
        return r.statusCode === 202 ? undefined : r;
      },
      { timeoutMs: 60_000, what: 'the failed PDF' },
    );
    expect(pdf.statusCode).toBe(500);
    expect(pdf.json()).toEqual({
      status: 'failed',
      error: 'picture-files-missing',
      message: words,
    });

    // A failure the worker has no code for reads as the general message, never as its raw words.
    await withPg(h.config.DATABASE_URL, (c) =>
      c.query(
        `UPDATE book_files SET "buildError" = NULL, "buildMessage" = 'connect ECONNREFUSED' WHERE "storyId" = $1 AND variant = 'preview'`,
        [broken.id],
      ),
    );
    expect((await owner.get(`/api/stories/${broken.id}/preview`)).json()).toMatchObject({
      status: 'failed',
      error: 'build-failed',
      message: BOOK_TEXTS.failed,
    });
    // Asking again builds again.
    const again = await owner.get(`/api/stories/${broken.id}/preview?retry=1`);
    expect(again.json()).toMatchObject({ status: 'building' });
  });

  it("deletes the story's book files with the family's data", async () => {
    const preview = await previewOf(owner);
    expect((await owner.get(preview.url!)).statusCode).toBe(200);
    // The print interior of the corrected story.
    await waitFor(
      async () =>
        (await admin.get(`/api/stories/${story.id}/pdf`)).statusCode === 200 ? true : undefined,
      { timeoutMs: 60_000, what: 'the PDF' },
    );
    const res = await admin.request({ method: 'DELETE', url: `/api/admin/stories/${story.id}` });
    expect(res.statusCode).toBe(200);
    expect((await owner.get(preview.url!)).statusCode).toBe(404);
    expect((await admin.get(`/api/stories/${story.id}/pdf`)).statusCode).toBe(404);
  });
});
