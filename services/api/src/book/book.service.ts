import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { bookInputOf, interiorHash, picturesOf } from '@shop/book';
import { BOOK_TEXTS, type BookFileStatus } from '@shop/contracts';
import {
  BookFileEntity,
  type BookFileVariant,
  StoryEntity,
  StoryIllustrationEntity,
} from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, fileUrl } from '@shop/storage';
import { IsNull, Not, Repository } from 'typeorm';
import { StoryPicturesSummaryService } from '../stories/story-pictures-summary.service';

/** Failure reasons worth showing as they are; anything else gets the general message. */
const PLAIN_REASONS = [
  /too long to fit/i,
  /not written yet/i,
  /could not be drawn/i,
  /picture files? (is|are) missing/i,
];

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
 * so asking again while it builds enqueues nothing new.
 */
@Injectable()
export class BookService {
  private readonly logger = new Logger(BookService.name);

  constructor(
    @InjectRepository(StoryIllustrationEntity)
    private readonly illustrations: Repository<StoryIllustrationEntity>,
    @InjectRepository(BookFileEntity) private readonly files: Repository<BookFileEntity>,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly jobs: JobProducer,
    private readonly pictures: StoryPicturesSummaryService,
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
    const input = bookInputOf(story);
    const rows = await this.illustrations.find({
      where: { storyId: story.id, pageNumber: Not(IsNull()) },
      select: { imageData: true, pageNumber: true },
    });
    const hash = interiorHash(input, picturesOf(rows, input.scenes.length), variant);
    const row = await this.files.findOneBy({ storyId: story.id, variant });
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
      const reason = row.buildMessage ?? '';
      const plain = PLAIN_REASONS.some((re) => re.test(reason));
      return { status: 'failed', message: plain ? reason : BOOK_TEXTS.failed };
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
