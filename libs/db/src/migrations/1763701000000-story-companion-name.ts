import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `companionName`: the name the story gave the child's animal companion ("Sorrel" the fox), so
 * the pictures and the book need not find it in the text. Null for stories written before it.
 */
export class StoryCompanionName1763701000000 implements MigrationInterface {
  name = 'StoryCompanionName1763701000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" ADD COLUMN "companionName" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" DROP COLUMN "companionName"`);
  }
}
