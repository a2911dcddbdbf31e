import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe Tax records: a checkout keeps the id of the tax calculation that priced it, the order
 * takes it over, and once the payment went through the `tax.record` job stores the id of the tax
 * transaction Stripe recorded from it (unique: one sale, one record). The partial index is what
 * `tax.sweep` reads: paid orders whose sale is not recorded yet.
 */
export class TaxTransactions1763703200000 implements MigrationInterface {
  name = 'TaxTransactions1763703200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "checkouts" ADD COLUMN "taxCalculationId" text`);
    await q.query(
      `ALTER TABLE "orders" ADD COLUMN "taxCalculationId" text,
         ADD COLUMN "taxTransactionId" text UNIQUE`,
    );
    await q.query(
      `CREATE INDEX "orders_tax_unrecorded_idx" ON "orders" ("createdAt")
         WHERE "taxCalculationId" IS NOT NULL AND "taxTransactionId" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders_tax_unrecorded_idx"`);
    await q.query(
      `ALTER TABLE "orders" DROP COLUMN "taxTransactionId", DROP COLUMN "taxCalculationId"`,
    );
    await q.query(`ALTER TABLE "checkouts" DROP COLUMN "taxCalculationId"`);
  }
}
