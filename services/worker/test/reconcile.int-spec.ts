import type { Story } from '@shop/contracts';
import { JobProducer, jobIds } from '@shop/queue';
import { startHarness, type Harness } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { ReconcileStoriesHandler } from '../src/story/reconcile-stories.handler';

describe('story reconciler', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { STORY_RECONCILE_AFTER_MS: '0', STORY_RECONCILE_INTERVAL_MS: '86400000' },
    });
  });
  afterAll(() => h.close());

  it('re-enqueues a story whose job was lost (Redis flushed) so it still ends ready', async () => {
    const parent = h.visitor();
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const queue = h.api.get(JobProducer).queue('story');
    expect(await queue.getJob(jobIds.storyGenerate(id, 1))).toBeDefined();

    await queue.obliterate({ force: true }); // the job is gone, the story still says queued
    expect(await queue.getJob(jobIds.storyGenerate(id, 1))).toBeUndefined();
    expect(((await parent.get(`/api/stories/${id}`)).json() as Story).generationStatus).toBe(
      'queued',
    );

    const worker = await h.startWorker();
    const result = await worker.get(ReconcileStoriesHandler).handle();
    expect(result.checked).toBeGreaterThanOrEqual(1);

    const story = await waitForFinalStory(parent, id);
    expect(story.generationStatus).toBe('ready');
  });

  it('leaves stories whose job is still live alone', async () => {
    const parent = h.visitor();
    const queue = h.api.get(JobProducer).queue('story');
    await queue.pause(); // the job stays waiting while the reconciler looks at it
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const result = await h.worker!.get(ReconcileStoriesHandler).handle();
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(result.requeued).not.toContain(id);
    await queue.resume();
    expect((await waitForFinalStory(parent, id)).generationStatus).toBe('ready');
  });
});
