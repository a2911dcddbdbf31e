import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lulu's job states as the shop's own print statuses (the Lulu provider maps them the same way). */
const LULU_TO_SHOP: readonly [string, string][] = [
  ['CREATED', 'RECEIVED'],
  ['UNPAID', 'AWAITING_PAYMENT'],
  ['PAYMENT_IN_PROGRESS', 'AWAITING_PAYMENT'],
  ['PRODUCTION_DELAYED', 'QUEUED'],
  ['PRODUCTION_READY', 'QUEUED'],
  ['IN_PRODUCTION', 'PRINTING'],
];
const SHOP_TO_LULU: readonly [string, string][] = [
  ['RECEIVED', 'CREATED'],
  ['AWAITING_PAYMENT', 'UNPAID'],
  ['QUEUED', 'PRODUCTION_READY'],
  ['PRINTING', 'IN_PRODUCTION'],
];

async function rename(q: QueryRunner, pairs: readonly [string, string][]): Promise<void> {
  const values = pairs.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
  const params = pairs.flat();
  // The same status under its new name is no change: the history trigger stays quiet, and the
  // history's own entries are renamed too.
  await q.query(`ALTER TABLE "orders" DISABLE TRIGGER "orders_history"`);
  try {
    await q.query(
      `UPDATE "orders" o SET "printStatus" = m.to_ FROM (VALUES ${values}) AS m(from_, to_)
       WHERE o."printStatus" = m.from_`,
      params,
    );
  } finally {
    await q.query(`ALTER TABLE "orders" ENABLE TRIGGER "orders_history"`);
  }
  for (const column of ['fromValue', 'toValue'])
    await q.query(
      `UPDATE "order_events" e SET "${column}" = to_jsonb(m.to_) FROM (VALUES ${values}) AS m(from_, to_)
       WHERE e."field" = 'printStatus' AND e."${column}" = to_jsonb(m.from_)`,
      params,
    );
}

/**
 * Print providers are pluggable: each order stores the provider that printed it (`printProvider`,
 * so no provider is inferred from an id any more), and `printStatus` holds the shop's own
 * statuses, which each provider maps its job states onto.
 */
export class PrintProvider1763701200001 implements MigrationInterface {
  name = 'PrintProvider1763701200001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "orders" ADD COLUMN "printProvider" text CHECK ("printProvider" IN ('manual', 'lulu'))`,
    );
    await q.query(`ALTER TABLE "orders" DISABLE TRIGGER "orders_history"`);
    try {
      await q.query(
        `UPDATE "orders" SET "printProvider" = CASE WHEN "printOrderId" LIKE 'manual-%' THEN 'manual' ELSE 'lulu' END
         WHERE "printOrderId" IS NOT NULL`,
      );
    } finally {
      await q.query(`ALTER TABLE "orders" ENABLE TRIGGER "orders_history"`);
    }
    await rename(q, LULU_TO_SHOP);
  }

  async down(q: QueryRunner): Promise<void> {
    await rename(q, SHOP_TO_LULU);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "printProvider"`);
  }
}
