import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Checkouts: what a visitor is buying, with server-computed amounts and its PaymentIntent. */
export class Checkout1763700300000 implements MigrationInterface {
  name = 'Checkout1763700300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "checkouts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid REFERENCES "stories" ("id") ON DELETE SET NULL,
        "visitorId" uuid NOT NULL,
        "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'completed', 'superseded')),
        "shipping" jsonb NOT NULL,
        "subtotalCents" integer NOT NULL CHECK ("subtotalCents" >= 0),
        "taxAmountCents" integer NOT NULL CHECK ("taxAmountCents" >= 0),
        "taxRate" numeric(6, 3) NOT NULL,
        "totalCents" integer NOT NULL CHECK ("totalCents" >= 0),
        "currency" text NOT NULL,
        "paymentIntentId" text UNIQUE,
        "revision" integer NOT NULL DEFAULT 0,
        "orderId" uuid REFERENCES "orders" ("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_checkouts_storyId" ON "checkouts" ("storyId")`);
    // One open checkout per visitor and story: going back and changing the address updates it.
    await q.query(
      `CREATE UNIQUE INDEX "checkouts_open_idx" ON "checkouts" ("storyId", "visitorId") WHERE "status" = 'open'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "checkouts"`);
  }
}
