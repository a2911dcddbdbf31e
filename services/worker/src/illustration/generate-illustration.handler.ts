import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONFIG, type Config } from '@shop/config';
import { OrderEntity, StoryEntity, StoryIllustrationEntity } from '@shop/db';
import {
  type IllustrationProvider,
  insertIllustration,
  PermanentIllustrationError,
} from '@shop/illustrator';
import {
  bulkRunIdOf,
  illustrationKeys,
  JobProducer,
  type JobPayload,
  queueRedis,
} from '@shop/queue';
import { derivedStorageKey, FILE_STORAGE, type FileStorage, fileUrl } from '@shop/storage';
import { type Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { createHmac } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import type { JobHandler } from '../jobs/job-handler';
import { drawPicture } from './draw';
import { ILLUSTRATOR } from './illustration.providers';
import { pictureRequestFor } from './picture-request';
import {
  type AutomaticOutcome,
  screenKeyOf,
  StoryNotReadyError,
  StoryPicturesService,
} from './story-pictures.service';

export type GenerateIllustrationResult =
  | { illustrationId: string; created: boolean; imageUrl: string }
  | { automatic: AutomaticOutcome }
  | { skipped: 'cancelled' | 'story-gone' };

/**
 * `illustration.generate`: one page's picture. The operator's (the default) is drawn at both
 * sizes and takes its page; its storage key comes from the job id, and a row already holding that
 * key means the work is done. An automatic one (`source` 'auto': a ready story's flow, a bulk run)
 * fills an empty page only (story text still comes first: see storyTextFirst).
 */
@Injectable()
export class GenerateIllustrationHandler implements JobHandler<'illustration.generate'> {
  readonly job = 'illustration.generate' as const;

  constructor(
    @InjectRepository(StoryEntity) private readonly stories: Repository<StoryEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(StoryIllustrationEntity)
    private readonly illustrations: Repository<StoryIllustrationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ILLUSTRATOR) private readonly illustrator: IllustrationProvider,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly producer: JobProducer,
    private readonly pictures: StoryPicturesService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(GenerateIllustrationHandler.name);
  }

  async handle(
    { storyId, pageNumber, source, size }: JobPayload<'illustration.generate'>,
    job: Job,
  ): Promise<GenerateIllustrationResult> {
    const runId = bulkRunIdOf(job.parent?.id);
    if (runId && (await this.isCancelled(runId))) return { skipped: 'cancelled' };
    if (source === 'auto') {
      try {
        return {
          automatic: await this.pictures.drawAutomatic(storyId, pageNumber, size ?? 'print'),
        };
      } catch (err) {
        if (err instanceof StoryNotReadyError || err instanceof PermanentIllustrationError)
          throw new UnrecoverableError(err.message);
        throw err;
      }
    }

    // Unguessable and stable across retries of this job: HMAC of the job id.
    const name = createHmac('sha256', this.config.COOKIE_SECRET)
      .update(`illustration:${job.id}`)
      .digest('base64url')
      .slice(0, 32);
    const key = derivedStorageKey('illustrations', name, 'png');
    const done = await this.illustrations.findOneBy({ storyId, imageData: key });
    if (done) return { illustrationId: done.id, created: false, imageUrl: fileUrl(key) };

    const story = await this.stories.findOneBy({ id: storyId });
    if (!story) return { skipped: 'story-gone' };
    if (story.generationStatus !== 'ready')
      throw new UnrecoverableError('The story is not written yet');

    const order = await this.orders.findOne({ where: { storyId }, order: { createdAt: 'DESC' } });
    const request = pictureRequestFor(story, order, pageNumber);
    let result;
    try {
      result = await drawPicture(this.illustrator, request, 'print');
    } catch (err) {
      if (err instanceof PermanentIllustrationError) throw new UnrecoverableError(err.message);
      throw err;
    }
    if (!result.png) throw new Error('The illustrator drew no print-size file');
    await this.storage.put(key, result.png, 'image/png');
    await this.storage.put(screenKeyOf(key), result.webp, 'image/webp');
    const { entity, created } = await insertIllustration(this.dataSource, {
      storyId,
      imageData: key,
      pageNumber,
      pageContent: request.pageText ?? null,
    });
    this.logger.info(
      { storyId, pageNumber, jobId: job.id, provider: result.provider, created },
      'Illustration drawn',
    );
    return { illustrationId: entity.id, created, imageUrl: fileUrl(key) };
  }

  private async isCancelled(runId: string): Promise<boolean> {
    const redis = await queueRedis(this.producer.queue('illustration'));
    return (await redis.exists(illustrationKeys.cancelled(this.config.REDIS_PREFIX, runId))) === 1;
  }
}
