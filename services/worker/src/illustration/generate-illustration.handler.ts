import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONFIG, type Config } from '@shop/config';
import { isPageScene } from '@shop/contracts';
import { OrderEntity, StoryEntity, StoryIllustrationEntity } from '@shop/db';
import {
  COVER_PAGE,
  type IllustrationProvider,
  type IllustrationRequest,
  insertIllustration,
  PermanentIllustrationError,
  resolveChildLook,
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
import { ILLUSTRATOR } from './illustration.providers';

export type GenerateIllustrationResult =
  | { illustrationId: string; created: boolean; imageUrl: string }
  | { skipped: 'cancelled' | 'story-gone' };

/** The companion's stored name, else "Sorrel" from a legacy scene's "Sorrel the fox". */
export function petNameOf(
  story: Pick<StoryEntity, 'animal' | 'pages' | 'companionName'>,
): string | undefined {
  if (story.companionName) return story.companionName;
  const re = new RegExp(`^(.+?) the ${story.animal}$`, 'i');
  for (const page of story.pages ?? []) {
    if (isPageScene(page.scene)) continue;
    for (const c of page.scene.characters) {
      const m = re.exec(c.trim());
      if (m) return m[1];
    }
  }
  return undefined;
}

/**
 * `illustration.generate`: draws one page with the configured illustrator, stores the print PNG
 * and the web WebP, and adds the story_illustrations row. Safe to run twice: the storage key comes
 * from the job id, and a row already holding that key means the work is done.
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
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(GenerateIllustrationHandler.name);
  }

  async handle(
    { storyId, pageNumber }: JobPayload<'illustration.generate'>,
    job: Job,
  ): Promise<GenerateIllustrationResult> {
    const runId = bulkRunIdOf(job.parent?.id);
    if (runId && (await this.isCancelled(runId))) return { skipped: 'cancelled' };

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
    const request = this.requestFor(story, order, pageNumber);
    let result;
    try {
      result = await this.illustrator.illustrate(request);
    } catch (err) {
      if (err instanceof PermanentIllustrationError) throw new UnrecoverableError(err.message);
      throw err;
    }
    await this.storage.put(key, result.png, 'image/png');
    await this.storage.put(key.replace(/\.png$/, '.webp'), result.webp, 'image/webp');
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

  private requestFor(
    story: StoryEntity,
    order: OrderEntity | null,
    pageNumber: number,
  ): IllustrationRequest {
    const pages = story.pages ?? [];
    const page = pageNumber >= 0 ? pages[pageNumber] : pages[0];
    return {
      storyId: story.id,
      title: story.title,
      childName: story.childName,
      animal: story.animal,
      petName: petNameOf(story),
      pageNumber,
      // A PageScene, or a legacy free-text scene (the illustrator maps it to the nearest PageScene).
      scene: page?.scene,
      // The cover keeps the title as its text; the back cover has none.
      pageText: pageNumber >= 0 ? page?.text : pageNumber === COVER_PAGE ? story.title : undefined,
      // What the parent chose, filled from the checkout's details; the rest comes from the story id.
      look: resolveChildLook(story.childLook, order),
      child: order
        ? { gender: order.childGender, race: order.childRace, notes: order.illustratorNotes }
        : undefined,
    };
  }

  private async isCancelled(runId: string): Promise<boolean> {
    const redis = await queueRedis(this.producer.queue('illustration'));
    return (await redis.exists(illustrationKeys.cancelled(this.config.REDIS_PREFIX, runId))) === 1;
  }
}
