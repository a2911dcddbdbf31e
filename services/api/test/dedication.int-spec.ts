import { hashPassword } from '@shop/auth';
import { checkBookPdf, DEDICATION_PAGE } from '@shop/book';
import {
  DEDICATION_MAX_LENGTH,
  DEDICATION_TEXTS,
  STORY_FROZEN_TEXTS,
  type Story,
} from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertOrder, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

jest.setTimeout(120_000);

const PASSWORD = 'dedication operator passphrase';

/**
 * The parent's dedication: written before ordering, printed on the book's first page, frozen with
 * the order like the rest of the book.
 */
describe('the dedication (real API and worker, Postgres, Redis)', () => {
  let h: Harness;
  let storageDir: string;
  let owner: Visitor;
  let admin: Visitor;
  let story: Story;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'dedication-'));
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        WORKER_QUEUES: 'story,book',
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

  const put = (who: Visitor, dedication: unknown) =>
    who.request({
      method: 'PUT',
      url: `/api/stories/${story.id}/dedication`,
      payload: { dedication },
    });

  /** The print interior's first page, read back with pdf.js. */
  const firstPageOfBook = async () => {
    const pdf = await waitFor(
      async () => {
        const res = await admin.get(`/api/stories/${story.id}/pdf`);
        return res.statusCode === 200 ? res : undefined;
      },
      { timeoutMs: 60_000, what: 'the PDF' },
    );
    const report = await checkBookPdf(pdf.rawPayload, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
      bleedPt: 9,
      textAreas: [{ x: 45, y: 45, width: 540, height: 540 }],
    });
    expect(report.problems).toEqual([]);
    return report
      .pages![DEDICATION_PAGE - 1]!.text.map((t) => t.str)
      .join(' ')
      .replace(/\s+/g, ' ');
  };

  it("is the owner's to write, validated with the shared schema", async () => {
    expect((await put(h.visitor(), 'For you')).statusCode).toBe(404);
    expect((await put(admin, 'For you')).statusCode).toBe(404);
    const long = await put(owner, 'x'.repeat(DEDICATION_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { field: 'dedication', message: DEDICATION_TEXTS.tooLong },
    ]);
    const rude = await put(owner, 'For the shit best kid');
    expect(rude.statusCode).toBe(400);
    expect(rude.json().details).toEqual([
      { field: 'dedication', message: DEDICATION_TEXTS.notAllowed },
    ]);
    expect(((await owner.get(`/api/stories/${story.id}`)).json() as Story).dedication).toBeNull();
  });

  it('is printed on the first page of the book, and frozen with a paid order (409 after)', async () => {
    const written = await put(owner, "For Mia -- who's\n braver than she knows. Love, Mum");
    expect(written.statusCode).toBe(200);
    expect((written.json() as Story).dedication).toBe(
      "For Mia -- who's braver than she knows. Love, Mum",
    );
    expect(await firstPageOfBook()).toContain(
      'For Mia\u2014who\u2019s braver than she knows. Love, Mum',
    );

    await withPg(h.config.DATABASE_URL, (c) =>
      insertOrder(c, { storyId: story.id, status: 'paid' }),
    );
    for (const attempt of ['A new message after paying', '']) {
      const late = await put(owner, attempt);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(STORY_FROZEN_TEXTS.dedication);
    }
    const current = (await owner.get(`/api/stories/${story.id}`)).json() as Story;
    expect(current.dedication).toBe("For Mia -- who's braver than she knows. Love, Mum");
    const first = await firstPageOfBook();
    expect(first).toContain('Love, Mum');
    expect(first).not.toContain('after paying');
  });
});
