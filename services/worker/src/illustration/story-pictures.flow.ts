import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { FULL_SET_PAGES } from '@shop/contracts';
import { defaultJobOptions, jobIds, JobProducer, parsePayload, PICTURE_LANES } from '@shop/queue';
import { type FlowProducer, type Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

/**
 * A ready story's screen-size pictures (cover, pages, back cover) as a BullMQ flow: one
 * `illustration.generate` child per page under an `illustration.story` parent. The story job adds
 * the parent alone (one cheap job); the parent adds its children when the picture worker takes it,
 * so a burst of stories pays for its pictures after the burst. Job ids come from the story and its
 * version, so starting it twice adds nothing. The parent goes in the queue's `first` lane and its
 * pictures in `newStory` (PICTURE_LANES): a parent never waits behind older queued pictures.
 */
@Injectable()
export class StoryPicturesFlow {
  constructor(
    private readonly producer: JobProducer,
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
    try {
      await this.producer.enqueue(
        'illustration.story',
        { storyId },
        { jobId: jobIds.storyPictures(storyId, revision), priority: PICTURE_LANES.first },
      );
    } catch (err) {
      this.logger.error({ err, storyId }, 'Could not queue the story pictures');
    }
  }
}

/**
 * Adds the `illustration.story` job's children, one `illustration.generate` per page of the full
 * set. Adding them again (a rerun after a crash) finds them under their ids and adds nothing.
 */
export async function addStoryPictureChildren(
  flow: FlowProducer,
  config: Config,
  job: Job,
  storyId: string,
): Promise<void> {
  // The story's version is the one in the parent's id (jobIds.storyPictures).
  const revision = Number(/-r(\d+)$/.exec(job.id ?? '')?.[1]);
  if (job.id !== jobIds.storyPictures(storyId, revision))
    throw new UnrecoverableError(`"${job.id}" is not the picture job of story ${storyId}`);
  await flow.addBulk(
    FULL_SET_PAGES.map((pageNumber) => ({
      name: 'illustration.generate',
      queueName: 'illustration',
      data: parsePayload('illustration.generate', {
        storyId,
        pageNumber,
        source: 'auto',
        size: 'screen',
      }),
      opts: {
        ...defaultJobOptions(config.JOB_ATTEMPTS, config.JOB_BACKOFF_MS),
        priority: PICTURE_LANES.newStory,
        jobId: jobIds.storyPicture(storyId, revision, pageNumber),
        parent: { id: job.id!, queue: job.queueQualifiedName },
        ignoreDependencyOnFailure: true,
      },
    })),
  );
}
