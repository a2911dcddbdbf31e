import { ConflictException, Logger, NotFoundException } from '@nestjs/common';
import { type GenerateStoryRequest, STORY_FROZEN_TEXTS } from '@shop/contracts';
import type { StoryEntity, StoryFreeze, StoryRepository } from '@shop/db';
import { jobIds, type JobProducer } from '@shop/queue';
import { STORY_NOT_FOUND, StoriesService } from './stories.service';
import { StoryRules } from './story-rules.service';

const VISITOR = 'visitor-1';
const INPUT = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  wordCount: 800,
} as GenerateStoryRequest;

/** An in-memory StoryRepository holding the state rules the service relies on. */
class FakeStories {
  readonly rows = new Map<string, StoryEntity>();

  createQueued(fields: Partial<StoryEntity>) {
    const story = {
      ...fields,
      id: `story-${this.rows.size + 1}`,
      isCollaborative: false,
      generationStatus: 'queued',
      revision: 1,
    } as StoryEntity;
    this.rows.set(story.id, story);
    return Promise.resolve({ ...story });
  }

  withdrawQueued(id: string) {
    if (this.rows.get(id)?.generationStatus === 'queued') this.rows.delete(id);
    return Promise.resolve();
  }

  findOwned(id: string, visitorId: string) {
    const story = this.rows.get(id);
    return Promise.resolve(story?.ownerVisitorId === visitorId ? { ...story } : null);
  }

  queueNewVersion(id: string, seed: number) {
    const story = this.rows.get(id)!;
    if (story.generationStatus !== 'ready' && story.generationStatus !== 'failed')
      return Promise.resolve(null);
    Object.assign(story, { generationStatus: 'queued', seed, revision: story.revision + 1 });
    return Promise.resolve({ ...story });
  }
}

describe('StoriesService', () => {
  beforeAll(() => Logger.overrideLogger(false));

  let stories: FakeStories;
  let enqueued: { name: string; jobId?: string }[];
  let redisDown: boolean;
  let service: StoriesService;
  let ordered: Set<string>;

  beforeEach(() => {
    stories = new FakeStories();
    ordered = new Set();
    const freeze = { isFrozen: (id: string) => Promise.resolve(ordered.has(id)) };
    enqueued = [];
    redisDown = false;
    const jobs = {
      enqueue: (name: string, _payload: unknown, opts: { jobId?: string }) => {
        if (redisDown) return Promise.reject(new Error('Connection is closed.'));
        enqueued.push({ name, jobId: opts.jobId });
        return Promise.resolve({});
      },
    } as unknown as JobProducer;
    service = new StoriesService(
      stories as unknown as StoryRepository,
      jobs,
      new StoryRules(freeze as StoryFreeze),
    );
  });

  it('stores a new story as queued and enqueues its writing under the revision’s job id', async () => {
    const story = await service.create(INPUT, VISITOR);
    expect(story).toMatchObject({ generationStatus: 'queued', ownerVisitorId: VISITOR });
    expect(enqueued).toEqual([
      { name: 'story.generate', jobId: jobIds.storyGenerate(story.id, 1) },
    ]);
  });

  it('fails and keeps no story when the queue is down (a 202 always has its job queued)', async () => {
    redisDown = true;
    await expect(service.create(INPUT, VISITOR)).rejects.toThrow('Connection is closed.');
    expect(stories.rows.size).toBe(0);
  });

  it('writes another version only once the last one has finished', async () => {
    const story = await service.create(INPUT, VISITOR);
    await expect(service.regenerate(story.id, VISITOR)).rejects.toBeInstanceOf(ConflictException);
    stories.rows.get(story.id)!.generationStatus = 'ready';
    const seed = stories.rows.get(story.id)!.seed;
    const again = await service.regenerate(story.id, VISITOR);
    // the next seed: the engine's next story among those that fit
    expect(again).toMatchObject({ generationStatus: 'queued', revision: 2, seed: seed + 1 });
    expect(enqueued.at(-1)).toEqual({
      name: 'story.generate',
      jobId: jobIds.storyGenerate(story.id, 2),
    });
  });

  it('never rewrites a story written together', async () => {
    const story = await service.create(INPUT, VISITOR);
    Object.assign(stories.rows.get(story.id)!, {
      isCollaborative: true,
      generationStatus: 'ready',
    });
    await expect(service.regenerate(story.id, VISITOR)).rejects.toThrow(/written together/);
    expect(stories.rows.get(story.id)!.revision).toBe(1);
  });

  it('never rewrites an ordered story', async () => {
    const story = await service.create(INPUT, VISITOR);
    stories.rows.get(story.id)!.generationStatus = 'ready';
    ordered.add(story.id);
    await expect(service.regenerate(story.id, VISITOR)).rejects.toThrow(
      new ConflictException(STORY_FROZEN_TEXTS.rewrite),
    );
    expect(stories.rows.get(story.id)!).toMatchObject({ generationStatus: 'ready', revision: 1 });
  });

  it('answers another visitor as if the story did not exist', async () => {
    const story = await service.create(INPUT, VISITOR);
    await expect(service.findOwned(story.id, 'visitor-2')).rejects.toThrow(
      new NotFoundException(STORY_NOT_FOUND),
    );
  });
});
