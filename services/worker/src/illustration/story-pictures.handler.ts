import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { type JobPayload, JobProducer, makeWayForNewStory, moveUpOlderPictures } from '@shop/queue';
import { type FlowProducer, type Job, WaitingChildrenError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';
import { FLOW_PRODUCER } from './illustration.providers';
import { addStoryPictureChildren } from './story-pictures.flow';

/**
 * `illustration.story`: the parent of a ready story's automatic pictures. Its first run adds one
 * child per page (recorded in the job's data, so a rerun after a crash adds nothing twice); BullMQ
 * runs it again once its children are done, and it sums them up (a child that failed for good is
 * counted, the book build draws that page later). Its pictures go before older queued work
 * (PICTURE_LANES).
 */
@Injectable()
export class StoryPicturesHandler implements JobHandler<'illustration.story'> {
  readonly job = 'illustration.story' as const;

  constructor(
    @Inject(FLOW_PRODUCER) private readonly flow: FlowProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly producer: JobProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(StoryPicturesHandler.name);
  }

  async handle(
    { storyId }: JobPayload<'illustration.story'>,
    job: Job,
    token?: string,
  ): Promise<{ storyId: string; drawn: number; failed: number }> {
    const data = job.data as JobPayload<'illustration.story'> & { added?: boolean };
    if (!data.added) {
      // The newest story goes first: other stories' sets waiting in its lane step back, and a
      // few of the oldest waiting pictures move up so that older work never starves.
      const queue = this.producer.queue('illustration');
      await makeWayForNewStory(queue, storyId, job.timestamp);
      await addStoryPictureChildren(this.flow, this.config, job, storyId);
      await moveUpOlderPictures(queue);
      await job.updateData({ ...data, added: true });
    }
    if (token && (await job.moveToWaitingChildren(token))) throw new WaitingChildrenError();
    const counts = await job.getDependenciesCount({ processed: true, ignored: true });
    const result = { storyId, drawn: counts.processed ?? 0, failed: counts.ignored ?? 0 };
    this.logger.info({ jobId: job.id, ...result }, 'Story pictures drawn');
    return result;
  }
}
