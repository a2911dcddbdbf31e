import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  IllustrationRepository,
  type OrderEntity,
  OrderRepository,
  type PlacedPicture,
  type StoryEntity,
  StoryRepository,
} from '@shop/db';
import {
  type IllustrationProvider,
  type IllustrationRequest,
  PermanentIllustrationError,
} from '@shop/illustrator';
import { derivedStorageKey, FILE_STORAGE, type FileStorage, fileUrl } from '@shop/storage';
import { PinoLogger } from 'nestjs-pino';
import { createHash, createHmac } from 'node:crypto';
import { BookBuildError } from '../book/book-build-error';
import { drawPicture, type PictureSize } from './draw';
import { ILLUSTRATOR } from './illustration.providers';
import { pictureRequestFor } from './picture-request';

/** The web copy sits beside the print file under the same name. */
const screenKeyOf = (key: string) => key.replace(/\.png$/, '.webp');

/** The story cannot have pictures (not written yet): drawing again will not help. */
export class StoryNotReadyError extends Error {
  override readonly name = 'StoryNotReadyError';
}

export type AutomaticOutcome = PlacedPicture['outcome'] | 'story-gone';

/** The operator's picture, drawn and on its page (or found already drawn by an earlier try). */
export type OperatorPicture =
  { illustrationId: string; created: boolean; imageUrl: string } | { skipped: 'story-gone' };

/**
 * Everything the worker draws for a story, in one place: the operator's pictures (drawn on
 * request) and the automatic ones (a ready story's set, a bulk run, what the book build lacks).
 * A picture is drawn from its page of the story and the child of the latest order (the
 * illustration request), its files stored, and its row written through IllustrationRepository,
 * which keeps the set's rules (one picture a page; the operator's are never replaced).
 *
 * Automatic pictures are stored under a name derived from their request, so drawing one again
 * finds it, and a changed story (another version, corrected text, the child's look) gets a new
 * picture in its place. The operator's are named from their job id, stable across retries.
 */
@Injectable()
export class StoryPicturesService {
  constructor(
    private readonly stories: StoryRepository,
    private readonly orders: OrderRepository,
    private readonly illustrations: IllustrationRepository,
    @Inject(ILLUSTRATOR) private readonly illustrator: IllustrationProvider,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(StoryPicturesService.name);
  }

  /**
   * The operator's picture of one page, drawn at both sizes; it takes its page. `jobId` names its
   * file, so a retried job finds the row it already wrote and draws nothing.
   */
  async drawForOperator(
    storyId: string,
    pageNumber: number,
    jobId: string,
  ): Promise<OperatorPicture> {
    // Unguessable and stable across retries of this job: HMAC of the job id.
    const key = derivedStorageKey('illustrations', this.secretName(`illustration:${jobId}`), 'png');
    const done = await this.illustrations.findByImage(storyId, key);
    if (done) return { illustrationId: done.id, created: false, imageUrl: fileUrl(key) };

    const story = await this.stories.findById(storyId);
    if (!story) return { skipped: 'story-gone' };
    if (story.generationStatus !== 'ready')
      throw new StoryNotReadyError('The story is not written yet');

    const request = pictureRequestFor(story, await this.latestOrder(storyId), pageNumber);
    const drawn = await drawPicture(this.illustrator, request, 'print');
    if (!drawn.png) throw new Error('The illustrator drew no print-size file');
    await this.storage.put(key, drawn.png, 'image/png');
    await this.storage.put(screenKeyOf(key), drawn.webp, 'image/webp');
    const { entity, created } = await this.illustrations.addOperatorPicture({
      storyId,
      imageData: key,
      pageNumber,
      pageContent: request.pageText ?? null,
    });
    this.logger.info(
      { storyId, pageNumber, jobId, provider: drawn.provider, created },
      'Illustration drawn',
    );
    return { illustrationId: entity.id, created, imageUrl: fileUrl(key) };
  }

  /** One page's automatic picture at `size`, drawn unless the page already has what it needs. */
  async drawAutomatic(
    storyId: string,
    pageNumber: number,
    size: PictureSize,
  ): Promise<AutomaticOutcome> {
    const story = await this.stories.findById(storyId);
    if (!story) return 'story-gone';
    if (story.generationStatus !== 'ready')
      throw new StoryNotReadyError('The story is not written yet');
    return this.ensurePage(story, await this.latestOrder(storyId), pageNumber, size);
  }

  /**
   * Every picture the book needs, at `size`, drawn where missing, out of date, or (print) without
   * its print-size file. Throws a BookBuildError ('pictures-not-drawn') naming the pages that could
   * not be drawn; it is permanent when every failure was one a retry cannot fix.
   */
  async ensureBookPictures(storyId: string, pages: number[], size: PictureSize): Promise<void> {
    const story = await this.stories.findById(storyId);
    if (!story) return;
    const order = await this.latestOrder(storyId);
    const failed: { page: number; err: unknown }[] = [];
    await Promise.all(
      pages.map(async (page) => {
        try {
          await this.ensurePage(story, order, page, size);
        } catch (err) {
          failed.push({ page, err });
        }
      }),
    );
    if (!failed.length) return;
    const first = failed[0]!.err;
    this.logger.error(
      { storyId, pages: failed.map((f) => f.page), err: first },
      'Pictures for the book could not be drawn',
    );
    throw new BookBuildError(
      'pictures-not-drawn',
      failed.map((f) => f.page),
      first instanceof Error ? first.message : String(first),
      failed.every((f) => f.err instanceof PermanentIllustrationError),
    );
  }

  private latestOrder(storyId: string): Promise<OrderEntity | null> {
    return this.orders.latestForStory(storyId);
  }

  /** A stable, unguessable file name for `seed` (HMAC with the instance's secret). */
  private secretName(seed: string): string {
    return createHmac('sha256', this.config.COOKIE_SECRET)
      .update(seed)
      .digest('base64url')
      .slice(0, 32);
  }

  /** Storage key of the automatic picture drawn from `request`: stable, unguessable. */
  private keyOf(request: IllustrationRequest): string {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([this.illustrator.name, request]))
      .digest('hex');
    return derivedStorageKey(
      'illustrations',
      this.secretName(`auto-picture:${fingerprint}`),
      'png',
    );
  }

  private async ensurePage(
    story: StoryEntity,
    order: OrderEntity | null,
    pageNumber: number,
    size: PictureSize,
  ): Promise<AutomaticOutcome> {
    const request = pictureRequestFor(story, order, pageNumber);
    const key = this.keyOf(request);
    const holder = await this.illustrations.onPage(story.id, pageNumber);
    // The operator's picture stays; it is always stored at print size.
    if (holder?.source === 'operator') return 'kept';
    if (holder?.imageData === key && (size === 'screen' || holder.printReady)) return 'present';

    const drawn = await drawPicture(this.illustrator, request, size);
    if (size === 'print' && !drawn.png) throw new Error('The illustrator drew no print-size file');
    await this.storage.put(screenKeyOf(key), drawn.webp, 'image/webp');
    if (drawn.png) await this.storage.put(key, drawn.png, 'image/png');
    const placed = await this.illustrations.placeAutomatic({
      storyId: story.id,
      pageNumber,
      imageData: key,
      pageContent: request.pageText ?? null,
      printReady: Boolean(drawn.png),
      storyRevision: story.revision,
    });
    await this.removeUnused(placed.replaced);
    this.logger.info(
      { storyId: story.id, pageNumber, size, provider: drawn.provider, outcome: placed.outcome },
      'Automatic picture drawn',
    );
    return placed.outcome;
  }

  /** Files of replaced pictures that no row refers to any more. */
  private async removeUnused(keys: string[]): Promise<void> {
    for (const key of keys) {
      if (await this.illustrations.isReferenced(key)) continue;
      await Promise.all([this.storage.delete(key), this.storage.delete(screenKeyOf(key))]).catch(
        (err) => this.logger.warn({ err, key }, 'Could not delete a replaced picture'),
      );
    }
  }
}
