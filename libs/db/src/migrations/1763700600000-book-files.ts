import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Built book files (print interior and cover, the family's preview) per story. */
export class BookFiles1763700600000 implements MigrationInterface {
  name = 'BookFiles1763700600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "book_files" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid NOT NULL REFERENCES "stories" ("id") ON DELETE CASCADE,
        "variant" text NOT NULL CHECK ("variant" IN ('print', 'preview')),
        "interiorKey" text NOT NULL,
        "interiorHash" text NOT NULL,
        "interiorPageCount" integer NOT NULL,
        "typeSize" real,
        "coverKey" text,
        "coverHash" text,
        "coverWidthPt" real,
        "coverHeightPt" real,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "book_files_story_variant_key" UNIQUE ("storyId", "variant")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "book_files"`);
  }
}
