import { Injectable } from '@nestjs/common';
import type { Animal, StoryTheme } from '@shop/contracts';
import { CollaborationRepository, StoryRepository } from '@shop/db';
import type { JobPayload } from '@shop/queue';
import { weaveCollaborativeStory } from '@shop/story-engine';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { StoryPicturesFlow } from '../illustration/story-pictures.flow';
import type { JobHandler } from '../jobs/job-handler';

/**
 * Weaves a finished Create Together story into its book: the theme skeleton's opening and closing
 * around every part in order, in its author's own words, each page remembering who wrote what. Safe to run twice:
 * it claims the story first (queued/generating → generating) and writes only while still claimed.
 */
@Injectable()
export class WeaveStoryHandler implements JobHandler<'story.weave'> {
  readonly job = 'story.weave' as const;

  constructor(
    private readonly stories: StoryRepository,
    private readonly collaboration: CollaborationRepository,
    private readonly pictures: StoryPicturesFlow,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(WeaveStoryHandler.name);
  }

  async handle(
    { storyId }: JobPayload<'story.weave'>,
    job: Job,
  ): Promise<{ storyId: string; written: boolean }> {
    const story = await this.stories.claimWeaving(storyId);
    if (!story) return { storyId, written: false };
    const rows = await this.collaboration.listPromptedParts(storyId);
    const woven = weaveCollaborativeStory({
      title: story.title,
      childName: story.childName,
      // both were checked against the contract's lists when the story was created
      animal: story.animal as Animal,
      theme: story.theme as StoryTheme,
      seed: story.seed,
      pronoun: story.pronoun,
      contributions: rows.map((r) => ({
        author: r.contributorType,
        promptType: r.prompt.promptType,
        order: r.prompt.order,
        text: r.content,
      })),
    });
    const written = await this.stories.complete(story, {
      title: woven.title,
      content: woven.content,
      wordCount: woven.wordCount,
      pages: woven.pages,
      provider: woven.provider,
      companionName: woven.companionName,
    });
    // Pictures come after the text: queued once the story is ready, never before.
    if (written) await this.pictures.start(story.id, story.revision);
    this.logger.info(
      { storyId, jobId: job.id, parts: rows.length, words: woven.wordCount, written },
      'Collaborative story woven',
    );
    return { storyId, written };
  }

  async onFinalFailure(
    { storyId }: JobPayload<'story.weave'>,
    job: Job,
    error: unknown,
  ): Promise<void> {
    this.logger.error({ storyId, jobId: job.id, err: error }, 'Weaving failed for good');
    await this.stories.markFailed(storyId, error, {
      what: 'put together',
      collaborativeOnly: true,
    });
  }
}
