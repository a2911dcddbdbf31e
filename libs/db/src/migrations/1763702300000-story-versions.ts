import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Earlier versions of a story, kept when another version replaces the one shown. */
export class StoryVersions1763702300000 implements MigrationInterface {
  name = 'StoryVersions1763702300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "story_versions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid NOT NULL REFERENCES "stories"("id") ON DELETE CASCADE,
        "revision" integer NOT NULL,
        "title" text NOT NULL,
        "content" text NOT NULL,
        "wordCount" integer NOT NULL,
        "pages" jsonb,
        "companionName" text,
        "provider" text,
        "writtenAt" timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "story_versions_story_revision_idx" ON "story_versions" ("storyId", "revision")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "story_versions"`);
  }
}
