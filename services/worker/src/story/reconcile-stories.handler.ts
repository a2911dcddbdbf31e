import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { StoryRepository } from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

const BATCH = 200;

export interface ReconcileResult {
  checked: number;
  requeued: string[];
}

/**
 * A story whose job was lost (Redis flushed, an enqueue that failed while Redis was down) would
 * stay queued forever. Periodically, every unfinished story older than STORY_RECONCILE_AFTER_MS
 * without a live job gets its job back.
 */
@Injectable()
export class ReconcileStoriesHandler implements JobHandler<'story.reconcile'> {
  readonly job = 'story.reconcile' as const;

  constructor(
    private readonly stories: StoryRepository,
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(ReconcileStoriesHandler.name);
  }

  async handle(): Promise<ReconcileResult> {
    const cutoff = new Date(Date.now() - this.config.STORY_RECONCILE_AFTER_MS);
    const stale = await this.stories.unfinishedSince(cutoff, BATCH);
    const requeued: string[] = [];
    for (const story of stale) {
      // A finished Create Together story waits for its weaving, never for a generated text.
      const outcome = story.isCollaborative
        ? await this.jobs.ensure(
            'story.weave',
            { storyId: story.id },
            { jobId: jobIds.storyWeave(story.id) },
          )
        : await this.jobs.ensure(
            'story.generate',
            { storyId: story.id },
            { jobId: jobIds.storyGenerate(story.id, story.revision) },
          );
      if (outcome === 'enqueued') requeued.push(story.id);
    }
    if (requeued.length) this.logger.warn({ requeued }, 'Re-enqueued stories whose job was lost');
    return { checked: stale.length, requeued };
  }
}
