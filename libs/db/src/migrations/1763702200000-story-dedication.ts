import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `dedication`: the parent's optional message, printed on the book's first page. Null when none
 * was written.
 */
export class StoryDedication1763702200000 implements MigrationInterface {
  name = 'StoryDedication1763702200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" ADD COLUMN "dedication" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" DROP COLUMN "dedication"`);
  }
}
