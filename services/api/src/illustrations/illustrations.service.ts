import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONFIG, type Config } from '@shop/config';
import {
  type BulkIllustrationRun,
  FULL_SET_PAGES,
  type GenerateIllustrationResponse,
  type Illustration,
  ILLUSTRATION_TEXTS,
  MESSAGES,
} from '@shop/contracts';
import { StoryEntity, StoryIllustrationEntity } from '@shop/db';
import {
  decodeDataUrl,
  freePage,
  insertIllustration,
  lockStoryIllustrations,
  missingPages,
  normaliseUpload,
  UploadRejected,
} from '@shop/illustrator';
import { illustrationKeys, JobProducer, jobIds, queueRedis, readBulkRun } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, newStorageKey } from '@shop/storage';
import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { StoryRules } from '../stories/story-rules.service';
import { previewKeyOf, toIllustrationDto } from './illustration.mapper';

export const ILLUSTRATION_NOT_FOUND = 'Illustration not found';
export const BULK_RUN_NOT_FOUND = 'Bulk illustration run not found';

/**
 * The operator's illustration manager: list, upload, page, order, delete, generate. Pictures of
 * an ordered story may still be redrawn or moved, but the text on them no longer changes.
 */
@Injectable()
export class IllustrationsService {
  constructor(
    @InjectRepository(StoryIllustrationEntity)
    private readonly illustrations: Repository<StoryIllustrationEntity>,
    @InjectRepository(StoryEntity) private readonly stories: Repository<StoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly producer: JobProducer,
    private readonly rules: StoryRules,
  ) {}

  /**
   * A story's pictures in the operator's order. `currentRevision` (the family's view): without
   * automatic pictures of an earlier version of the story, which its own are about to replace.
   */
  async list(storyId: string, currentRevision?: number): Promise<Illustration[]> {
    const rows = await this.illustrations.find({
      where: { storyId },
      order: { sequenceOrder: 'ASC', createdAt: 'ASC' },
    });
    return rows
      .filter(
        (r) =>
          currentRevision === undefined ||
          r.source === 'operator' ||
          r.storyRevision === currentRevision,
      )
      .map(toIllustrationDto);
  }

  private async story(storyId: string): Promise<StoryEntity> {
    const story = await this.stories.findOneBy({ id: storyId });
    if (!story) throw new NotFoundException(STORY_NOT_FOUND);
    return story;
  }

  /** An uploaded picture is untrusted: checked, re-encoded without metadata, stored, then listed. */
  async upload(
    storyId: string,
    input: { imageData: string; pageNumber: number | null; pageContent: string | null },
  ): Promise<Illustration> {
    await this.story(storyId);
    if (input.pageContent !== null) await this.rules.refuseIfFrozen(storyId, 'pictureText');
    const decoded = decodeDataUrl(input.imageData);
    if (!decoded || decoded.bytes.length === 0)
      throw new BadRequestException(MESSAGES.illustration.imageRequired);
    if (decoded.mime && !decoded.mime.startsWith('image/')) {
      throw new BadRequestException('The file is not an image (PNG, JPEG, WebP or GIF).');
    }
    let image;
    try {
      image = await normaliseUpload(decoded.bytes, {
        maxBytes: this.config.UPLOAD_MAX_BYTES,
        maxPixels: this.config.UPLOAD_MAX_PIXELS,
      });
    } catch (err) {
      if (err instanceof UploadRejected) {
        if (err.problem === 'too-large') throw new PayloadTooLargeException(err.message);
        throw new BadRequestException(err.message);
      }
      throw err;
    }
    const key = newStorageKey('uploads', 'png');
    await this.storage.put(key, image.png, 'image/png');
    await this.storage.put(previewKeyOf(key), image.webp, 'image/webp');
    const { entity } = await insertIllustration(this.dataSource, {
      storyId,
      imageData: key,
      pageNumber: input.pageNumber,
      pageContent: input.pageContent,
    });
    return toIllustrationDto(entity);
  }

  /**
   * A page holds one picture: assigning it takes it from the picture that had it. The operator
   * chose this picture, so it is the operator's from now on (never replaced automatically).
   */
  async assignPage(
    id: string,
    input: { pageNumber: number | null; pageContent?: string | null },
  ): Promise<Illustration> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!row) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
      if (input.pageContent !== undefined && input.pageContent !== row.pageContent)
        await this.rules.refuseIfFrozen(row.storyId, 'pictureText');
      await lockStoryIllustrations(m, row.storyId);
      await freePage(m, row.storyId, input.pageNumber, id);
      row.pageNumber = input.pageNumber;
      row.source = 'operator';
      row.storyRevision = null;
      if (input.pageContent !== undefined) row.pageContent = input.pageContent;
      return toIllustrationDto(await m.save(row));
    });
  }

  /**
   * Moving up or down: the browser sends the neighbour's sequenceOrder; the two swap.
   * With no picture at that place, the picture simply takes it.
   */
  async setSequence(id: string, sequenceOrder: number): Promise<Illustration> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!row) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
      await lockStoryIllustrations(m, row.storyId);
      const fresh = (await m.findOneBy(StoryIllustrationEntity, { id }))!;
      if (fresh.sequenceOrder === sequenceOrder) return toIllustrationDto(fresh);
      const neighbour = await m.findOneBy(StoryIllustrationEntity, {
        storyId: fresh.storyId,
        sequenceOrder,
      });
      if (neighbour) {
        await m.update(
          StoryIllustrationEntity,
          { id: neighbour.id },
          { sequenceOrder: fresh.sequenceOrder },
        );
      }
      fresh.sequenceOrder = sequenceOrder;
      return toIllustrationDto(await m.save(fresh));
    });
  }

  async remove(id: string): Promise<{ success: true; id: string }> {
    const row = await this.illustrations.findOneBy({ id });
    if (!row) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
    await this.illustrations.delete({ id });
    if (!(await this.illustrations.existsBy({ imageData: row.imageData }))) {
      await Promise.all([
        this.storage.delete(row.imageData),
        this.storage.delete(previewKeyOf(row.imageData)),
      ]).catch(() => undefined);
    }
    return { success: true, id };
  }

  /** Queues one picture, drawn by the worker (the request answers at once).*/
  async generate(storyId: string, pageNumber?: number): Promise<GenerateIllustrationResponse> {
    const story = await this.story(storyId);
    if (story.generationStatus !== 'ready')
      throw new ConflictException('This story is still being written; try again when it is ready.');
    // Without a page named, the first page still without a picture; never one that has a picture.
    const page = pageNumber ?? (await missingPages(this.dataSource, storyId, FULL_SET_PAGES))[0];
    if (page === undefined) throw new ConflictException(ILLUSTRATION_TEXTS.noEmptyPage);
    const jobId = jobIds.illustrationGenerate(randomUUID(), storyId, page);
    await this.producer.enqueue('illustration.generate', { storyId, pageNumber: page }, { jobId });
    return {
      success: true,
      message: 'The illustration is being drawn; it appears in the list in a few seconds.',
      imageUrl: null,
      jobId,
      pageNumber: page,
      story: {
        title: story.title,
        animal: story.animal,
        childName: story.childName,
        theme: story.theme,
      },
    };
  }

  async generationJob(
    jobId: string,
  ): Promise<{ jobId: string; state: string; imageUrl: string | null; error: string | null }> {
    const job = jobId.startsWith('illustration-generate-')
      ? await Job.fromId(this.producer.queue('illustration'), jobId)
      : undefined;
    if (!job) throw new NotFoundException('Illustration job not found');
    const state = await job.getState();
    const value = job.returnvalue as { imageUrl?: string } | null;
    return {
      jobId,
      state,
      imageUrl: value?.imageUrl ?? null,
      error: state === 'failed' ? (job.failedReason ?? null) : null,
    };
  }

  async startBulk(
    input: { storyIds: string[] } | { filter: 'paid-without-full-set' },
  ): Promise<BulkIllustrationRun> {
    const runId = randomUUID();
    await this.producer.enqueue('illustration.bulk', input, {
      jobId: jobIds.illustrationBulk(runId),
      attempts: 3,
    });
    return {
      runId,
      state: 'queued',
      stories: 'storyIds' in input ? new Set(input.storyIds).size : 0,
      total: 0,
      done: 0,
      failed: 0,
    };
  }

  async bulkRun(runId: string): Promise<BulkIllustrationRun> {
    const counts = await readBulkRun(
      this.producer.queue('illustration'),
      this.config.REDIS_PREFIX,
      runId,
    );
    if (!counts) throw new NotFoundException(BULK_RUN_NOT_FOUND);
    return { runId, ...counts };
  }

  /** Stops a bulk run: pictures not started are dropped, the ones being drawn finish. */
  async cancelBulk(runId: string): Promise<BulkIllustrationRun> {
    const queue = this.producer.queue('illustration');
    const job = await Job.fromId(queue, jobIds.illustrationBulk(runId));
    if (!job) throw new NotFoundException(BULK_RUN_NOT_FOUND);
    const redis = await queueRedis(queue);
    await redis.set(
      illustrationKeys.cancelled(this.config.REDIS_PREFIX, runId),
      '1',
      'EX',
      30 * 24 * 3600,
    );
    await job.removeUnprocessedChildren().catch(() => undefined);
    return this.bulkRun(runId);
  }
}
