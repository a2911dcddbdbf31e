import { Injectable } from '@nestjs/common';
import type { JobPayload } from '@shop/queue';
import { type Job, WaitingChildrenError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

/**
 * `illustration.story`: the parent of a ready story's automatic pictures. BullMQ runs it once its
 * children are done; it sums them up (a child that failed for good is counted, the book build
 * draws that page later).
 */
@Injectable()
export class StoryPicturesHandler implements JobHandler<'illustration.story'> {
  readonly job = 'illustration.story' as const;

  constructor(private readonly logger: PinoLogger) {
    this.logger.setContext(StoryPicturesHandler.name);
  }

  async handle(
    { storyId }: JobPayload<'illustration.story'>,
    job: Job,
    token?: string,
  ): Promise<{ storyId: string; drawn: number; failed: number }> {
    if (token && (await job.moveToWaitingChildren(token))) throw new WaitingChildrenError();
    const counts = await job.getDependenciesCount({ processed: true, ignored: true });
    const result = { storyId, drawn: counts.processed ?? 0, failed: counts.ignored ?? 0 };
    this.logger.info({ jobId: job.id, ...result }, 'Story pictures drawn');
    return result;
  }
}
