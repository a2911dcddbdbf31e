import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  type BulkIllustrationRun,
  FULL_SET_PAGES,
  type GenerateIllustrationResponse,
  type Illustration,
  ILLUSTRATION_TEXTS,
  MESSAGES,
} from '@shop/contracts';
import { IllustrationRepository, type StoryEntity, StoryRepository } from '@shop/db';
import { decodeDataUrl, normaliseUpload, UploadRejected } from '@shop/illustrator';
import { JobProducer, jobIds, markBulkRunCancelled, readBulkRun } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, newStorageKey } from '@shop/storage';
import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { StoryRules } from '../stories/story-rules.service';
import { previewKeyOf, toIllustrationDto } from './illustration.mapper';

export const ILLUSTRATION_NOT_FOUND = 'Illustration not found';
export const BULK_RUN_NOT_FOUND = 'Bulk illustration run not found';

/**
 * The operator's illustration manager: list, upload, page, order, delete, generate. Pictures of
 * an ordered story may still be redrawn or moved, but the text on them no longer changes.
 * The set's rows are written by IllustrationRepository (its rules: one picture a page, the
 * operator's pictures win); this service checks the request, stores files and queues drawing.
 */
@Injectable()
export class IllustrationsService {
  constructor(
    private readonly illustrations: IllustrationRepository,
    private readonly stories: StoryRepository,
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
    return (await this.illustrations.list(storyId, currentRevision)).map(toIllustrationDto);
  }

  private async story(storyId: string): Promise<StoryEntity> {
    const story = await this.stories.findById(storyId);
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
    const { entity } = await this.illustrations.addOperatorPicture({
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
    const row = await this.illustrations.assignPage(id, input, async (current) => {
      if (input.pageContent !== undefined && input.pageContent !== current.pageContent)
        await this.rules.refuseIfFrozen(current.storyId, 'pictureText');
    });
    if (!row) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
    return toIllustrationDto(row);
  }

  /**
   * Moving up or down: the browser sends the neighbour's sequenceOrder; the two swap.
   * With no picture at that place, the picture simply takes it.
   */
  async setSequence(id: string, sequenceOrder: number): Promise<Illustration> {
    const row = await this.illustrations.moveTo(id, sequenceOrder);
    if (!row) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
    return toIllustrationDto(row);
  }

  async remove(id: string): Promise<{ success: true; id: string }> {
    const gone = await this.illustrations.remove(id);
    if (!gone) throw new NotFoundException(ILLUSTRATION_NOT_FOUND);
    const key = gone.removed.imageData;
    if (gone.fileUnused) {
      await Promise.all([this.storage.delete(key), this.storage.delete(previewKeyOf(key))]).catch(
        () => undefined,
      );
    }
    return { success: true, id };
  }

  /** Queues one picture, drawn by the worker (the request answers at once).*/
  async generate(storyId: string, pageNumber?: number): Promise<GenerateIllustrationResponse> {
    const story = await this.story(storyId);
    if (story.generationStatus !== 'ready')
      throw new ConflictException('This story is still being written; try again when it is ready.');
    // Without a page named, the first page still without a picture; never one that has a picture.
    const page = pageNumber ?? (await this.illustrations.missingPages(storyId, FULL_SET_PAGES))[0];
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
    await markBulkRunCancelled(queue, this.config.REDIS_PREFIX, runId);
    await job.removeUnprocessedChildren().catch(() => undefined);
    return this.bulkRun(runId);
  }
}
