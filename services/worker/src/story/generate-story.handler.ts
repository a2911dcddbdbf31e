import { Inject, Injectable } from '@nestjs/common';
import type { AgeRange, Animal, StoryTheme } from '@shop/contracts';
import { StoryRepository } from '@shop/db';
import type { JobPayload } from '@shop/queue';
import type { StoryProvider } from '@shop/story-engine';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { StoryPicturesFlow } from '../illustration/story-pictures.flow';
import type { JobHandler } from '../jobs/job-handler';
import { STORY_PROVIDER } from './story-provider';

/** Progress is written at most this often: enough for a smooth bar, cheap for Postgres. */
const PROGRESS_WRITE_INTERVAL_MS = 300;

@Injectable()
export class GenerateStoryHandler implements JobHandler<'story.generate'> {
  readonly job = 'story.generate' as const;

  constructor(
    private readonly stories: StoryRepository,
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
    const story = await this.stories.claimGeneration(storyId);
    if (!story) {
      // Already ready or failed (a duplicate or re-delivered job), or deleted: nothing to do.
      return { storyId, written: false };
    }
    const progress = this.progressWriter(story.id, job);
    const composed = await this.provider.write(
      {
        childName: story.childName,
        animal: story.animal as Animal,
        theme: story.theme as StoryTheme,
        ageRange: story.ageRange as AgeRange,
        wordCount: story.requestedWordCount,
        seed: story.seed,
        pronoun: story.pronoun,
      },
      { onProgress: progress.report },
    );
    await progress.settled();
    const written = await this.stories.complete(
      story,
      {
        title: composed.title,
        content: composed.content,
        wordCount: composed.wordCount,
        pages: composed.pages,
        provider: composed.provider,
        companionName: composed.companionName,
      },
      story.revision,
    );
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
    await this.stories.markFailed(storyId, error, { what: 'finish' });
  }

  /**
   * Progress as the user sees it (the story row) and as BullMQ shows it (the job), batched: at
   * most one write every PROGRESS_WRITE_INTERVAL_MS, counted from the claim (which already showed
   * 5%), so a story written faster than that costs no progress write at all. Writes never hold up
   * the writing: one is in flight at a time and the latest value waits for it; `settled()` lets
   * the last one land before the completion.
   */
  private progressWriter(storyId: string, job: Job) {
    let lastWrite = Date.now();
    let lastValue = 5;
    let inFlight: Promise<void> = Promise.resolve();
    let writing = false;
    const report = (percent: number): void => {
      const value = Math.min(95, Math.max(5, Math.round(percent)));
      const now = Date.now();
      if (writing || value <= lastValue || now - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
      lastWrite = now;
      lastValue = value;
      writing = true;
      inFlight = Promise.all([this.stories.setProgress(storyId, value), job.updateProgress(value)])
        .then(
          () => undefined,
          // Progress is a courtesy: a failed write never fails the story (the next one may land).
          (err: unknown) => this.logger.warn({ err, storyId }, 'Could not write progress'),
        )
        .finally(() => {
          writing = false;
        });
    };
    return { report, settled: () => inFlight };
  }
}
