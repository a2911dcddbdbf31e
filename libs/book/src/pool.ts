import { ThreadPool } from '@shop/threads';
import { join } from 'node:path';
import type { BookTask, BookTaskResult } from './tasks';
import type { BookThreadAnswer } from './thread/book-thread';

/** A failure the layout reports about the story itself (building again will not help). */
export class BookLayoutError extends Error {
  constructor(
    message: string,
    override readonly name: string,
  ) {
    super(message);
  }
}

/**
 * Threads that lay out books, one file per thread at a time, so the calling event loop (a
 * worker holding BullMQ job locks) never waits on pdfkit. A thread that dies fails its task (the
 * job retries) and is replaced on the next task.
 */
export class BookRenderPool {
  private readonly pool: ThreadPool<BookTask, BookThreadAnswer>;

  constructor(threads = 1) {
    this.pool = new ThreadPool({
      dir: join(__dirname, 'thread'),
      name: 'book-thread',
      threads,
      label: 'book layout',
    });
  }

  /** Builds and checks one file in a thread. */
  async run(task: BookTask): Promise<BookTaskResult> {
    const answer = await this.pool.run(task);
    if ('failed' in answer) throw new BookLayoutError(answer.failed.message, answer.failed.name);
    return answer;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
