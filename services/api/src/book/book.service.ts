import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { bookInputOf, interiorHash, picturesOf } from '@shop/book';
import { CONFIG, type Config } from '@shop/config';
import {
  BOOK_TEXTS,
  bookBuildErrorText,
  type BookFileStatus,
  isBookBuildErrorCode,
} from '@shop/contracts';
import {
  BookFileRepository,
  type BookFileVariant,
  IllustrationRepository,
  type StoryEntity,
} from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, fileUrl } from '@shop/storage';
import { StoryPicturesSummaryService } from '../stories/story-pictures-summary.service';

/** The longest a preview waits for a new story's pictures before drawing what is missing. */
const PREVIEW_WAITS_FOR_PICTURES_MS = 60_000;

export interface BookFileState extends BookFileStatus {
  /** Storage key of the file, when ready. */
  key?: string;
}

/**
 * Where a story's book file stands, without building anything here (the API does no slow work):
 * the fingerprint of the story's current text and pictures is compared with the recorded file;
 * a missing or stale file is handed to the `book` queue under a job id made of that fingerprint,
 * so asking again while it builds enqueues nothing new. A build that failed for good is read from
 * its row's error code (BookFileRepository; the worker decides the code) and shown in that code's
 * words (BOOK_BUILD_ERRORS).
 */
@Injectable()
export class BookService {
  private readonly logger = new Logger(BookService.name);

  constructor(
    private readonly illustrations: IllustrationRepository,
    private readonly files: BookFileRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly jobs: JobProducer,
    private readonly pictures: StoryPicturesSummaryService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async state(
    story: StoryEntity,
    variant: BookFileVariant,
    opts: { retry?: boolean } = {},
  ): Promise<BookFileState> {
    if (story.generationStatus !== 'ready') throw new ConflictException(BOOK_TEXTS.notWritten);
    // The preview waits for the story's pictures while they are being drawn (shortly after the
    // text), rather than drawing them a second time; whatever is still missing then, it draws.
    if (
      variant === 'preview' &&
      Date.now() - story.updatedAt.getTime() < PREVIEW_WAITS_FOR_PICTURES_MS &&
      (await this.pictures.of(story))?.drawing
    ) {
      return { status: 'building' };
    }
    const input = bookInputOf(story, this.config.SHOP_NAME);
    const rows = await this.illustrations.pagePictures(story.id);
    const hash = interiorHash(input, picturesOf(rows, input.scenes.length), variant);
    const row = await this.files.find(story.id, variant);
    if (row?.interiorKey && row.interiorHash === hash) {
      return {
        status: 'ready',
        key: row.interiorKey,
        url: fileUrl(row.interiorKey),
        pageCount: row.interiorPageCount ?? undefined,
      };
    }
    // The last build of exactly this text and these pictures failed for good: say why, until
    // the family asks again.
    if (row?.buildOutcome === 'failed' && row.buildHash === hash && !opts.retry) {
      const error = isBookBuildErrorCode(row.buildError) ? row.buildError : 'build-failed';
      return {
        status: 'failed',
        error,
        message: bookBuildErrorText(error, row.buildPages ?? []),
      };
    }
    const jobId =
      variant === 'print' ? jobIds.bookBuild(story.id, hash) : jobIds.bookPreview(story.id, hash);
    const name = variant === 'print' ? 'book.build' : 'book.preview';
    if ((await this.jobs.ensure(name, { storyId: story.id }, { jobId })) === 'enqueued')
      this.logger.log({ storyId: story.id, variant, jobId }, 'Book file requested');
    return { status: 'building' };
  }

  async read(key: string): Promise<Buffer | null> {
    return (await this.storage.get(key))?.bytes ?? null;
  }
}
