import { STORY_FROZEN_TEXTS, type Story, type StoryVersion } from '@shop/contracts';
import { startHarness, type Harness } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

/** "Write another version" keeps the earlier one; the parent can go back to it until ordering. */
describe('story versions (API + worker, real Postgres and Redis)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { WORKER_QUEUES: 'story' } });
  }, 60_000);
  afterAll(() => h.close());

  it('keeps the corrected text as a version, goes back to it, and freezes with the order', async () => {
    const parent = h.visitor();
    const created = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const first = await waitForFinalStory(parent, created.id);
    expect(first.generationStatus).toBe('ready');
    // The parent corrects the title: the correction is part of the version kept.
    const corrected = await parent.request({
      method: 'PATCH',
      url: `/api/stories/${first.id}`,
      payload: { title: 'Mia’s Own Title' },
    });
    expect(corrected.statusCode).toBe(200);
    const kept = corrected.json() as Story;

    expect((await parent.get(`/api/stories/${first.id}/versions`)).json()).toEqual([]);
    expect((await parent.post(`/api/stories/${first.id}/regenerate`)).statusCode).toBe(202);
    const second = await waitForFinalStory(parent, first.id);
    expect(second.id).toBe(first.id);
    const versions = (
      await parent.get(`/api/stories/${first.id}/versions`)
    ).json() as StoryVersion[];
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ title: 'Mia’s Own Title', wordCount: kept.wordCount });

    // Nobody else sees or restores them.
    const stranger = h.visitor();
    expect((await stranger.get(`/api/stories/${first.id}/versions`)).statusCode).toBe(404);
    const url = `/api/stories/${first.id}/versions/${versions[0]!.revision}/restore`;
    expect((await stranger.post(url)).statusCode).toBe(404);

    // Going back: the corrected first version is the story again, the second is kept.
    const back = await parent.post(url);
    expect(back.statusCode).toBe(200);
    const restored = back.json() as Story;
    expect(restored).toMatchObject({
      id: first.id,
      title: 'Mia’s Own Title',
      content: first.content,
      generationStatus: 'ready',
    });
    expect(((await parent.get(`/api/stories/${first.id}`)).json() as Story).title).toBe(
      'Mia’s Own Title',
    );
    const now = (await parent.get(`/api/stories/${first.id}/versions`)).json() as StoryVersion[];
    expect(now.map((v) => v.title)).toEqual([second.title]);
    // The same version can't be restored twice (it is the story now).
    expect((await parent.post(url)).statusCode).toBe(409);

    // Ordered: the ordered version is the one printed; no going back.
    const order = await parent.post('/api/test/create-order', {
      storyId: first.id,
      shippingDetails: {
        fullName: 'Jane Parent',
        email: 'jane@example.com',
        phone: '5125550100',
        address: '1 Main Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'US',
      },
    });
    expect(order.statusCode).toBe(201);
    const frozen = await parent.post(
      `/api/stories/${first.id}/versions/${now[0]!.revision}/restore`,
    );
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(STORY_FROZEN_TEXTS.rewrite);
  }, 60_000);
});
