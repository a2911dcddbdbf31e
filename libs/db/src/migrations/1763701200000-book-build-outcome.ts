import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outcome of a book file's last build on its row (BullMQ prunes failed jobs): ok or failed,
 * the reason, when, and the fingerprint it was built from. A story whose first build failed has a
 * row without files, so the file columns may be empty.
 */
export class BookBuildOutcome1763701200000 implements MigrationInterface {
  name = 'BookBuildOutcome1763701200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "book_files"
        ALTER COLUMN "interiorKey" DROP NOT NULL,
        ALTER COLUMN "interiorHash" DROP NOT NULL,
        ALTER COLUMN "interiorPageCount" DROP NOT NULL,
        ADD COLUMN "buildOutcome" text CHECK ("buildOutcome" IN ('ok', 'failed')),
        ADD COLUMN "buildMessage" text,
        ADD COLUMN "buildAt" timestamptz,
        ADD COLUMN "buildHash" text`);
    await q.query(
      `UPDATE "book_files" SET "buildOutcome" = 'ok', "buildAt" = "updatedAt", "buildHash" = "interiorHash"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "book_files" WHERE "interiorKey" IS NULL`);
    await q.query(`
      ALTER TABLE "book_files"
        DROP COLUMN "buildHash",
        DROP COLUMN "buildAt",
        DROP COLUMN "buildMessage",
        DROP COLUMN "buildOutcome",
        ALTER COLUMN "interiorKey" SET NOT NULL,
        ALTER COLUMN "interiorHash" SET NOT NULL,
        ALTER COLUMN "interiorPageCount" SET NOT NULL`);
  }
}
