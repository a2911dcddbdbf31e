import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin area: order history, the "story deleted on request" mark, and the indexes that keep
 * the orders list (tabs, search, newest first) fast with 100,000 orders.
 */
export class Admin1763700200000 implements MigrationInterface {
  name = 'Admin1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders" ADD COLUMN "storyDeletedAt" timestamptz`);

    await q.query(`
      CREATE TABLE "order_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "orderId" uuid NOT NULL REFERENCES "orders" ("id") ON DELETE CASCADE,
        "field" text NOT NULL
          CHECK ("field" IN ('status', 'trackingNumber', 'trackingUrl', 'fulfilled', 'notes', 'story')),
        "fromValue" jsonb,
        "toValue" jsonb,
        "actor" text NOT NULL DEFAULT 'admin',
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "order_events_order_created_idx" ON "order_events" ("orderId", "createdAt")`,
    );

    // Newest first with a stable tie-break, one index per tab shape:
    // All; New (not fulfilled); Pending/Paid/Shipped (status, not fulfilled); Fulfilled.
    await q.query(`CREATE INDEX "orders_list_all_idx" ON "orders" ("createdAt" DESC, "id" DESC)`);
    await q.query(
      `CREATE INDEX "orders_list_open_idx" ON "orders" ("createdAt" DESC, "id" DESC) WHERE NOT "fulfilled"`,
    );
    await q.query(
      `CREATE INDEX "orders_list_open_status_idx" ON "orders" ("status", "createdAt" DESC, "id" DESC) WHERE NOT "fulfilled"`,
    );
    await q.query(
      `CREATE INDEX "orders_list_fulfilled_idx" ON "orders" ("createdAt" DESC, "id" DESC) WHERE "fulfilled"`,
    );
    // Search by name or e-mail (any part of either), case-insensitive.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX "orders_search_trgm_idx" ON "orders"
        USING gin (lower("recipientName" || ' ' || "recipientEmail") gin_trgm_ops)`,
    );

    await q.query(
      `CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" ("createdAt") WHERE NOT "isRead"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "contact_messages_unread_idx"`);
    await q.query(`DROP INDEX "orders_search_trgm_idx"`);
    await q.query(`DROP INDEX "orders_list_fulfilled_idx"`);
    await q.query(`DROP INDEX "orders_list_open_status_idx"`);
    await q.query(`DROP INDEX "orders_list_open_idx"`);
    await q.query(`DROP INDEX "orders_list_all_idx"`);
    await q.query(`DROP TABLE "order_events"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "storyDeletedAt"`);
  }
}
