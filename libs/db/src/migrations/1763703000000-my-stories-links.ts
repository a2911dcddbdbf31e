import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "My stories on any device", without an account: a parent asks for a link by e-mail
 * (`my_stories_links`: the token only as its SHA-256, single-use, expiring), and opening it proves
 * the address for that browser's visitor (`family_addresses`). The e-mail with the link goes
 * through the outbox, once per link; orders are found by the address given at checkout.
 */
export class MyStoriesLinks1763703000000 implements MigrationInterface {
  name = 'MyStoriesLinks1763703000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "family_addresses" (
        "email" text NOT NULL,
        "visitorId" uuid NOT NULL,
        "provenAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("email", "visitorId")
      )`,
    );
    await q.query(
      `CREATE INDEX "family_addresses_visitor_idx" ON "family_addresses" ("visitorId")`,
    );
    await q.query(
      `CREATE TABLE "my_stories_links" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "tokenHash" text NOT NULL UNIQUE,
        "requestedByVisitorId" uuid NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await q.query(
      `CREATE INDEX "my_stories_links_expires_idx" ON "my_stories_links" ("expiresAt")`,
    );
    await q.query(
      `CREATE INDEX "orders_recipient_email_lower_idx" ON "orders" (lower("recipientEmail"))`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages"
         ADD COLUMN "myStoriesLinkId" uuid REFERENCES "my_stories_links" ("id") ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check"`);
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check"
         CHECK ("kind" IN ('order_confirmation', 'order_shipped', 'contact_notice',
                           'newsletter_welcome', 'my_stories_link'))`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_one_subject_check"`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_one_subject_check"
         CHECK (num_nonnulls("orderId", "contactMessageId", "newsletterSubscriberId", "myStoriesLinkId") = 1)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "outbox_my_stories_link_kind_idx" ON "outbox_messages" ("myStoriesLinkId", "kind")
         WHERE "myStoriesLinkId" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "outbox_messages" WHERE "myStoriesLinkId" IS NOT NULL`);
    await q.query(`DROP INDEX "outbox_my_stories_link_kind_idx"`);
    await q.query(
      `ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_one_subject_check"`,
    );
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_one_subject_check"
         CHECK (num_nonnulls("orderId", "contactMessageId", "newsletterSubscriberId") = 1)`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check"`);
    await q.query(
      `ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check"
         CHECK ("kind" IN ('order_confirmation', 'order_shipped', 'contact_notice', 'newsletter_welcome'))`,
    );
    await q.query(`ALTER TABLE "outbox_messages" DROP COLUMN "myStoriesLinkId"`);
    await q.query(`DROP INDEX "orders_recipient_email_lower_idx"`);
    await q.query(`DROP TABLE "my_stories_links"`);
    await q.query(`DROP TABLE "family_addresses"`);
  }
}
