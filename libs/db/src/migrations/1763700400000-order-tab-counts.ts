import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order counts per (status, fulfilled), kept by triggers, so the admin's per-tab counts never
 * scan the orders table: every insert, delete, truncate and status/fulfilled change of any
 * writer (checkout, webhooks, the admin) keeps them exact, inside the same transaction.
 */
export class OrderTabCounts1763700400000 implements MigrationInterface {
  name = 'OrderTabCounts1763700400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "order_tab_counts" (
        "status" text NOT NULL,
        "fulfilled" boolean NOT NULL,
        "n" bigint NOT NULL DEFAULT 0 CHECK ("n" >= 0),
        PRIMARY KEY ("status", "fulfilled")
      )`);
    await q.query(`
      CREATE FUNCTION "order_tab_counts_row"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE "order_tab_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status" AND "fulfilled" = OLD."fulfilled";
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO "order_tab_counts" ("status", "fulfilled", "n") VALUES (NEW."status", NEW."fulfilled", 1)
          ON CONFLICT ("status", "fulfilled") DO UPDATE SET "n" = "order_tab_counts"."n" + 1;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION "order_tab_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "order_tab_counts";
        RETURN NULL;
      END
      $$`);
    await q.query(
      `CREATE TRIGGER "orders_tab_counts_insert_delete" AFTER INSERT OR DELETE ON "orders"
        FOR EACH ROW EXECUTE FUNCTION "order_tab_counts_row"()`,
    );
    await q.query(
      `CREATE TRIGGER "orders_tab_counts_update" AFTER UPDATE OF "status", "fulfilled" ON "orders"
        FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."fulfilled" IS DISTINCT FROM NEW."fulfilled")
        EXECUTE FUNCTION "order_tab_counts_row"()`,
    );
    await q.query(
      `CREATE TRIGGER "orders_tab_counts_truncate" AFTER TRUNCATE ON "orders"
        FOR EACH STATEMENT EXECUTE FUNCTION "order_tab_counts_truncate"()`,
    );
    // Orders that exist already (the table is locked by the triggers' creation until commit).
    await q.query(`
      INSERT INTO "order_tab_counts" ("status", "fulfilled", "n")
      SELECT "status", "fulfilled", count(*) FROM "orders" GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "orders_tab_counts_truncate" ON "orders"`);
    await q.query(`DROP TRIGGER "orders_tab_counts_update" ON "orders"`);
    await q.query(`DROP TRIGGER "orders_tab_counts_insert_delete" ON "orders"`);
    await q.query(`DROP FUNCTION "order_tab_counts_truncate"()`);
    await q.query(`DROP FUNCTION "order_tab_counts_row"()`);
    await q.query(`DROP TABLE "order_tab_counts"`);
  }
}
