import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookBuildErrorCode } from '@shop/contracts';
import type { DataSource, Repository } from 'typeorm';
import { BookFileEntity, type BookFileVariant } from '../entities/book-file.entity';

/** How often a build waiting for another build of the same story's file looks again. */
const LOCK_RETRY_MS = 150;

/** The files and fingerprints a successful build leaves on the row. */
export type BuiltBookFile = Partial<
  Pick<
    BookFileEntity,
    | 'interiorKey'
    | 'interiorHash'
    | 'interiorPageCount'
    | 'typeSize'
    | 'coverKey'
    | 'coverHash'
    | 'coverWidthPt'
    | 'coverHeightPt'
  >
>;

/** A build that failed for good: why (a code), the pages concerned, the worker's own words. */
export interface BookBuildFailure {
  code: BookBuildErrorCode;
  pages: readonly number[];
  /** For logs and operators; never shown to the family, never parsed. */
  message: string;
  /** Interior fingerprint of what it failed on; null when the story could not be read. */
  hash: string | null;
}

/**
 * The one owner of a story's book-build state (table `book_files`, one row per story and variant:
 * the print files, the family's preview). The worker's builds write it; the API reads it.
 *
 * A row's build goes `(none) → ok | failed`, and from either to the other on the next build:
 * - **ok** (`recordBuilt`): the files and their fingerprints; the failure columns are cleared.
 * - **failed** (`recordFailure`): a code from BOOK_BUILD_ERRORS (libs/contracts), the pages it
 *   concerns and the fingerprint it failed on; the files of an earlier build stay. The API shows
 *   the code's text while the story's fingerprint still equals `buildHash` (a changed story, or
 *   the family's "try again", builds again).
 *
 * Builds of one story's variant take turns across every worker process (`exclusive`).
 * A Nest provider (DbModule); plain code may `new BookFileRepository(dataSource)`.
 */
@Injectable()
export class BookFileRepository {
  private readonly files: Repository<BookFileEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.files = dataSource.getRepository(BookFileEntity);
  }

  find(storyId: string, variant: BookFileVariant): Promise<BookFileEntity | null> {
    return this.files.findOneBy({ storyId, variant });
  }

  /**
   * A successful build of `interiorHash`: the given files (those not given stay as they are) and
   * the ok outcome, on the existing row or a new one. Null when the story is gone: nothing is
   * recorded, and the caller removes the files it wrote. The story's row is held (FOR SHARE) until
   * this commits, so a deletion either comes first (null here) or after, and then finds the files
   * on the row and removes them: a deleted story never leaves a book file behind.
   */
  recordBuilt(
    storyId: string,
    variant: BookFileVariant,
    interiorHash: string,
    built: BuiltBookFile = {},
  ): Promise<BookFileEntity | null> {
    const next: Partial<BookFileEntity> = {
      ...built,
      buildOutcome: 'ok',
      buildError: null,
      buildPages: null,
      buildMessage: null,
      buildAt: new Date(),
      buildHash: interiorHash,
    };
    return this.dataSource.transaction(async (m) => {
      const story: unknown[] = await m.query(`SELECT id FROM stories WHERE id = $1 FOR SHARE`, [
        storyId,
      ]);
      if (!story.length) return null;
      const row = await m.findOneBy(BookFileEntity, { storyId, variant });
      if (row) {
        await m.update(BookFileEntity, { id: row.id }, next);
        return m.findOneByOrFail(BookFileEntity, { id: row.id });
      }
      return m.save(m.create(BookFileEntity, { storyId, variant, ...next }));
    });
  }

  /** A build that will not be retried: its reason stays on the row (files of earlier builds stay). */
  async recordFailure(
    storyId: string,
    variant: BookFileVariant,
    failure: BookBuildFailure,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "book_files"
         ("storyId", "variant", "buildOutcome", "buildError", "buildPages", "buildMessage", "buildAt", "buildHash")
       VALUES ($1, $2, 'failed', $3, $4, $5, now(), $6)
       ON CONFLICT ("storyId", "variant") DO UPDATE SET "buildOutcome" = 'failed',
         "buildError" = EXCLUDED."buildError", "buildPages" = EXCLUDED."buildPages",
         "buildMessage" = EXCLUDED."buildMessage", "buildAt" = now(),
         "buildHash" = EXCLUDED."buildHash", "updatedAt" = now()`,
      [
        storyId,
        variant,
        failure.code,
        failure.pages.length ? [...failure.pages] : null,
        failure.message.slice(0, 2000),
        failure.hash,
      ],
    );
  }

  /**
   * Runs `work` holding the build lock of one story's variant, across every worker process
   * (a session advisory lock). Waiting builds poll for the lock without holding a database
   * connection: a build in hand needs connections from the same pool to finish.
   */
  async exclusive<T>(
    storyId: string,
    variant: BookFileVariant,
    work: () => Promise<T>,
  ): Promise<T> {
    const args = ['book_files', `${storyId}:${variant}`];
    for (;;) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        const [row] = (await runner.query(
          `SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked`,
          args,
        )) as { locked: boolean }[];
        if (row?.locked === true) {
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
