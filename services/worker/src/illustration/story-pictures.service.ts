import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CONFIG, type Config } from '@shop/config';
import { BOOK_TEXTS, illustrationPageLabel } from '@shop/contracts';
import { OrderEntity, StoryEntity, StoryIllustrationEntity } from '@shop/db';
import {
  type IllustrationProvider,
  type IllustrationRequest,
  PermanentIllustrationError,
  placeAutomaticPicture,
  type PlacedPicture,
} from '@shop/illustrator';
import { derivedStorageKey, FILE_STORAGE, type FileStorage } from '@shop/storage';
import { PinoLogger } from 'nestjs-pino';
import { createHash, createHmac } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { drawPicture, type PictureSize } from './draw';
import { ILLUSTRATOR } from './illustration.providers';
import { pictureRequestFor } from './picture-request';

/** The web copy sits beside the print file under the same name. */
export const screenKeyOf = (key: string) => key.replace(/\.png$/, '.webp');

/** The story cannot have pictures (not written yet): drawing again will not help. */
export class StoryNotReadyError extends Error {
  override readonly name = 'StoryNotReadyError';
}

/** A picture the book needs could not be drawn: the book is not built. */
export class BookPicturesError extends Error {
  override readonly name = 'BookPicturesError';
  constructor(
    message: string,
    /** Every failure was one a retry cannot fix. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type AutomaticOutcome = PlacedPicture['outcome'] | 'story-gone';

/** "the cover, page 3 and the back cover" style list of page labels. */
function pageList(pages: number[]): string {
  const labels = pages.map((p) =>
    p < 0 ? `the ${illustrationPageLabel(p).toLowerCase()}` : illustrationPageLabel(p),
  );
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
    : labels[0]!;
}

/**
 * A story's automatic pictures: each is drawn from its page of the story (the illustration
 * request) and stored under a name derived from that request, so drawing it again finds it, and a
 * changed story (another version, corrected text, the child's look) gets a new picture in its
 * place. Automatic pictures fill empty pages only: the operator's are never replaced.
 */
@Injectable()
export class StoryPicturesService {
  constructor(
    @InjectRepository(StoryEntity) private readonly stories: Repository<StoryEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(StoryIllustrationEntity)
    private readonly illustrations: Repository<StoryIllustrationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ILLUSTRATOR) private readonly illustrator: IllustrationProvider,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(StoryPicturesService.name);
  }

  /** One page's automatic picture at `size`, drawn unless the page already has what it needs. */
  async drawAutomatic(
    storyId: string,
    pageNumber: number,
    size: PictureSize,
  ): Promise<AutomaticOutcome> {
    const story = await this.stories.findOneBy({ id: storyId });
    if (!story) return 'story-gone';
    if (story.generationStatus !== 'ready')
      throw new StoryNotReadyError('The story is not written yet');
    return this.ensurePage(story, await this.latestOrder(storyId), pageNumber, size);
  }

  /**
   * Every picture the book needs, at `size`, drawn where missing, out of date, or (print) without
   * its print-size file. Throws BookPicturesError naming the pages that could not be drawn.
   */
  async ensureBookPictures(storyId: string, pages: number[], size: PictureSize): Promise<void> {
    const story = await this.stories.findOneBy({ id: storyId });
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
    failed.sort((a, b) => order0(a.page) - order0(b.page));
    const reason =
      failed[0]!.err instanceof Error ? failed[0]!.err.message : String(failed[0]!.err);
    this.logger.error(
      { storyId, pages: failed.map((f) => f.page), err: failed[0]!.err },
      'Pictures for the book could not be drawn',
    );
    throw new BookPicturesError(
      BOOK_TEXTS.picturesFailed(pageList(failed.map((f) => f.page)), reason),
      failed.every((f) => f.err instanceof PermanentIllustrationError),
    );
  }

  private latestOrder(storyId: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { storyId }, order: { createdAt: 'DESC' } });
  }

  /** Storage key of the automatic picture drawn from `request`: stable, unguessable. */
  private keyOf(request: IllustrationRequest): string {
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([this.illustrator.name, request]))
      .digest('hex');
    const name = createHmac('sha256', this.config.COOKIE_SECRET)
      .update(`auto-picture:${fingerprint}`)
      .digest('base64url')
      .slice(0, 32);
    return derivedStorageKey('illustrations', name, 'png');
  }

  private async ensurePage(
    story: StoryEntity,
    order: OrderEntity | null,
    pageNumber: number,
    size: PictureSize,
  ): Promise<AutomaticOutcome> {
    const request = pictureRequestFor(story, order, pageNumber);
    const key = this.keyOf(request);
    const holder = await this.illustrations.findOneBy({ storyId: story.id, pageNumber });
    // The operator's picture stays; it is always stored at print size.
    if (holder?.source === 'operator') return 'kept';
    if (holder?.imageData === key && (size === 'screen' || holder.printReady)) return 'present';

    const drawn = await drawPicture(this.illustrator, request, size);
    if (size === 'print' && !drawn.png) throw new Error('The illustrator drew no print-size file');
    await this.storage.put(screenKeyOf(key), drawn.webp, 'image/webp');
    if (drawn.png) await this.storage.put(key, drawn.png, 'image/png');
    const placed = await placeAutomaticPicture(this.dataSource, {
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
      if (await this.illustrations.existsBy({ imageData: key })) continue;
      await Promise.all([this.storage.delete(key), this.storage.delete(screenKeyOf(key))]).catch(
        (err) => this.logger.warn({ err, key }, 'Could not delete a replaced picture'),
      );
    }
  }
}

/** Book order: cover, pages, back cover. */
function order0(page: number): number {
  return page === -1 ? -1 : page === -2 ? 100 : page;
}
