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

async function nextSequence(m: EntityManager, storyId: string): Promise<number> {
  const { next } = (await m
    .createQueryBuilder(StoryIllustrationEntity, 'i')
    .select('COALESCE(MAX(i."sequenceOrder") + 1, 0)', 'next')
    .where('i."storyId" = :storyId', { storyId })
    .getRawOne<{ next: number | string }>())!;
  return Number(next);
}

/**
 * The operator's picture (an upload, or one drawn on the operator's request): added at the end of
 * the story's order and on its page, which it takes from any other picture. The insert is skipped
 * when a row with the same storage reference exists (a retried job), and that row is returned.
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
    const sequenceOrder = await nextSequence(m, row.storyId);
    await freePage(m, row.storyId, row.pageNumber);
    const entity = await m.save(
      StoryIllustrationEntity,
      m.create(StoryIllustrationEntity, {
        ...row,
        sequenceOrder,
        source: 'operator',
        printReady: true,
        storyRevision: null,
      }),
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

export interface AutomaticPicture {
  storyId: string;
  pageNumber: number;
  imageData: string;
  pageContent: string | null;
  /** Whether the print-size file was stored too. */
  printReady: boolean;
  storyRevision: number;
}

export type PlacedPicture =
  /** On its page now (`replaced`: storage keys of the automatic picture it took the page from). */
  | { outcome: 'placed'; entity: StoryIllustrationEntity; replaced: string[] }
  /** This very picture was already stored (a retried or repeated job). */
  | { outcome: 'present'; entity: StoryIllustrationEntity; replaced: [] }
  /** The page keeps the picture it holds: the operator's, which an automatic one never replaces. */
  | { outcome: 'kept'; entity: StoryIllustrationEntity; replaced: [] };

/**
 * An automatic picture for one page. It fills the page when the page is empty or holds an
 * automatic picture of something else (an older version of the story), which it replaces; a page
 * holding the operator's picture is left as it is. The writes are conditional in the database as
 * well (only rows with source 'auto' are deleted; the insert does nothing when the page is taken).
 */
export async function placeAutomaticPicture(
  db: DataSource,
  pic: AutomaticPicture,
): Promise<PlacedPicture> {
  return db.transaction(async (m) => {
    await lockStoryIllustrations(m, pic.storyId);
    const same = await m.findOneBy(StoryIllustrationEntity, {
      storyId: pic.storyId,
      imageData: pic.imageData,
    });
    if (same) {
      if (pic.printReady && !same.printReady) {
        await m.update(StoryIllustrationEntity, { id: same.id }, { printReady: true });
        same.printReady = true;
      }
      return { outcome: 'present', entity: same, replaced: [] };
    }
    const holder = await m.findOneBy(StoryIllustrationEntity, {
      storyId: pic.storyId,
      pageNumber: pic.pageNumber,
    });
    if (holder?.source === 'operator') {
      return { outcome: 'kept', entity: holder, replaced: [] };
    }
    const replaced: string[] = [];
    let sequenceOrder: number | undefined;
    if (holder) {
      const gone: { id: string }[] = await m.query(
        `DELETE FROM story_illustrations WHERE id = $1 AND source = 'auto' RETURNING id`,
        [holder.id],
      );
      if (gone.length) {
        replaced.push(holder.imageData);
        sequenceOrder = holder.sequenceOrder;
      }
    }
    sequenceOrder ??= await nextSequence(m, pic.storyId);
    const inserted: { id: string }[] = await m.query(
      `INSERT INTO story_illustrations
         ("storyId", "imageData", "pageNumber", "pageContent", "sequenceOrder", source,
          "printReady", "storyRevision")
       VALUES ($1, $2, $3, $4, $5, 'auto', $6, $7)
       ON CONFLICT ("storyId", "pageNumber") WHERE "pageNumber" IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        pic.storyId,
        pic.imageData,
        pic.pageNumber,
        pic.pageContent,
        sequenceOrder,
        pic.printReady,
        pic.storyRevision,
      ],
    );
    if (!inserted.length) {
      // Taken meanwhile by a writer that does not hold the lock: whoever holds it keeps it.
      const now = await m.findOneByOrFail(StoryIllustrationEntity, {
        storyId: pic.storyId,
        pageNumber: pic.pageNumber,
      });
      return { outcome: 'kept', entity: now, replaced: [] };
    }
    const entity = await m.findOneByOrFail(StoryIllustrationEntity, { id: inserted[0]!.id });
    return { outcome: 'placed', entity, replaced };
  });
}
