import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { PermanentIllustrationError } from '@shop/illustrator';
import { bulkRunIdOf, isBulkRunCancelled, JobProducer, type JobPayload } from '@shop/queue';
import { type Job, UnrecoverableError } from 'bullmq';
import type { JobHandler } from '../jobs/job-handler';
import {
  type AutomaticOutcome,
  type OperatorPicture,
  StoryNotReadyError,
  StoryPicturesService,
} from './story-pictures.service';

export type GenerateIllustrationResult =
  OperatorPicture | { automatic: AutomaticOutcome } | { skipped: 'cancelled' };

/**
 * `illustration.generate`: one page's picture. The operator's (the default) is drawn at both
 * sizes and takes its page; its storage key comes from the job id, and a row already holding that
 * key means the work is done. An automatic one (`source` 'auto': a ready story's flow, a bulk run)
 * fills an empty page only (story text still comes first: see storyTextFirst). The drawing and
 * the rows are StoryPicturesService's; this handler adds the job's concerns (a cancelled bulk
 * run, which errors are worth retrying).
 */
@Injectable()
export class GenerateIllustrationHandler implements JobHandler<'illustration.generate'> {
  readonly job = 'illustration.generate' as const;

  constructor(
    private readonly pictures: StoryPicturesService,
    private readonly producer: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async handle(
    { storyId, pageNumber, source, size }: JobPayload<'illustration.generate'>,
    job: Job,
  ): Promise<GenerateIllustrationResult> {
    const runId = bulkRunIdOf(job.parent?.id);
    if (
      runId &&
      (await isBulkRunCancelled(
        this.producer.queue('illustration'),
        this.config.REDIS_PREFIX,
        runId,
      ))
    )
      return { skipped: 'cancelled' };
    try {
      if (source === 'auto')
        return {
          automatic: await this.pictures.drawAutomatic(storyId, pageNumber, size ?? 'print'),
        };
      return await this.pictures.drawForOperator(storyId, pageNumber, String(job.id));
    } catch (err) {
      if (err instanceof StoryNotReadyError || err instanceof PermanentIllustrationError)
        throw new UnrecoverableError(err.message);
      throw err;
    }
  }
}
