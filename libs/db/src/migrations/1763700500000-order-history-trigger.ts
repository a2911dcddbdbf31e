import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Order fields whose every change goes into the order's history, and the history's name for each. */
const TRACKED: [column: string, field: string][] = [
  ['status', 'status'],
  ['fulfilled', 'fulfilled'],
  ['trackingNumber', 'trackingNumber'],
  ['trackingUrl', 'trackingUrl'],
  ['notes', 'notes'],
  ['printOrderId', 'printOrderId'],
  ['printStatus', 'printStatus'],
  ['storyId', 'story'],
];

/**
 * Order history written by the database itself: every change of a tracked field, by any writer
 * (the admin, checkout and its webhooks, the print service's callbacks, a family-data deletion),
 * is recorded in the same transaction, from what to what. The writer names itself with
 * `SELECT set_config('storybook.actor', '<who>', true)`; unnamed writers show as 'system'.
 */
export class OrderHistoryTrigger1763700500000 implements MigrationInterface {
  name = 'OrderHistoryTrigger1763700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_events" DROP CONSTRAINT "order_events_field_check"`);
    await q.query(
      `ALTER TABLE "order_events" ADD CONSTRAINT "order_events_field_check" CHECK ("field" IN (${TRACKED.map(
        ([, f]) => `'${f}'`,
      ).join(', ')}))`,
    );
    // Changes within one transaction share now(): a sequence keeps their order.
    await q.query(
      `ALTER TABLE "order_events" ADD COLUMN "seq" bigint GENERATED ALWAYS AS IDENTITY`,
    );
    await q.query(
      `ALTER TABLE "order_events" ALTER COLUMN "createdAt" SET DEFAULT clock_timestamp()`,
    );
    await q.query(`DROP INDEX "order_events_order_created_idx"`);
    await q.query(`CREATE INDEX "order_events_order_seq_idx" ON "order_events" ("orderId", "seq")`);
    const checks = TRACKED.map(
      ([column, field]) => `
        IF OLD."${column}" IS DISTINCT FROM NEW."${column}" THEN
          INSERT INTO "order_events" ("orderId", "field", "fromValue", "toValue", "actor")
          VALUES (NEW."id", '${field}', to_jsonb(OLD."${column}"), to_jsonb(NEW."${column}"), who);
        END IF;`,
    ).join('');
    await q.query(`
      CREATE FUNCTION "order_events_record"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        who text := coalesce(nullif(current_setting('storybook.actor', true), ''), 'system');
      BEGIN${checks}
        RETURN NULL;
      END
      $$`);
    await q.query(
      `CREATE TRIGGER "orders_history" AFTER UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_events_record"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "orders_history" ON "orders"`);
    await q.query(`DROP FUNCTION "order_events_record"()`);
    await q.query(`DROP INDEX "order_events_order_seq_idx"`);
    await q.query(
      `CREATE INDEX "order_events_order_created_idx" ON "order_events" ("orderId", "createdAt")`,
    );
    await q.query(`ALTER TABLE "order_events" ALTER COLUMN "createdAt" SET DEFAULT now()`);
    await q.query(`ALTER TABLE "order_events" DROP COLUMN "seq"`);
    await q.query(`DELETE FROM "order_events" WHERE "field" IN ('printOrderId', 'printStatus')`);
    await q.query(`ALTER TABLE "order_events" DROP CONSTRAINT "order_events_field_check"`);
    await q.query(
      `ALTER TABLE "order_events" ADD CONSTRAINT "order_events_field_check"
        CHECK ("field" IN ('status', 'trackingNumber', 'trackingUrl', 'fulfilled', 'notes', 'story'))`,
    );
  }
}
