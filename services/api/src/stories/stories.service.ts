import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { type GenerateStoryRequest, STORY_PANEL_TEXTS, type StoryVersion } from '@shop/contracts';
import { type StoryEntity, StoryRepository } from '@shop/db';
import { JobProducer, jobIds, PICTURE_LANES } from '@shop/queue';
import { storySeed } from '@shop/story-engine';
import { StoryRules } from './story-rules.service';

export const STORY_NOT_FOUND = 'Story not found';
const LIST_LIMIT = 50;

@Injectable()
export class StoriesService {
  private readonly logger = new Logger(StoriesService.name);

  constructor(
    private readonly stories: StoryRepository,
    private readonly jobs: JobProducer,
    private readonly rules: StoryRules,
  ) {}

  /** Stores the story as queued for its visitor and hands the writing to the `story` queue. */
  async create(input: GenerateStoryRequest, visitorId: string): Promise<StoryEntity> {
    const story = await this.stories.createQueued({
      ownerVisitorId: visitorId,
      childName: input.childName,
      animal: input.animal,
      theme: input.theme,
      ageRange: input.ageRange,
      requestedWordCount: input.wordCount,
      pronoun: input.pronoun,
      childLook: input.childLook,
      seed: storySeed(),
    });
    // A 202 promises a queued job: when Redis does not take it, the story is taken back and the
    // request answers 503, so the parent tries again rather than waiting on a story nobody writes.
    try {
      await this.jobs.enqueue(
        'story.generate',
        { storyId: story.id },
        { jobId: jobIds.storyGenerate(story.id, story.revision) },
      );
    } catch (err) {
      await this.stories.withdrawQueued(story.id);
      throw err;
    }
    return story;
  }

  /**
   * "Another version": same inputs, the next seed, a new job. The engine gives consecutive seeds
   * another of the stories that fit, so the new version is a different story wherever there are
   * two. Only once the last one has finished, and never for an ordered story (the repository
   * checks again in the same UPDATE).
   */
  async regenerate(id: string, visitorId: string): Promise<StoryEntity> {
    const story = await this.findOwned(id, visitorId);
    if (story.isCollaborative) {
      throw new ConflictException(
        "A story written together keeps its writers' own words, so it can't be rewritten.",
      );
    }
    await this.rules.refuseIfFrozen(story.id, 'rewrite');
    const updated = await this.stories.queueNewVersion(story.id, nextSeed(story.seed));
    if (!updated) {
      await this.rules.refuseIfFrozen(story.id, 'rewrite');
      throw new ConflictException(
        'This story is still being written. Please wait for it to finish.',
      );
    }
    await this.enqueue(updated);
    return updated;
  }

  /** The owner's earlier versions of a story, newest first. */
  async versions(id: string, visitorId: string): Promise<StoryVersion[]> {
    await this.findOwned(id, visitorId);
    return (await this.stories.listVersions(id)).map((v) => ({
      revision: v.revision,
      title: v.title,
      wordCount: v.wordCount,
      writtenAt: v.writtenAt.toISOString(),
      opening: v.content.slice(0, 160).replace(/\s+\S*$/, '') + '…',
    }));
  }

  /**
   * Goes back to an earlier version (never once the story is ordered: the ordered version is the
   * one printed). The version's pictures are drawn again for it, as for any new version.
   */
  async restoreVersion(id: string, visitorId: string, revision: number): Promise<StoryEntity> {
    const story = await this.findOwned(id, visitorId);
    await this.rules.refuseIfFrozen(story.id, 'rewrite');
    const restored = await this.stories.restoreVersion(story.id, revision);
    if (!restored) {
      await this.rules.refuseIfFrozen(story.id, 'rewrite');
      throw new ConflictException(STORY_PANEL_TEXTS.noSuchVersion);
    }
    try {
      await this.jobs.enqueue(
        'illustration.story',
        { storyId: restored.id },
        {
          jobId: jobIds.storyPictures(restored.id, restored.revision),
          priority: PICTURE_LANES.first,
        },
      );
    } catch (err) {
      // The book preview and the book build draw what is missing.
      this.logger.error({ err, storyId: restored.id }, 'Could not queue the story pictures');
    }
    return restored;
  }

  /** A story its visitor owns; anyone else gets the same 404 as for a story that does not exist. */
  async findOwned(id: string, visitorId: string): Promise<StoryEntity> {
    const story = await this.stories.findOwned(id, visitorId);
    if (!story) throw new NotFoundException(STORY_NOT_FOUND);
    return story;
  }

  listOwned(visitorId: string): Promise<StoryEntity[]> {
    return this.stories.listOwned(visitorId, LIST_LIMIT);
  }

  /**
   * A failed enqueue of another version (Redis briefly down) does not fail the request: the new
   * version is safely stored as queued and the reconciler enqueues it once Redis is back.
   */
  private async enqueue(story: StoryEntity): Promise<void> {
    try {
      await this.jobs.enqueue(
        'story.generate',
        { storyId: story.id },
        { jobId: jobIds.storyGenerate(story.id, story.revision) },
      );
    } catch (err) {
      this.logger.error(
        { err, storyId: story.id },
        'Could not enqueue story; the reconciler will retry',
      );
    }
  }
}

/** The seed after `seed`, within the 31 bits a seed has. */
function nextSeed(seed: number): number {
  return (seed + 1) % 0x80000000;
}
