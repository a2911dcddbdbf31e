import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { BOOK_FILES_BUILDER, BookRenderPool } from '@shop/book';
import { BOOK_RENDER_POOL, BookFilesService } from './book-files.service';

@Injectable()
class BookPoolCloser implements OnApplicationShutdown {
  constructor(@Inject(BOOK_RENDER_POOL) private readonly pool: BookRenderPool) {}
  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * Everything that builds book files: one layout thread and the BookFilesBuilder
 * under BOOK_FILES_BUILDER. The `book` queue's handlers use it; the `print` queue adds the same
 * list to its extra providers to get the builder for `print.submit` (Nest keeps one instance per
 * token, so serving both queues in one process shares them).
 */
export const bookProviders: Provider[] = [
  { provide: BOOK_RENDER_POOL, useFactory: () => new BookRenderPool(1) },
  BookFilesService,
  { provide: BOOK_FILES_BUILDER, useExisting: BookFilesService },
  BookPoolCloser,
];
