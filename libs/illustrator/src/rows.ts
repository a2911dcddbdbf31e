import { StoryIllustrationEntity } from '@shop/db';
import type { DataSource, EntityManager } from 'typeorm';

/** Serialises changes to one story's illustrations (sequence numbers, page slots) in a transaction. */
export async function lockStoryIllustrations(
  manager: EntityManager,
  storyId: string,
): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock(hashtext('story_illustrations'), hashtext($1))`,
    [storyId],
  );
}

/**
 * The page rule: a page (or cover) holds one picture. Giving a page to one picture takes it from
 * whichever other picture of the story had it (that one becomes "not assigned").
 */
export async function freePage(
  manager: EntityManager,
  storyId: string,
  pageNumber: number | null,
  exceptId?: string,
): Promise<void> {
  if (pageNumber === null) return;
  const qb = manager
    .createQueryBuilder()
    .update(StoryIllustrationEntity)
    .set({ pageNumber: null })
    .where('"storyId" = :storyId AND "pageNumber" = :pageNumber', { storyId, pageNumber });
  if (exceptId) qb.andWhere('id <> :exceptId', { exceptId });
  await qb.execute();
}

export interface NewIllustration {
  storyId: string;
  imageData: string;
  pageNumber: number | null;
  pageContent: string | null;
}

/**
 * Adds a picture at the end of the story's order and on its page. With `unique` the insert is
 * skipped when a row with the same storage reference exists (a retried job), and that row is returned.
 */
export async function insertIllustration(
  db: DataSource,
  row: NewIllustration,
): Promise<{ entity: StoryIllustrationEntity; created: boolean }> {
  const run = async (m: EntityManager) => {
    await lockStoryIllustrations(m, row.storyId);
    const existing = await m.findOneBy(StoryIllustrationEntity, {
      storyId: row.storyId,
      imageData: row.imageData,
    });
    if (existing) return { entity: existing, created: false };
    const { next } = (await m
      .createQueryBuilder(StoryIllustrationEntity, 'i')
      .select('COALESCE(MAX(i."sequenceOrder") + 1, 0)', 'next')
      .where('i."storyId" = :storyId', { storyId: row.storyId })
      .getRawOne<{ next: number | string }>())!;
    await freePage(m, row.storyId, row.pageNumber);
    const entity = await m.save(
      StoryIllustrationEntity,
      m.create(StoryIllustrationEntity, { ...row, sequenceOrder: Number(next) }),
    );
    return { entity, created: true };
  };
  return db.transaction(run);
}

/** Pages of the full set a story still lacks, in book order. */
export async function missingPages(
  db: DataSource | EntityManager,
  storyId: string,
  fullSet: readonly number[],
): Promise<number[]> {
  const rows: { pageNumber: number }[] = await db.query(
    `SELECT DISTINCT "pageNumber" FROM story_illustrations WHERE "storyId" = $1 AND "pageNumber" IS NOT NULL`,
    [storyId],
  );
  const have = new Set(rows.map((r) => Number(r.pageNumber)));
  return fullSet.filter((p) => !have.has(p));
}
