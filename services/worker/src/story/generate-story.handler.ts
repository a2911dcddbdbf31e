import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AgeRange, Animal, StoryTheme } from '@shop/contracts';
import { StoryEntity } from '@shop/db';
import type { JobPayload } from '@shop/queue';
import type { ComposedStory, StoryProvider } from '@shop/story-engine';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { Repository } from 'typeorm';
import { StoryPicturesFlow } from '../illustration/story-pictures.flow';
import type { JobHandler } from '../jobs/job-handler';
import { markStoryFailed } from './mark-story-failed';
import { STORY_PROVIDER } from './story-provider';

/** Progress is written at most this often: enough for a smooth bar, cheap for Postgres. */
const PROGRESS_WRITE_INTERVAL_MS = 300;

@Injectable()
export class GenerateStoryHandler implements JobHandler<'story.generate'> {
  readonly job = 'story.generate' as const;

  constructor(
    @InjectRepository(StoryEntity) private readonly stories: Repository<StoryEntity>,
    @Inject(STORY_PROVIDER) private readonly provider: StoryProvider,
    private readonly pictures: StoryPicturesFlow,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(GenerateStoryHandler.name);
  }

  async handle(
    { storyId }: JobPayload<'story.generate'>,
    job: Job,
  ): Promise<{ storyId: string; written: boolean }> {
    const story = await this.claim(storyId);
    if (!story) {
      // Already ready or failed (a duplicate or re-delivered job), or deleted: nothing to do.
      return { storyId, written: false };
    }
    const composed = await this.provider.write(
      {
        childName: story.childName,
        animal: story.animal as Animal,
        theme: story.theme as StoryTheme,
        ageRange: story.ageRange as AgeRange,
        wordCount: story.requestedWordCount,
        seed: story.seed,
      },
      { onProgress: this.progressWriter(story.id, job) },
    );
    const written = await this.complete(story, composed);
    // Pictures come after the text: queued once the story is ready, never before.
    if (written) await this.pictures.start(story.id, story.revision);
    this.logger.info(
      { storyId, jobId: job.id, words: composed.wordCount, provider: composed.provider, written },
      'Story written',
    );
    return { storyId, written };
  }

  async onFinalFailure(
    { storyId }: JobPayload<'story.generate'>,
    job: Job,
    error: unknown,
  ): Promise<void> {
    this.logger.error({ storyId, jobId: job.id, err: error }, 'Story generation failed for good');
    await markStoryFailed(this.stories, storyId, error, { what: 'finish' });
  }

  /** queued/generating → generating, atomically; null when the story is finished or gone. */
  private async claim(storyId: string): Promise<StoryEntity | null> {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ generationStatus: 'generating', progress: () => 'GREATEST("progress", 5)' })
      // A collaborative story is woven from its writers' parts (story.weave), never generated.
      .where('id = :storyId AND NOT "isCollaborative" AND "generationStatus" IN (:...open)', {
        storyId,
        open: ['queued', 'generating'],
      })
      .returning('*')
      .execute();
    return (result.raw as StoryEntity[])[0] ?? null;
  }

  /** Writes the result only if this revision is still being generated: exactly one run wins. */
  private async complete(story: StoryEntity, composed: ComposedStory): Promise<boolean> {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({
        title: composed.title,
        content: composed.content,
        wordCount: composed.wordCount,
        pages: composed.pages,
        provider: composed.provider,
        generationStatus: 'ready',
        progress: 100,
        generationError: null,
      })
      .where('id = :id AND revision = :revision AND "generationStatus" = :generating', {
        id: story.id,
        revision: story.revision,
        generating: 'generating',
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private progressWriter(storyId: string, job: Job) {
    let lastWrite = 0;
    let lastValue = 5;
    return async (percent: number): Promise<void> => {
      const value = Math.min(95, Math.max(5, Math.round(percent)));
      const now = Date.now();
      if (value <= lastValue || now - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
      lastWrite = now;
      lastValue = value;
      await Promise.all([
        this.stories
          .createQueryBuilder()
          .update(StoryEntity)
          .set({ progress: value })
          .where('id = :storyId AND "generationStatus" = :generating', {
            storyId,
            generating: 'generating',
          })
          .execute(),
        job.updateProgress(value),
      ]);
    };
  }
}
