import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table: stories and their parts, orders, messages, subscribers, processed webhooks. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "username" text NOT NULL,
        "password" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "users_username_idx" ON "users" ("username")`);

    await q.query(`
      CREATE TABLE "stories" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "ownerVisitorId" uuid,
        "childName" text NOT NULL,
        "animal" text NOT NULL,
        "theme" text NOT NULL,
        "ageRange" text NOT NULL DEFAULT 'early-elementary',
        "title" text NOT NULL DEFAULT '',
        "content" text NOT NULL DEFAULT '',
        "wordCount" integer NOT NULL DEFAULT 0,
        "requestedWordCount" integer NOT NULL,
        "isCollaborative" boolean NOT NULL DEFAULT false,
        "collaborativeToken" text,
        "parentContributions" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "childContributions" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "collaborationStatus" text NOT NULL DEFAULT 'not_started'
          CHECK ("collaborationStatus" IN ('not_started', 'in_progress', 'complete')),
        "generationStatus" text NOT NULL DEFAULT 'queued'
          CHECK ("generationStatus" IN ('queued', 'generating', 'ready', 'failed')),
        "progress" smallint NOT NULL DEFAULT 0 CHECK ("progress" BETWEEN 0 AND 100),
        "generationError" text,
        "seed" integer NOT NULL,
        "revision" integer NOT NULL DEFAULT 1,
        "pages" jsonb,
        "provider" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "stories_owner_created_idx" ON "stories" ("ownerVisitorId", "createdAt")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "stories_collaborative_token_idx" ON "stories" ("collaborativeToken") WHERE "collaborativeToken" IS NOT NULL`,
    );
    // The reconciler looks only at unfinished stories.
    await q.query(
      `CREATE INDEX "stories_unfinished_idx" ON "stories" ("updatedAt") WHERE "generationStatus" IN ('queued', 'generating')`,
    );

    await q.query(`
      CREATE TABLE "story_illustrations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid NOT NULL REFERENCES "stories" ("id") ON DELETE CASCADE,
        "imageData" text NOT NULL,
        "pageNumber" smallint CHECK ("pageNumber" IS NULL OR "pageNumber" BETWEEN -2 AND 9),
        "pageContent" text,
        "sequenceOrder" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "story_illustrations_story_seq_idx" ON "story_illustrations" ("storyId", "sequenceOrder")`,
    );

    await q.query(`
      CREATE TABLE "orders" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "storyId" uuid REFERENCES "stories" ("id") ON DELETE SET NULL,
        "paymentIntentId" text NOT NULL UNIQUE,
        "amountCents" integer NOT NULL CHECK ("amountCents" >= 0),
        "subtotalCents" integer NOT NULL DEFAULT 0,
        "taxAmountCents" integer NOT NULL DEFAULT 0,
        "taxRate" numeric(6, 3) NOT NULL DEFAULT 0,
        "currency" text NOT NULL DEFAULT 'usd',
        "status" text NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled')),
        "isTest" boolean NOT NULL DEFAULT false,
        "recipientName" text NOT NULL,
        "recipientEmail" text NOT NULL,
        "recipientPhone" text,
        "shippingAddress" text NOT NULL,
        "shippingCity" text NOT NULL,
        "shippingState" text NOT NULL,
        "shippingZipCode" text NOT NULL,
        "shippingCountry" text NOT NULL,
        "childGender" text NOT NULL DEFAULT 'unspecified',
        "childRace" text NOT NULL DEFAULT 'unspecified',
        "illustratorNotes" text,
        "trackingNumber" text,
        "trackingUrl" text,
        "printOrderId" text,
        "printStatus" text,
        "estimatedDelivery" date,
        "fulfilled" boolean NOT NULL DEFAULT false,
        "notes" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "orders_created_idx" ON "orders" ("createdAt")`);
    await q.query(
      `CREATE INDEX "orders_status_fulfilled_created_idx" ON "orders" ("status", "fulfilled", "createdAt")`,
    );
    await q.query(`CREATE INDEX "orders_story_idx" ON "orders" ("storyId")`);

    await q.query(`
      CREATE TABLE "story_prompts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid NOT NULL REFERENCES "stories" ("id") ON DELETE CASCADE,
        "promptText" text NOT NULL,
        "promptType" text NOT NULL CHECK ("promptType" IN ('start', 'middle', 'end', 'custom')),
        "targetContributor" text NOT NULL CHECK ("targetContributor" IN ('parent', 'child', 'both')),
        "completed" boolean NOT NULL DEFAULT false,
        "order" integer NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "story_prompts_story_order_idx" ON "story_prompts" ("storyId", "order")`,
    );

    await q.query(`
      CREATE TABLE "story_contributions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "storyId" uuid NOT NULL REFERENCES "stories" ("id") ON DELETE CASCADE,
        "promptId" uuid REFERENCES "story_prompts" ("id") ON DELETE SET NULL,
        "contributorType" text NOT NULL CHECK ("contributorType" IN ('parent', 'child')),
        "content" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "story_contributions_story_created_idx" ON "story_contributions" ("storyId", "createdAt")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "story_contributions_prompt_idx" ON "story_contributions" ("promptId") WHERE "promptId" IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE "contact_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "email" text NOT NULL,
        "subject" text NOT NULL,
        "message" text NOT NULL,
        "isRead" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("createdAt")`,
    );

    await q.query(`
      CREATE TABLE "newsletter_subscribers" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL UNIQUE CHECK ("email" = lower("email")),
        "unsubscribeToken" text NOT NULL UNIQUE,
        "unsubscribedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE "processed_webhook_events" (
        "provider" text NOT NULL,
        "eventId" text NOT NULL,
        "receivedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("provider", "eventId")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'processed_webhook_events',
      'newsletter_subscribers',
      'contact_messages',
      'story_contributions',
      'story_prompts',
      'orders',
      'story_illustrations',
      'stories',
      'users',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
