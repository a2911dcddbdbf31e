import {
  type CollaborativeStory,
  type CreatedCollaborativeStory,
  type ReplacedShareLink,
  type Story,
} from '@shop/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const FORM = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  parentContribution: 'Mia found a fox hiding behind the garden shed.',
  childContribution: 'The fox had a tiny map with a big red X on it!',
};

/**
 * Create Together links the creator controls: withdrawn and replaced by the creator only, the
 * old token refused at once by every route (the read cache included), and shared pages kept out
 * of search engines. Real API, Postgres and Redis.
 */
describe('withdrawing a Create Together link', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-share-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Shop</title></head>');
    h = await startHarness({ worker: false, config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const q = (token: string) => `?token=${encodeURIComponent(token)}`;

  /** Every route a link holder uses, with this token: their status codes. */
  async function linkRoutes(v: Visitor, id: string, token: string): Promise<number[]> {
    const reads = await Promise.all(
      [
        `/api/stories/${id}${q(token)}`,
        `/api/stories/collaborative/${id}${q(token)}`,
        `/api/stories/prompts/${id}${q(token)}`,
        `/api/stories/contributions/${id}${q(token)}`,
        `/api/stories/${id}/illustrations${q(token)}`,
      ].map((url) => v.get(url)),
    );
    const write = await v.post('/api/stories/contribute', {
      storyId: id,
      token,
      contributorType: 'parent',
      content: 'And then the fox laughed.',
    });
    return [...reads.map((r) => r.statusCode), write.statusCode];
  }

  it('the creator gets a new link; the old one answers "Story not found" everywhere at once', async () => {
    const parent = h.visitor();
    const child = h.visitor();
    const created = (
      await parent.post('/api/stories/collaborative', FORM)
    ).json() as CreatedCollaborativeStory;
    const { id, collaborativeToken: old } = created.story;
    expect(created.story.viewerIsCreator).toBe(true);

    // The child's reads work (and fill the API's read cache with the old token).
    const asChild = (
      await child.get(`/api/stories/collaborative/${id}${q(old)}`)
    ).json() as CollaborativeStory;
    expect(asChild.viewerIsCreator).toBe(false);
    expect((await child.get(`/api/stories/${id}${q(old)}`)).statusCode).toBe(200);
    expect((await child.get(`/api/stories/${id}${q(old)}`)).statusCode).toBe(200);

    const res = await parent.post(`/api/stories/${id}/share-link`, {});
    expect(res.statusCode).toBe(200);
    const replaced = res.json() as ReplacedShareLink;
    expect(replaced.collaborativeToken).not.toBe(old);
    expect(replaced.sharePath).toBe(`/collaborate/${id}/${replaced.collaborativeToken}`);

    const missing = await child.get(`/api/stories/collaborative/${id}${q(old)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Story not found' });
    // The contribution's 404 is the story's (the old link adds nothing).
    expect(await linkRoutes(child, id, old)).toEqual([404, 404, 404, 404, 404, 404]);

    // The new link works, and the creator's own read shows it.
    expect(await linkRoutes(child, id, replaced.collaborativeToken)).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    const own = (await parent.get(`/api/stories/${id}`)).json() as Story;
    expect(own.sharePath).toBe(replaced.sharePath);
  });

  it('only the creator may withdraw it: a link holder and a stranger get the 404', async () => {
    const parent = h.visitor();
    const created = (
      await parent.post('/api/stories/collaborative', FORM)
    ).json() as CreatedCollaborativeStory;
    const { id, collaborativeToken: token } = created.story;
    const holder = h.visitor();
    await holder.get(`/api/stories/collaborative/${id}${q(token)}`);

    for (const v of [holder, h.visitor()]) {
      const res = await v.post(`/api/stories/${id}/share-link`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Story not found' });
    }
    expect((await parent.post(`/api/stories/not-a-uuid/share-link`, {})).statusCode).toBe(404);
    // A story written alone has no link to withdraw.
    const alone = await parent.post('/api/stories/generate', {
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      wordCount: 500,
      isCollaborative: false,
    });
    expect(alone.statusCode).toBe(202);
    const aloneId = (alone.json() as Story).id;
    expect((await parent.post(`/api/stories/${aloneId}/share-link`, {})).statusCode).toBe(404);
    // The body is validated: nothing but an empty object.
    const extra = await parent.post(`/api/stories/${id}/share-link`, { token: 'mine' });
    expect(extra.statusCode).toBe(400);
    // The link still works: nothing was withdrawn.
    expect((await holder.get(`/api/stories/collaborative/${id}${q(token)}`)).statusCode).toBe(200);
  });

  it('a shared page says noindex in its head and in an X-Robots-Tag header', async () => {
    const parent = h.visitor();
    const created = (
      await parent.post('/api/stories/collaborative', FORM)
    ).json() as CreatedCollaborativeStory;
    for (const path of [created.sharePath, `/stories/${created.story.id}?token=abc`]) {
      const page = await h.visitor().get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    }
    const home = await h.visitor().get('/about');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
