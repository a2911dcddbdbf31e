import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed book build records why as a code (BOOK_BUILD_ERRORS in libs/contracts) and the book
 * pages concerned, so the API reads the reason instead of matching the worker's words. Rows
 * failed before this keep their message and get the code it stood for ('build-failed' when none
 * fits), so they read as before.
 */
export class BookBuildError1763702460000 implements MigrationInterface {
  name = 'BookBuildError1763702460000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "book_files"
        ADD COLUMN "buildError" text,
        ADD COLUMN "buildPages" smallint[]`);
    await q.query(`
      UPDATE "book_files" SET "buildError" = CASE
          WHEN "buildMessage" ~* 'too long to fit' THEN 'does-not-fit'
          WHEN "buildMessage" ~* 'not written yet' THEN 'not-written'
          WHEN "buildMessage" ~* 'could not be drawn' THEN 'pictures-not-drawn'
          WHEN "buildMessage" ~* 'picture files? (is|are) missing' THEN 'picture-files-missing'
          ELSE 'build-failed' END
        WHERE "buildOutcome" = 'failed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "book_files" DROP COLUMN "buildPages", DROP COLUMN "buildError"`);
  }
}
