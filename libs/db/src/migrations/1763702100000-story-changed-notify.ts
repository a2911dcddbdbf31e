import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STORY_CHANGED_CHANNEL } from '../story-changes';

const FUNCTIONS = [
  ['notify_story_changed_by_id', 'id'],
  ['notify_story_changed_by_story_id', 'storyId'],
] as const;

/**
 * NOTIFY on STORY_CHANGED_CHANNEL with the story's id whenever what its read shows may change:
 * the story row itself while or once it is ready (a story still being written is never cached,
 * so its progress writes stay quiet), any of its pictures, and any order that can freeze it.
 * Notifications are sent at commit and only then, so a listener never hears of a change it
 * cannot yet read.
 */
export class StoryChangedNotify1763702100000 implements MigrationInterface {
  name = 'StoryChangedNotify1763702100000';

  async up(q: QueryRunner): Promise<void> {
    // One function per key column: reading a column by name through to_jsonb(row) would copy
    // the whole row (a story's text, a picture's bytes) on every write.
    for (const [fn, column] of FUNCTIONS) {
      await q.query(`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' AND OLD."${column}" IS NOT NULL THEN
            PERFORM pg_notify('${STORY_CHANGED_CHANNEL}', OLD."${column}"::text);
          END IF;
          IF TG_OP <> 'DELETE' AND NEW."${column}" IS NOT NULL
            AND (TG_OP = 'INSERT' OR NEW."${column}" IS DISTINCT FROM OLD."${column}") THEN
            PERFORM pg_notify('${STORY_CHANGED_CHANNEL}', NEW."${column}"::text);
          END IF;
          RETURN NULL;
        END $$`);
    }
    await q.query(`
      CREATE TRIGGER stories_changed_update AFTER UPDATE ON "stories" FOR EACH ROW
        WHEN (OLD."generationStatus" = 'ready' OR NEW."generationStatus" = 'ready')
        EXECUTE FUNCTION notify_story_changed_by_id()`);
    await q.query(`
      CREATE TRIGGER stories_changed_delete AFTER DELETE ON "stories" FOR EACH ROW
        WHEN (OLD."generationStatus" = 'ready')
        EXECUTE FUNCTION notify_story_changed_by_id()`);
    await q.query(`
      CREATE TRIGGER story_illustrations_changed AFTER INSERT OR UPDATE OR DELETE
        ON "story_illustrations" FOR EACH ROW EXECUTE FUNCTION notify_story_changed_by_story_id()`);
    await q.query(`
      CREATE TRIGGER orders_changed_write AFTER INSERT OR DELETE ON "orders" FOR EACH ROW
        EXECUTE FUNCTION notify_story_changed_by_story_id()`);
    await q.query(`
      CREATE TRIGGER orders_changed_update AFTER UPDATE ON "orders" FOR EACH ROW
        WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."isTest" IS DISTINCT FROM NEW."isTest"
          OR OLD."storyId" IS DISTINCT FROM NEW."storyId")
        EXECUTE FUNCTION notify_story_changed_by_story_id()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER orders_changed_update ON "orders"`);
    await q.query(`DROP TRIGGER orders_changed_write ON "orders"`);
    await q.query(`DROP TRIGGER story_illustrations_changed ON "story_illustrations"`);
    await q.query(`DROP TRIGGER stories_changed_delete ON "stories"`);
    await q.query(`DROP TRIGGER stories_changed_update ON "stories"`);
    for (const [fn] of FUNCTIONS) await q.query(`DROP FUNCTION ${fn}()`);
  }
}
