import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
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
import { illustrationPageLabel } from '@shop/contracts';
import {
  BookFileEntity,
  type BookFileVariant,
  OrderEntity,
  StoryEntity,
  StoryIllustrationEntity,
} from '@shop/db';
import { FILE_STORAGE, type FileStorage, isStorageKey, newStorageKey } from '@shop/storage';
import { PinoLogger } from 'nestjs-pino';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import type { PictureSize } from '../illustration/draw';
import { BookPicturesError, StoryPicturesService } from '../illustration/story-pictures.service';

export const BOOK_RENDER_POOL = Symbol('BOOK_RENDER_POOL');

/** A story the book cannot be made of (gone, or not written yet): building again will not help. */
export class BookSourceError extends Error {
  override readonly name = 'BookSourceError';
}

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

/** How often a build waiting for another build of the same story's files looks again. */
const LOCK_RETRY_MS = 150;

/** Every picture a book of `scenes` story pages shows: cover, its pages, back cover. */
export function bookPicturePages(scenes: number): number[] {
  return [-1, ...Array.from({ length: scenes }, (_, i) => i), -2];
}

/**
 * Builds and records a story's book files: the print interior and wrap cover (BookFilesBuilder,
 * used by `book.build` and the print engineer's `print.submit`) and the family's preview. A file
 * whose fingerprint (text, pictures, cover size, layout version) matches the recorded one is used
 * again; a changed one is built anew in a layout thread, stored, recorded, and the old file removed.
 * Builds of one story's files take turns (a Postgres advisory lock), so none is built twice at once.
 */
@Injectable()
export class BookFilesService implements BookFilesBuilder {
  constructor(
    @InjectRepository(StoryEntity) private readonly stories: Repository<StoryEntity>,
    @InjectRepository(StoryIllustrationEntity)
    private readonly illustrations: Repository<StoryIllustrationEntity>,
    @InjectRepository(BookFileEntity) private readonly files: Repository<BookFileEntity>,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BOOK_RENDER_POOL) private readonly pool: BookRenderPool,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly pictures: StoryPicturesService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(BookFilesService.name);
  }

  /**
   * The print files. `cover` is the print service's cover size; without it the size recorded last
   * (or the built-in 24-page casewrap size) is kept. Pictures the book lacks are drawn at print
   * size first; one that cannot be drawn stops the build (BookPicturesError).
   */
  ensureBuilt(storyId: string, cover?: CoverDimensions): Promise<BookFiles> {
    return this.exclusive(storyId, 'print', async () => {
      const source = await this.load(storyId, 'print');
      const row = await this.files.findOneBy({ storyId, variant: 'print' });
      const dims: CoverDimensions =
        cover ??
        (row?.coverWidthPt && row.coverHeightPt
          ? { widthPt: row.coverWidthPt, heightPt: row.coverHeightPt }
          : BUILTIN_COVER);
      const iHash = interiorHash(source.input, source.pictures, 'print');
      const cHash = coverHash(source.input, source.pictures, dims);
      if (row && row.interiorHash === iHash && row.coverHash === cHash && row.coverKey) {
        if (row.buildOutcome !== 'ok') await this.files.update({ id: row.id }, builtOk(iHash));
        return toBookFiles(row);
      }
      const stale: string[] = [];
      const next: Partial<BookFileEntity> = { storyId, variant: 'print', ...builtOk(iHash) };
      if (row?.interiorHash === iHash) {
        Object.assign(
          next,
          pick(row, 'interiorKey', 'interiorHash', 'interiorPageCount', 'typeSize'),
        );
      } else {
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
      if (row?.coverHash === cHash && row.coverKey) {
        Object.assign(next, pick(row, 'coverKey', 'coverHash', 'coverWidthPt', 'coverHeightPt'));
      } else {
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
      const saved = await this.record(row, next);
      // Files a print job was already given stay: the print service may still fetch them.
      if (stale.length && !(await this.submittedToPrint(storyId))) await this.remove(stale);
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
    return this.exclusive(storyId, 'preview', async () => {
      const source = await this.load(storyId, 'screen');
      const row = await this.files.findOneBy({ storyId, variant: 'preview' });
      const iHash = interiorHash(source.input, source.pictures, 'preview');
      if (row?.interiorHash === iHash) {
        if (row.buildOutcome !== 'ok') await this.files.update({ id: row.id }, builtOk(iHash));
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
      const saved = await this.record(row, {
        storyId,
        variant: 'preview',
        interiorKey: key,
        interiorHash: iHash,
        interiorPageCount: built.pageCount,
        typeSize: built.typeSize ?? null,
        ...builtOk(iHash),
      });
      if (row?.interiorKey) await this.remove([row.interiorKey]);
      this.logger.info({ storyId, interiorKey: key }, 'Book preview built');
      return toPreview(saved);
    });
  }

  /**
   * A build that will not be retried: its reason stays on the story's row for that variant, with
   * the fingerprint of the text and pictures it failed on (a changed story builds again).
   */
  async recordFailure(storyId: string, variant: BookFileVariant, message: string): Promise<void> {
    let hash: string | null = null;
    try {
      // Only the fingerprint: a failure is recorded without drawing anything.
      const source = await this.load(storyId);
      hash = interiorHash(source.input, source.pictures, variant);
    } catch (err) {
      if (!(err instanceof BookSourceError)) throw err;
      if (!(await this.stories.existsBy({ id: storyId }))) return;
    }
    await this.files.query(
      `INSERT INTO "book_files" ("storyId", "variant", "buildOutcome", "buildMessage", "buildAt", "buildHash")
       VALUES ($1, $2, 'failed', $3, now(), $4)
       ON CONFLICT ("storyId", "variant") DO UPDATE SET "buildOutcome" = 'failed',
         "buildMessage" = EXCLUDED."buildMessage", "buildAt" = now(),
         "buildHash" = EXCLUDED."buildHash", "updatedAt" = now()`,
      [storyId, variant, message.slice(0, 2000), hash],
    );
  }

  /** The story, after drawing the pictures its book still lacks at `size`. */
  /** The story and its pictures; with a `size`, pictures still missing are drawn at it first. */
  private async load(storyId: string, size?: PictureSize): Promise<Source> {
    const story = await this.stories.findOneBy({ id: storyId });
    if (!story) throw new BookSourceError('The story no longer exists');
    if (story.generationStatus !== 'ready') {
      throw new BookSourceError('The story is not written yet');
    }
    const input = bookInputOf(story);
    if (size)
      await this.pictures.ensureBookPictures(storyId, bookPicturePages(input.scenes.length), size);
    const rows = await this.illustrations.find({
      where: { storyId, pageNumber: Not(IsNull()) },
      select: { imageData: true, pageNumber: true },
    });
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
      throw new BookPicturesError(
        `${missing.length === 1 ? 'A picture file is' : 'Picture files are'} missing (${missing.map((p) => illustrationPageLabel(p)).join(', ')}), so the book was not built and nothing was sent to print. Upload a picture for ${missing.length === 1 ? 'that page' : 'those pages'} in the story's illustration manager, or delete it so it is drawn again.`,
        true,
      );
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

  private async record(
    row: BookFileEntity | null,
    next: Partial<BookFileEntity>,
  ): Promise<BookFileEntity> {
    if (row) {
      await this.files.update({ id: row.id }, next);
      return this.files.findOneByOrFail({ id: row.id });
    }
    return this.files.save(this.files.create(next));
  }

  private async submittedToPrint(storyId: string): Promise<boolean> {
    return this.orders.exists({ where: { storyId, printOrderId: Not(IsNull()) } });
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

  /**
   * One build of a story's files at a time, across every worker process (session advisory lock).
   * Waiting builds poll for the lock without holding a database connection: a build in hand needs
   * connections from the same pool to finish.
   */
  private async exclusive<T>(storyId: string, variant: string, work: () => Promise<T>): Promise<T> {
    const args = ['book_files', `${storyId}:${variant}`];
    for (;;) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      let locked = false;
      try {
        const [row] = (await runner.query(
          `SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked`,
          args,
        )) as { locked: boolean }[];
        locked = row?.locked === true;
        if (locked) {
          try {
            return await work();
          } finally {
            await runner.query(`SELECT pg_advisory_unlock(hashtext($1), hashtext($2))`, args);
          }
        }
      } finally {
        await runner.release();
      }
      await new Promise((r) => setTimeout(r, LOCK_RETRY_MS));
    }
  }
}

function builtOk(hash: string): Partial<BookFileEntity> {
  return { buildOutcome: 'ok', buildMessage: null, buildAt: new Date(), buildHash: hash };
}

function pick<K extends keyof BookFileEntity>(row: BookFileEntity, ...keys: K[]) {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<BookFileEntity, K>;
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
