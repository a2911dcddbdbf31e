import { Inject, Injectable } from '@nestjs/common';
import { type BookFiles, type BookFilesBuilder, BOOK_FILES_BUILDER } from '@shop/book';
import type { JobPayload } from '@shop/queue';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';
import { asJobError } from './book-build-error';
import { BookFilesService } from './book-files.service';

export { asJobError } from './book-build-error';

/** `book.build`: the print files (interior and wrap cover), built when missing or out of date. */
@Injectable()
export class BuildBookHandler implements JobHandler<'book.build'> {
  readonly job = 'book.build' as const;

  constructor(
    @Inject(BOOK_FILES_BUILDER) private readonly builder: BookFilesBuilder,
    private readonly books: BookFilesService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(BuildBookHandler.name);
  }

  async handle({ storyId }: JobPayload<'book.build'>, job: Job): Promise<BookFiles> {
    try {
      const files = await this.builder.ensureBuilt(storyId);
      this.logger.info(
        { storyId, jobId: job.id, interiorKey: files.interiorKey },
        'Print files ready',
      );
      return files;
    } catch (err) {
      throw asJobError(err);
    }
  }

  onFinalFailure({ storyId }: JobPayload<'book.build'>, _job: Job, error: unknown) {
    return this.books.recordFailure(storyId, 'print', error);
  }
}

/** `book.preview`: the family's web-resolution copy of the interior. */
@Injectable()
export class PreviewBookHandler implements JobHandler<'book.preview'> {
  readonly job = 'book.preview' as const;

  constructor(
    private readonly books: BookFilesService,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(PreviewBookHandler.name);
  }

  async handle({ storyId }: JobPayload<'book.preview'>, job: Job) {
    try {
      const preview = await this.books.ensurePreview(storyId);
      this.logger.info({ storyId, jobId: job.id, key: preview.interiorKey }, 'Preview ready');
      return preview;
    } catch (err) {
      throw asJobError(err);
    }
  }

  onFinalFailure({ storyId }: JobPayload<'book.preview'>, _job: Job, error: unknown) {
    return this.books.recordFailure(storyId, 'preview', error);
  }
}
