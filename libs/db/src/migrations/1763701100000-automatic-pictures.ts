import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pictures drawn without the operator:
 * - `source`: 'operator' (uploaded, generated on request, or placed on a page by the operator) or
 *   'auto' (drawn because the story became ready, or by the book build). An automatic picture only
 *   ever fills an empty page or replaces an older automatic one; it never displaces the operator's.
 *   Rows written before are the operator's.
 * - `printReady`: false while only the screen-size copy exists (an automatic picture before the
 *   book is built); the print-size file is drawn by the book build.
 * - `storyRevision`: the story version an automatic picture illustrates (null for the operator's).
 * - One picture per page, now as a constraint (the page rule was kept by the writers alone).
 */
export class AutomaticPictures1763701100000 implements MigrationInterface {
  name = 'AutomaticPictures1763701100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "story_illustrations" ADD COLUMN "source" text NOT NULL DEFAULT 'operator'`,
    );
    await q.query(
      `ALTER TABLE "story_illustrations" ADD CONSTRAINT "story_illustrations_source_check" CHECK ("source" IN ('auto', 'operator'))`,
    );
    await q.query(
      `ALTER TABLE "story_illustrations" ADD COLUMN "printReady" boolean NOT NULL DEFAULT true`,
    );
    await q.query(`ALTER TABLE "story_illustrations" ADD COLUMN "storyRevision" integer`);
    // Should two pictures share a page, the newest keeps it (as the writers' page rule did).
    await q.query(
      `UPDATE "story_illustrations" i SET "pageNumber" = NULL
        WHERE i."pageNumber" IS NOT NULL AND EXISTS (
          SELECT 1 FROM "story_illustrations" o
           WHERE o."storyId" = i."storyId" AND o."pageNumber" = i."pageNumber"
             AND (o."createdAt", o."id") > (i."createdAt", i."id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "story_illustrations_one_per_page" ON "story_illustrations" ("storyId", "pageNumber") WHERE "pageNumber" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "story_illustrations_one_per_page"`);
    await q.query(`ALTER TABLE "story_illustrations" DROP COLUMN "storyRevision"`);
    await q.query(`ALTER TABLE "story_illustrations" DROP COLUMN "printReady"`);
    await q.query(
      `ALTER TABLE "story_illustrations" DROP CONSTRAINT "story_illustrations_source_check"`,
    );
    await q.query(`ALTER TABLE "story_illustrations" DROP COLUMN "source"`);
  }
}
