import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Print fulfilment: the print provider's words about the status (the reason of a rejection),
 * when that status changed (callbacks and the periodic sync may arrive out of order: an older
 * report never overwrites a newer one), the files handed to the printer, and a count of
 * submissions (a resubmission after a rejected job gets a job id of its own).
 */
export class Print1763700700000 implements MigrationInterface {
  name = 'Print1763700700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"
      ADD COLUMN "printStatusMessage" text,
      ADD COLUMN "printStatusChangedAt" timestamptz,
      ADD COLUMN "printInteriorKey" text,
      ADD COLUMN "printCoverKey" text,
      ADD COLUMN "printSubmissions" integer NOT NULL DEFAULT 0`);
    // print.sync's scan: orders whose print job may still change.
    await q.query(`CREATE INDEX "orders_print_open_idx" ON "orders" ("printStatusChangedAt")
      WHERE "printStatus" IS NOT NULL
        AND "printStatus" NOT IN ('DELIVERED', 'REJECTED', 'CANCELED', 'ERROR')`);
    // Callbacks that carry no order id find the order by its print job.
    await q.query(`CREATE INDEX "orders_print_order_id_idx" ON "orders" ("printOrderId")
      WHERE "printOrderId" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders_print_order_id_idx"`);
    await q.query(`DROP INDEX "orders_print_open_idx"`);
    await q.query(`ALTER TABLE "orders"
      DROP COLUMN "printStatusMessage",
      DROP COLUMN "printStatusChangedAt",
      DROP COLUMN "printInteriorKey",
      DROP COLUMN "printCoverKey",
      DROP COLUMN "printSubmissions"`);
  }
}
