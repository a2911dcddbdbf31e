import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parents need no account and the operator signs in with ADMIN_PASSWORD_HASH: the `users` table
 * and the stories' and orders' `userId` columns were never read or written, so they go.
 */
export class DropUsers1763701200002 implements MigrationInterface {
  name = 'DropUsers1763701200002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "stories" DROP COLUMN "userId"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "userId"`);
    await q.query(`DROP TABLE "users"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "username" text NOT NULL,
        "password" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "users_username_idx" ON "users" ("username")`);
    for (const table of ['stories', 'orders'])
      await q.query(
        `ALTER TABLE "${table}" ADD COLUMN "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL`,
      );
  }
}
