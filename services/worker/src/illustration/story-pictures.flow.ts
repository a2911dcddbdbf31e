import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { FULL_SET_PAGES } from '@shop/contracts';
import { defaultJobOptions, jobIds, parsePayload } from '@shop/queue';
import type { FlowProducer } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { FLOW_PRODUCER } from './illustration.providers';

/**
 * BullMQ priority of automatic pictures: after the operator's requests (jobs without a priority
 * come first). Story text is never behind them either (storyTextFirst).
 */
export const AUTOMATIC_PICTURE_PRIORITY = 10;

/**
 * A ready story's screen-size pictures (cover, pages, back cover) as a BullMQ flow: one
 * `illustration.generate` child per page under an `illustration.story` parent. Job ids come from
 * the story and its version, so starting it twice adds nothing.
 */
@Injectable()
export class StoryPicturesFlow {
  constructor(
    @Inject(FLOW_PRODUCER) private readonly flow: FlowProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(StoryPicturesFlow.name);
  }

  /**
   * Called once the story is marked ready, never before. A failure is logged, not thrown: the
   * story is ready either way, and the book preview and the book build draw what is missing.
   */
  async start(storyId: string, revision: number): Promise<void> {
    const opts = {
      ...defaultJobOptions(this.config.JOB_ATTEMPTS, this.config.JOB_BACKOFF_MS),
      priority: AUTOMATIC_PICTURE_PRIORITY,
    };
    try {
      await this.flow.add({
        name: 'illustration.story',
        queueName: 'illustration',
        data: parsePayload('illustration.story', { storyId }),
        opts: { ...opts, jobId: jobIds.storyPictures(storyId, revision) },
        children: FULL_SET_PAGES.map((pageNumber) => ({
          name: 'illustration.generate',
          queueName: 'illustration',
          data: parsePayload('illustration.generate', {
            storyId,
            pageNumber,
            source: 'auto',
            size: 'screen',
          }),
          opts: {
            ...opts,
            jobId: jobIds.storyPicture(storyId, revision, pageNumber),
            ignoreDependencyOnFailure: true,
          },
        })),
      });
    } catch (err) {
      this.logger.error({ err, storyId }, 'Could not queue the story pictures');
    }
  }
}
