import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FULL_SET_PAGES, ILLUSTRATION_PAGES } from '@shop/contracts';
import { type DataSource, type EntityManager, IsNull, Not, type Repository } from 'typeorm';
import { StoryIllustrationEntity } from '../entities/story-illustration.entity';
import { readyPicturesSql } from './ready-pictures';

/** The operator's picture as it is added (an upload, or one drawn on the operator's request). */
export interface NewIllustration {
  storyId: string;
  /** Storage key of the print-size file (the web copy sits beside it). */
  imageData: string;
  pageNumber: number | null;
  pageContent: string | null;
}

/** An automatic picture of one page, drawn from one version of the story. */
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

/** A picture on a page of the book: what the book build and its fingerprint read. */
export type PagePicture = Pick<StoryIllustrationEntity, 'imageData' | 'pageNumber'>;

/**
 * The one owner of a story's illustration set (table `story_illustrations`): every write goes
 * through here, and so do the reads of the API (the operator's manager, the family's view, the
 * book's fingerprint) and of the worker (drawing, the bulk run's plan, the book build).
 *
 * The rules it keeps:
 * - **A page holds one picture.** Giving a page to a picture takes it from whichever other
 *   picture of the story had it (that one becomes "not assigned"). A partial unique index
 *   (`story_illustrations_one_per_page`) backs the rule in the database.
 * - **The operator's pictures win.** `source` 'operator' (uploaded, drawn on the operator's
 *   request, or placed on a page by the operator) is never replaced automatically; 'auto'
 *   pictures fill empty pages, or replace an automatic picture of an older version of the story.
 * - **`storyRevision`** is the story version an automatic picture illustrates (null for the
 *   operator's); the family sees only the current version's automatic pictures.
 * - **One writer at a time per story.** Every change runs in a transaction holding the story's
 *   advisory lock, so sequence numbers and page slots never race; the automatic writes are also
 *   conditional in SQL, so a writer that skipped the lock cannot break the rules.
 *
 * The rows are the whole truth of the set. Redis keeps no copy of it: it holds only a bulk run's
 * bookkeeping (BullMQ's own counts of the run's children and the run's cancelled flag, see
 * `illustrationKeys` in libs/queue) and the per-story budget of paid image calls. Neither says
 * which pictures a story has, and nothing reads them for that. A story list counts its stories'
 * current pictures in its own query with readyPicturesSql (ready-pictures.ts).
 *
 * A Nest provider (DbModule), and plain code may `new IllustrationRepository(dataSource)`.
 */
@Injectable()
export class IllustrationRepository {
  private readonly rows: Repository<StoryIllustrationEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.rows = dataSource.getRepository(StoryIllustrationEntity);
  }

  // ---- reads ----

  findById(id: string): Promise<StoryIllustrationEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** The story's picture stored under `imageData` (a retried job finds its own work). */
  findByImage(storyId: string, imageData: string): Promise<StoryIllustrationEntity | null> {
    return this.rows.findOneBy({ storyId, imageData });
  }

  /** The picture on a page (or cover) of the story, if any. */
  onPage(storyId: string, pageNumber: number): Promise<StoryIllustrationEntity | null> {
    return this.rows.findOneBy({ storyId, pageNumber });
  }

  /**
   * A story's pictures in the operator's order. With `currentRevision` (the family's view):
   * without automatic pictures of an earlier version of the story, which its own will replace.
   */
  async list(storyId: string, currentRevision?: number): Promise<StoryIllustrationEntity[]> {
    const rows = await this.rows.find({
      where: { storyId },
      order: { sequenceOrder: 'ASC', createdAt: 'ASC' },
    });
    return currentRevision === undefined
      ? rows
      : rows.filter((r) => r.source === 'operator' || r.storyRevision === currentRevision);
  }

  /** The storage key (or data) of the story's cover picture (the status page's); null if none. */
  async coverImageOf(storyId: string): Promise<string | null> {
    const cover = await this.rows.findOne({
      select: { imageData: true, pageNumber: true },
      where: { storyId, pageNumber: ILLUSTRATION_PAGES.cover },
    });
    return cover?.imageData ?? null;
  }

  /** The pictures that sit on a page (the book's pictures), whatever their version. */
  pagePictures(storyId: string): Promise<PagePicture[]> {
    return this.rows.find({
      where: { storyId, pageNumber: Not(IsNull()) },
      select: { imageData: true, pageNumber: true },
    });
  }

  /** Pages of `fullSet` the story still lacks a picture for, in the order given. */
  async missingPages(
    storyId: string,
    fullSet: readonly number[] = FULL_SET_PAGES,
  ): Promise<number[]> {
    const rows: { pageNumber: number }[] = await this.dataSource.query(
      `SELECT DISTINCT "pageNumber" FROM story_illustrations WHERE "storyId" = $1 AND "pageNumber" IS NOT NULL`,
      [storyId],
    );
    const have = new Set(rows.map((r) => Number(r.pageNumber)));
    return fullSet.filter((p) => !have.has(p));
  }

  /** Pages of the full set holding a current picture of this version of the story (readyPicturesSql). */
  async currentPictureCount(storyId: string, revision: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT ${readyPicturesSql('$1::uuid', '$2::int')} AS ready`,
      [storyId, revision],
    )) as { ready: number }[];
    return row?.ready ?? 0;
  }

  /** Whether any picture row still refers to this stored file (pictures may share one). */
  isReferenced(imageData: string): Promise<boolean> {
    return this.rows.existsBy({ imageData });
  }

  /**
   * The stories a bulk run draws for, with the full-set pages each still lacks: the given
   * stories, or every story of a paid order whose full set is not complete (oldest order first).
   * Stories not written yet are left out.
   */
  async bulkPlan(
    stories: string[] | 'paid-without-full-set',
  ): Promise<{ stories: number; children: [string, number][] }> {
    const ids =
      stories === 'paid-without-full-set'
        ? await this.paidStoriesWithoutFullSet()
        : [...new Set(stories)];
    const ready: { id: string }[] = ids.length
      ? await this.dataSource.query(
          `SELECT id FROM stories WHERE id = ANY($1::uuid[]) AND "generationStatus" = 'ready'`,
          [ids],
        )
      : [];
    const readyIds = ids.filter((id) => ready.some((r) => r.id === id));
    const children: [string, number][] = [];
    for (const storyId of readyIds) {
      for (const page of await this.missingPages(storyId)) children.push([storyId, page]);
    }
    return { stories: readyIds.length, children };
  }

  private async paidStoriesWithoutFullSet(): Promise<string[]> {
    const rows: { storyId: string }[] = await this.dataSource.query(
      `SELECT o."storyId" FROM orders o
        WHERE o.status = 'paid' AND o."storyId" IS NOT NULL
          AND (SELECT COUNT(DISTINCT i."pageNumber") FROM story_illustrations i
                WHERE i."storyId" = o."storyId" AND i."pageNumber" IS NOT NULL) < $1
        GROUP BY o."storyId" ORDER BY MIN(o."createdAt")`,
      [FULL_SET_PAGES.length],
    );
    return rows.map((r) => r.storyId);
  }

  // ---- writes (each in a transaction holding the story's lock) ----

  /**
   * The operator's picture: added at the end of the story's order and on its page, which it takes
   * from any other picture. The insert is skipped when a row with the same storage reference
   * exists (a retried job), and that row is returned.
   */
  addOperatorPicture(
    row: NewIllustration,
  ): Promise<{ entity: StoryIllustrationEntity; created: boolean }> {
    return this.dataSource.transaction(async (m) => {
      await lockStory(m, row.storyId);
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
    });
  }

  /**
   * An automatic picture for one page. It fills the page when the page is empty or holds an
   * automatic picture of something else (an older version of the story), which it replaces; a
   * page holding the operator's picture is left as it is. The writes are conditional in the
   * database as well (only rows with source 'auto' are deleted; the insert does nothing when the
   * page is taken). The same picture stored again only gains its print-size flag.
   */
  placeAutomatic(pic: AutomaticPicture): Promise<PlacedPicture> {
    return this.dataSource.transaction(async (m): Promise<PlacedPicture> => {
      await lockStory(m, pic.storyId);
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
      if (holder?.source === 'operator') return { outcome: 'kept', entity: holder, replaced: [] };
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

  /**
   * The operator puts a picture on a page (or on none): the page is taken from the picture that
   * had it, and the picture becomes the operator's (never replaced automatically). `check` sees
   * the row before anything changes and may throw to refuse. Null when the picture is gone.
   */
  assignPage(
    id: string,
    change: { pageNumber: number | null; pageContent?: string | null },
    check?: (row: StoryIllustrationEntity) => Promise<void>,
  ): Promise<StoryIllustrationEntity | null> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!row) return null;
      await check?.(row);
      await lockStory(m, row.storyId);
      await freePage(m, row.storyId, change.pageNumber, id);
      row.pageNumber = change.pageNumber;
      row.source = 'operator';
      row.storyRevision = null;
      if (change.pageContent !== undefined) row.pageContent = change.pageContent;
      return m.save(row);
    });
  }

  /**
   * Moves a picture to another place in the operator's order: it swaps with the picture at that
   * place, or simply takes the place when it is free. Null when the picture is gone.
   */
  moveTo(id: string, sequenceOrder: number): Promise<StoryIllustrationEntity | null> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!row) return null;
      await lockStory(m, row.storyId);
      const fresh = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!fresh) return null;
      if (fresh.sequenceOrder === sequenceOrder) return fresh;
      const neighbour = await m.findOneBy(StoryIllustrationEntity, {
        storyId: fresh.storyId,
        sequenceOrder,
      });
      if (neighbour) {
        await m.update(
          StoryIllustrationEntity,
          { id: neighbour.id },
          { sequenceOrder: fresh.sequenceOrder },
        );
      }
      fresh.sequenceOrder = sequenceOrder;
      return m.save(fresh);
    });
  }

  /**
   * Deletes a picture. `fileUnused`: no other row refers to its stored file, which the caller
   * may now delete from storage. Null when the picture was already gone.
   */
  remove(id: string): Promise<{ removed: StoryIllustrationEntity; fileUnused: boolean } | null> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOneBy(StoryIllustrationEntity, { id });
      if (!row) return null;
      await lockStory(m, row.storyId);
      await m.delete(StoryIllustrationEntity, { id });
      const shared = await m.existsBy(StoryIllustrationEntity, { imageData: row.imageData });
      return { removed: row, fileUnused: !shared };
    });
  }
}

/** Serialises changes to one story's illustrations (sequence numbers, page slots). */
async function lockStory(m: EntityManager, storyId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('story_illustrations'), hashtext($1))`, [
    storyId,
  ]);
}

/** The page rule: the page (or cover) is taken from whichever other picture of the story has it. */
async function freePage(
  m: EntityManager,
  storyId: string,
  pageNumber: number | null,
  exceptId?: string,
): Promise<void> {
  if (pageNumber === null) return;
  const qb = m
    .createQueryBuilder()
    .update(StoryIllustrationEntity)
    .set({ pageNumber: null })
    .where('"storyId" = :storyId AND "pageNumber" = :pageNumber', { storyId, pageNumber });
  if (exceptId) qb.andWhere('id <> :exceptId', { exceptId });
  await qb.execute();
}

async function nextSequence(m: EntityManager, storyId: string): Promise<number> {
  const { next } = (await m
    .createQueryBuilder(StoryIllustrationEntity, 'i')
    .select('COALESCE(MAX(i."sequenceOrder") + 1, 0)', 'next')
    .where('i."storyId" = :storyId', { storyId })
    .getRawOne<{ next: number | string }>())!;
  return Number(next);
}
