import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order e-mails and the order status page.
 *
 * - `orders.orderRef`: the unguessable reference in the status page's link (128 random bits,
 *   base64url, 22 characters). The database makes it, so every writer (checkout, test orders, the
 *   print service, seeds) gets one; existing orders get theirs here.
 * - `outbox_messages`: every e-mail the shop sends, written before it is sent, once per kind and
 *   subject (order or contact message). The mail job sends it and marks it sent; without SMTP it
 *   stays held, readable by the operator in the admin.
 */
export class OrderMailAndStatus1763700800000 implements MigrationInterface {
  name = 'OrderMailAndStatus1763700800000';

  async up(q: QueryRunner): Promise<void> {
    // gen_random_uuid() draws from the server's strong random source. A version-4 uuid has 122
    // random bits: bytes 0-5 and 9-15 are wholly random (6 + 7), so two uuids give 16 bytes.
    await q.query(`
      CREATE FUNCTION "new_order_ref"() RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT translate(rtrim(encode(
          substring(uuid_send(a) FROM 1 FOR 6) || substring(uuid_send(a) FROM 10 FOR 7)
            || substring(uuid_send(b) FROM 1 FOR 3), 'base64'), '='), '+/', '-_')
        FROM (SELECT gen_random_uuid() AS a, gen_random_uuid() AS b) AS u
      $$`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "orderRef" text`);
    await q.query(`UPDATE "orders" SET "orderRef" = "new_order_ref"()`);
    await q.query(`ALTER TABLE "orders" ALTER COLUMN "orderRef" SET DEFAULT "new_order_ref"()`);
    await q.query(`ALTER TABLE "orders" ALTER COLUMN "orderRef" SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "orders_order_ref_idx" ON "orders" ("orderRef")`);

    await q.query(`
      CREATE TABLE "outbox_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "kind" text NOT NULL
          CHECK ("kind" IN ('order_confirmation', 'order_shipped', 'contact_notice')),
        "orderId" uuid REFERENCES "orders" ("id") ON DELETE CASCADE,
        "contactMessageId" uuid REFERENCES "contact_messages" ("id") ON DELETE CASCADE,
        "to" text NOT NULL,
        "replyTo" text,
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "html" text NOT NULL,
        "status" text NOT NULL DEFAULT 'queued'
          CHECK ("status" IN ('queued', 'sent', 'held', 'failed')),
        "attempts" integer NOT NULL DEFAULT 0,
        "lastError" text,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CHECK (("orderId" IS NULL) <> ("contactMessageId" IS NULL))
      )`);
    // Once per kind and subject: writing the same message twice leaves one.
    await q.query(
      `CREATE UNIQUE INDEX "outbox_order_kind_idx" ON "outbox_messages" ("orderId", "kind") WHERE "orderId" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "outbox_contact_kind_idx" ON "outbox_messages" ("contactMessageId", "kind") WHERE "contactMessageId" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "outbox_created_idx" ON "outbox_messages" ("createdAt" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "outbox_queued_idx" ON "outbox_messages" ("createdAt") WHERE "status" = 'queued'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outbox_messages"`);
    await q.query(`DROP INDEX "orders_order_ref_idx"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "orderRef"`);
    await q.query(`DROP FUNCTION "new_order_ref"()`);
  }
}
