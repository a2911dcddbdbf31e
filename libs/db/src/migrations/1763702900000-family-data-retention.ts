import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the retention job judges stories by: the parent's last visit (a story without an order
 * goes after RETENTION_UNORDERED_STORY_DAYS without one), and when its parent deleted a story
 * that an order still needs (it goes once the orders are done).
 */
export class FamilyDataRetention1763702900000 implements MigrationInterface {
  name = 'FamilyDataRetention1763702900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" ADD "lastVisitedAt" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE "stories" SET "lastVisitedAt" = "updatedAt"`);
    await q.query(`ALTER TABLE "stories" ADD "deletionRequestedAt" timestamptz`);
    await q.query(`CREATE INDEX "stories_last_visited_idx" ON "stories" ("lastVisitedAt")`);
    await q.query(
      `CREATE INDEX "stories_deletion_requested_idx" ON "stories" ("deletionRequestedAt")
         WHERE "deletionRequestedAt" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "newsletter_subscribers_unsubscribed_idx" ON "newsletter_subscribers" ("unsubscribedAt")
         WHERE "unsubscribedAt" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "newsletter_subscribers_unsubscribed_idx"`);
    await q.query(`DROP INDEX "stories_deletion_requested_idx"`);
    await q.query(`DROP INDEX "stories_last_visited_idx"`);
    await q.query(`ALTER TABLE "stories" DROP COLUMN "deletionRequestedAt"`);
    await q.query(`ALTER TABLE "stories" DROP COLUMN "lastVisitedAt"`);
  }
}
