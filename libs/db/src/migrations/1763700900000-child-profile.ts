import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The child's profile on a story, both optional:
 * - `pronoun`: how the story refers to the child after the first mention on a page ('she', 'he',
 *   'they'); stories written before this read as 'they', which is what the engine wrote.
 * - `childLook`: skin tone, hair colour and style, glasses for the pictures; `{}` means "not
 *   chosen" (the checkout's details or the story's seed decide).
 */
export class ChildProfile1763700900000 implements MigrationInterface {
  name = 'ChildProfile1763700900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" ADD COLUMN "pronoun" text NOT NULL DEFAULT 'they'`);
    await q.query(
      `ALTER TABLE "stories" ADD CONSTRAINT "stories_pronoun_check" CHECK ("pronoun" IN ('she', 'he', 'they'))`,
    );
    await q.query(
      `ALTER TABLE "stories" ADD COLUMN "childLook" jsonb NOT NULL DEFAULT '{}'::jsonb`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" DROP COLUMN "childLook"`);
    await q.query(`ALTER TABLE "stories" DROP CONSTRAINT "stories_pronoun_check"`);
    await q.query(`ALTER TABLE "stories" DROP COLUMN "pronoun"`);
  }
}
