import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter's welcome e-mail goes through the outbox like every other e-mail: an outbox
 * message may be about a newsletter subscriber (once per subscriber and kind), and carries its
 * own extra headers (the welcome's `List-Unsubscribe`).
 */
export class NewsletterWelcome1763701500000 implements MigrationInterface {
  name = 'NewsletterWelcome1763701500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "outbox_messages"
         ADD COLUMN "newsletterSubscriberId" uuid
           REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE,
         ADD COLUMN "headers" jsonb`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check"`);
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check"
         CHECK ("kind" IN ('order_confirmation', 'order_shipped', 'contact_notice', 'newsletter_welcome'))`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_check"`);
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_one_subject_check"
         CHECK (num_nonnulls("orderId", "contactMessageId", "newsletterSubscriberId") = 1)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "outbox_newsletter_kind_idx" ON "outbox_messages" ("newsletterSubscriberId", "kind")
         WHERE "newsletterSubscriberId" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "outbox_messages" WHERE "newsletterSubscriberId" IS NOT NULL`);
    await q.query(`DROP INDEX "outbox_newsletter_kind_idx"`);
    await q.query(
      `ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_one_subject_check"`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_check"
         CHECK (("orderId" IS NULL) <> ("contactMessageId" IS NULL))`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check"`);
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check"
         CHECK ("kind" IN ('order_confirmation', 'order_shipped', 'contact_notice'))`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages" DROP COLUMN "headers", DROP COLUMN "newsletterSubscriberId"`,
    );
  }
}
