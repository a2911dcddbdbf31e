import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  type BookFiles,
  type BookFilesBuilder,
  type BookImages,
  type BookInput,
  bookInputOf,
  BookRenderPool,
  BUILTIN_COVER,
  type CoverDimensions,
  coverHash,
  interiorHash,
  interiorPicturesOf,
  picturesOf,
} from '@shop/book';
import {
  type BookFileEntity,
  BookFileRepository,
  type BookFileVariant,
  type BuiltBookFile,
  IllustrationRepository,
  OrderRepository,
  type StoryEntity,
  StoryRepository,
} from '@shop/db';
import { FILE_STORAGE, type FileStorage, isStorageKey, newStorageKey } from '@shop/storage';
import { PinoLogger } from 'nestjs-pino';
import type { PictureSize } from '../illustration/draw';
import { StoryPicturesService } from '../illustration/story-pictures.service';
import { BookBuildError, bookBuildFailureOf } from './book-build-error';

export const BOOK_RENDER_POOL = Symbol('BOOK_RENDER_POOL');

/** The family's preview as built. */
export interface PreviewFile {
  storyId: string;
  interiorKey: string;
  interiorPageCount: number;
}

interface Source {
  story: StoryEntity;
  input: BookInput;
  /** Storage keys of the print-size pictures by page number. */
  pictures: Record<number, string>;
}

/** The web copy of a picture sits beside the print file under the same name. */
const previewKeyOf = (key: string) => key.replace(/\.png$/, '.webp');

/** Every picture a book of `scenes` story pages shows: cover, its pages, back cover. */
function bookPicturePages(scenes: number): number[] {
  return [-1, ...Array.from({ length: scenes }, (_, i) => i), -2];
}

/**
 * Builds and records a story's book files: the print interior and wrap cover (BookFilesBuilder,
 * used by `book.build` and the print engineer's `print.submit`) and the family's preview. A file
 * whose fingerprint (text, pictures, cover size, layout version) matches the recorded one is used
 * again; a changed one is built anew in a layout thread, stored, recorded, and the old file removed.
 * Builds of one story's files take turns (BookFileRepository.exclusive), so none is built twice
 * at once. Files a build wrote but could not record (it failed, or the story was deleted
 * meanwhile) are removed, so none outlives its story. Every outcome is recorded through BookFileRepository, the owner of the build state:
 * ok with the files, or failed with a code (BOOK_BUILD_ERRORS) that the API shows in words.
 */
@Injectable()
export class BookFilesService implements BookFilesBuilder {
  constructor(
    private readonly stories: StoryRepository,
    private readonly illustrations: IllustrationRepository,
    private readonly files: BookFileRepository,
    private readonly orders: OrderRepository,
    @Inject(BOOK_RENDER_POOL) private readonly pool: BookRenderPool,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly pictures: StoryPicturesService,
    private readonly logger: PinoLogger,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.logger.setContext(BookFilesService.name);
  }

  /**
   * The print files. `cover` is the print service's cover size; without it the size recorded last
   * (or the built-in 24-page casewrap size) is kept. Pictures the book lacks are drawn at print
   * size first; one that cannot be drawn stops the build (BookBuildError).
   */
  ensureBuilt(storyId: string, cover?: CoverDimensions): Promise<BookFiles> {
    return this.files.exclusive(storyId, 'print', async () => {
      const source = await this.load(storyId, 'print');
      const row = await this.files.find(storyId, 'print');
      const dims: CoverDimensions =
        cover ??
        (row?.coverWidthPt && row.coverHeightPt
          ? { widthPt: row.coverWidthPt, heightPt: row.coverHeightPt }
          : BUILTIN_COVER);
      const iHash = interiorHash(source.input, source.pictures, 'print');
      const cHash = coverHash(source.input, source.pictures, dims);
      if (row && row.interiorHash === iHash && row.coverHash === cHash && row.coverKey) {
        if (row.buildOutcome !== 'ok') await this.files.recordBuilt(storyId, 'print', iHash);
        return toBookFiles(row);
      }
      const stale: string[] = [];
      // Files not rebuilt here stay as the row has them.
      const next: BuiltBookFile = {};
      let saved: BookFileEntity;
      try {
        if (row?.interiorHash !== iHash) {
          const images = await this.readImages(source, 'print', [...Array(10).keys(), -1]);
          const built = await this.pool.run({
            op: 'interior',
            variant: 'print',
            input: source.input,
            images,
          });
          const key = newStorageKey('books', 'pdf');
          await this.storage.put(key, Buffer.from(built.pdf), 'application/pdf');
          Object.assign(next, {
            interiorKey: key,
            interiorHash: iHash,
            interiorPageCount: built.pageCount,
            typeSize: built.typeSize ?? null,
          });
          if (row?.interiorKey) stale.push(row.interiorKey);
        }
        if (row?.coverHash !== cHash || !row.coverKey) {
          const images = await this.readImages(source, 'print', [-1, -2]);
          const built = await this.pool.run({
            op: 'cover',
            input: source.input,
            dims,
            images: { front: images[-1], back: images[-2] },
            interiorPictures: interiorPicturesOf(source.pictures, source.input.scenes.length),
          });
          const key = newStorageKey('books', 'pdf');
          await this.storage.put(key, Buffer.from(built.pdf), 'application/pdf');
          Object.assign(next, {
            coverKey: key,
            coverHash: cHash,
            coverWidthPt: built.widthPt,
            coverHeightPt: built.heightPt,
          });
          if (row?.coverKey) stale.push(row.coverKey);
        }
        saved = await this.recordOrDiscard(storyId, 'print', iHash, next);
      } catch (err) {
        await this.remove(writtenKeys(next));
        throw err;
      }
      // Files a print job was already given stay: the print service may still fetch them.
      if (stale.length && !(await this.orders.storySentToPrint(storyId))) await this.remove(stale);
      this.logger.info(
        { storyId, interiorKey: saved.interiorKey, coverKey: saved.coverKey },
        'Book built',
      );
      return toBookFiles(saved);
    });
  }

  /**
   * The family's web-resolution preview of the interior (the same pictures at screen size, same
   * layout); pictures still missing are drawn at screen size first.
   */
  ensurePreview(storyId: string): Promise<PreviewFile> {
    return this.files.exclusive(storyId, 'preview', async () => {
      const source = await this.load(storyId, 'screen');
      const row = await this.files.find(storyId, 'preview');
      const iHash = interiorHash(source.input, source.pictures, 'preview');
      if (row?.interiorHash === iHash) {
        if (row.buildOutcome !== 'ok') await this.files.recordBuilt(storyId, 'preview', iHash);
        return toPreview(row);
      }
      const images = await this.readImages(source, 'preview', [...Array(10).keys(), -1]);
      const built = await this.pool.run({
        op: 'interior',
        variant: 'preview',
        input: source.input,
        images,
      });
      const key = newStorageKey('previews', 'pdf');
      await this.storage.put(key, Buffer.from(built.pdf), 'application/pdf');
      const saved = await this.recordOrDiscard(storyId, 'preview', iHash, {
        interiorKey: key,
        interiorHash: iHash,
        interiorPageCount: built.pageCount,
        typeSize: built.typeSize ?? null,
      }).catch(async (err: unknown) => {
        await this.remove([key]);
        throw err;
      });
      if (row?.interiorKey) await this.remove([row.interiorKey]);
      this.logger.info({ storyId, interiorKey: key }, 'Book preview built');
      return toPreview(saved);
    });
  }

  /**
   * A build that will not be retried, from its final error: the reason's code (BOOK_BUILD_ERRORS)
   * and pages stay on the story's row for that variant, with the fingerprint of the text and
   * pictures it failed on (a changed story builds again). Nothing is recorded for a deleted story.
   */
  async recordFailure(storyId: string, variant: BookFileVariant, error: unknown): Promise<void> {
    let hash: string | null = null;
    try {
      // Only the fingerprint: a failure is recorded without drawing anything.
      const source = await this.load(storyId);
      hash = interiorHash(source.input, source.pictures, variant);
    } catch (err) {
      if (!(err instanceof BookBuildError)) throw err;
      if (err.code === 'story-gone') return;
    }
    await this.files.recordFailure(storyId, variant, {
      ...bookBuildFailureOf(error),
      message: error instanceof Error ? error.message : String(error),
      hash,
    });
  }

  /** The story and its pictures; with a `size`, pictures still missing are drawn at it first. */
  private async load(storyId: string, size?: PictureSize): Promise<Source> {
    const story = await this.stories.findById(storyId);
    if (!story) throw new BookBuildError('story-gone');
    if (story.generationStatus !== 'ready') throw new BookBuildError('not-written');
    const input = bookInputOf(story, this.config.SHOP_NAME);
    if (size)
      await this.pictures.ensureBookPictures(storyId, bookPicturePages(input.scenes.length), size);
    const rows = await this.illustrations.pagePictures(storyId);
    return { story, input, pictures: picturesOf(rows, input.scenes.length) };
  }

  /**
   * Picture bytes for the given pages: print PNGs, or the small web copies for the preview. Every
   * page the book shows must have its picture: a missing one stops the build.
   */
  private async readImages(
    source: Source,
    variant: BookFileVariant,
    pages: number[],
  ): Promise<BookImages> {
    const images: BookImages = {};
    const missing: number[] = [];
    await Promise.all(
      pages.map(async (page) => {
        if (page >= source.input.scenes.length) return;
        const ref = source.pictures[page];
        const bytes = ref ? await this.readPicture(ref, variant) : null;
        if (bytes) images[page] = bytes;
        else missing.push(page);
      }),
    );
    if (missing.length) {
      this.logger.error({ storyId: source.story.id, pages: missing }, 'Picture files missing');
      throw new BookBuildError('picture-files-missing', missing);
    }
    return images;
  }

  private async readPicture(ref: string, variant: BookFileVariant): Promise<Buffer | null> {
    if (!isStorageKey(ref)) {
      // A legacy row holding the picture itself as a data URL.
      const m = /^data:image\/[a-z+]+;base64,(.+)$/s.exec(ref);
      return m ? Buffer.from(m[1]!, 'base64') : null;
    }
    // The preview is drawn from the print-size picture when it exists (sharp on a phone's and a
    // desktop's screen, scaled down in the build), else from the screen copy.
    const full = await this.storage.get(ref);
    if (full) return full.bytes;
    if (variant === 'preview' && ref.endsWith('.png')) {
      return (await this.storage.get(previewKeyOf(ref)))?.bytes ?? null;
    }
    return null;
  }

  /**
   * Records what this build wrote; when the story was deleted meanwhile, stops the build (nothing
   * to retry, nothing to record) and the caller removes the files it wrote.
   */
  private async recordOrDiscard(
    storyId: string,
    variant: BookFileVariant,
    iHash: string,
    built: BuiltBookFile,
  ): Promise<BookFileEntity> {
    const saved = await this.files.recordBuilt(storyId, variant, iHash, built);
    if (saved) return saved;
    this.logger.info({ storyId, variant }, 'Story deleted while its book was built: files removed');
    throw new BookBuildError('story-gone');
  }

  private async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (err) {
        this.logger.warn({ err, key }, 'Could not delete an old book file');
      }
    }
  }
}

/** The files a build wrote (and has not recorded yet). */
function writtenKeys(built: BuiltBookFile): string[] {
  return [built.interiorKey, built.coverKey].filter((k): k is string => !!k);
}

function toBookFiles(row: BookFileEntity): BookFiles {
  return {
    storyId: row.storyId,
    interiorKey: row.interiorKey!,
    coverKey: row.coverKey!,
    interiorPageCount: row.interiorPageCount!,
    coverWidthPt: row.coverWidthPt!,
    coverHeightPt: row.coverHeightPt!,
  };
}

function toPreview(row: BookFileEntity): PreviewFile {
  return {
    storyId: row.storyId,
    interiorKey: row.interiorKey!,
    interiorPageCount: row.interiorPageCount!,
  };
}
