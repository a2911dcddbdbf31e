import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type DeepPartial, In, LessThanOrEqual, type Repository } from 'typeorm';
import type { StoryContributionEntity } from '../entities/story-contribution.entity';
import { StoryVersionEntity } from '../entities/story-version.entity';
import { StoryEntity } from '../entities/story.entity';
import { readyPicturesSql } from './ready-pictures';
import { storyOrderedSql } from './story-freeze';
import type { DbTransaction } from './transaction';

/** What a finished writing (generated or woven) stores on the story. */
export type WrittenStory = Pick<
  StoryEntity,
  'title' | 'content' | 'wordCount' | 'pages' | 'provider'
> &
  DeepPartial<StoryEntity>;

/** Copies a story's current text into story_versions (add the WHERE on `s`). */
const KEEP_VERSION_SQL = `
  INSERT INTO "story_versions"
    ("storyId", "revision", "title", "content", "wordCount", "pages", "companionName", "provider", "writtenAt")
  SELECT s."id", s."revision", s."title", s."content", s."wordCount", s."pages", s."companionName",
         s."provider", s."updatedAt"
    FROM "stories" s`;

/** Thrown inside a transaction to roll it back when there was nothing to replace. */
class NothingToVersion extends Error {}

/** The story with what its read needs besides its columns (see readWithOrderAndPictures). */
export interface StoryRead {
  story: StoryEntity;
  /** It has a freezing order (see storyOrderedSql). */
  ordered: boolean;
  /** Pages of the full set holding a current picture; null unless the story is ready. */
  pictures: number | null;
}

/** The columns of the operator's list of stories. */
export type OperatorStoryRow = Pick<
  StoryEntity,
  | 'id'
  | 'title'
  | 'childName'
  | 'animal'
  | 'theme'
  | 'isCollaborative'
  | 'generationStatus'
  | 'createdAt'
>;

/** The family's corrected text (title, paragraphs and the pages they appear on). */
export type CorrectedText = Pick<StoryEntity, 'title' | 'content' | 'wordCount' | 'pages'>;

/** Generation statuses whose job has not finished. */
const OPEN = ['queued', 'generating'] as const;

/** The story row being updated has no freezing order (paid, later, or a test order). */
const NOT_ORDERED = `NOT ${storyOrderedSql('"stories"."id"')}`;

/**
 * A story's writing state, in one place: `queued → generating → ready / failed`, and back to
 * `queued` for another version. Every change is one conditional UPDATE, so retried, duplicated
 * or racing jobs change a story once (the first claim or completion wins).
 */
@Injectable()
export class StoryRepository {
  private readonly stories: Repository<StoryEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.stories = dataSource.getRepository(StoryEntity);
  }

  findById(id: string): Promise<StoryEntity | null> {
    return this.stories.findOneBy({ id });
  }

  /**
   * The story, whether it is ordered and, once ready, how many of its current pictures are drawn,
   * in one statement (the story page's read). Undefined when there is no such story.
   */
  async readWithOrderAndPictures(id: string): Promise<StoryRead | undefined> {
    const [row] = (await this.stories.query(
      `SELECT "s".*, ${storyOrderedSql('"s"."id"')} AS "ordered",
         CASE WHEN "s"."generationStatus" = 'ready'
           THEN ${readyPicturesSql('"s"."id"', '"s"."revision"')} END AS "pictures"
       FROM "stories" "s" WHERE "s"."id" = $1`,
      [id],
    )) as (StoryEntity & { ordered: boolean; pictures: number | null })[];
    if (!row) return undefined;
    const { ordered, pictures, ...columns } = row;
    return { story: this.stories.create(columns), ordered, pictures };
  }

  /** Every visitor's stories for the operator, newest first (ties by id). */
  listForOperator(limit: number): Promise<OperatorStoryRow[]> {
    return this.stories.find({
      select: {
        id: true,
        title: true,
        childName: true,
        animal: true,
        theme: true,
        isCollaborative: true,
        generationStatus: true,
        createdAt: true,
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  findOwned(id: string, ownerVisitorId: string): Promise<StoryEntity | null> {
    return this.stories.findOneBy({ id, ownerVisitorId });
  }

  /** A visitor's stories, newest first. */
  listOwned(ownerVisitorId: string, limit: number): Promise<StoryEntity[]> {
    return this.stories.find({
      where: { ownerVisitorId },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  /**
   * A new story waiting for its writing job: one INSERT … RETURNING (no transaction around a
   * single statement), so the generate request costs one database round trip.
   */
  async createQueued(fields: DeepPartial<StoryEntity>): Promise<StoryEntity> {
    const result = await this.stories
      .createQueryBuilder()
      .insert()
      .into(StoryEntity)
      .values(
        this.stories.create({ ...fields, isCollaborative: false, generationStatus: 'queued' }),
      )
      .returning('*')
      .execute();
    return this.stories.create((result.raw as StoryEntity[])[0]!);
  }

  /**
   * Takes back a story whose writing job could not be queued (Redis did not answer): the request
   * fails, so no story may stay behind that nobody was told about. Only a story still queued goes.
   */
  async withdrawQueued(id: string): Promise<void> {
    await this.stories.delete({ id, generationStatus: 'queued' });
  }

  /**
   * "Another version": back to queued with a new seed and the next revision, only once the last
   * writing has finished (ready or failed), and never once it is ordered. Null otherwise. A ready
   * story's text (corrections included) is kept first as an earlier version, in the same
   * transaction.
   */
  async queueNewVersion(id: string, seed: number): Promise<StoryEntity | null> {
    return this.dataSource
      .transaction(async (m) => {
        await m.query(
          `${KEEP_VERSION_SQL} WHERE s."id" = $1 AND s."generationStatus" = 'ready' AND NOT ${storyOrderedSql('s."id"')}
         ON CONFLICT ("storyId", "revision") DO NOTHING`,
          [id],
        );
        const result = await m
          .createQueryBuilder()
          .update(StoryEntity)
          .set({
            generationStatus: 'queued',
            progress: 0,
            generationError: null,
            seed,
            revision: () => '"revision" + 1',
          })
          .where(`id = :id AND "generationStatus" IN (:...done) AND ${NOT_ORDERED}`, {
            id,
            done: ['ready', 'failed'],
          })
          .execute();
        if (!result.affected) {
          // Nothing replaced: nothing to keep (the kept row, if any, goes with the rollback).
          throw new NothingToVersion();
        }
        return m.findOneByOrFail(StoryEntity, { id });
      })
      .catch((err: unknown) => {
        if (err instanceof NothingToVersion) return null;
        throw err;
      });
  }

  /** The story's earlier versions, newest first (the current text is the story itself). */
  listVersions(storyId: string): Promise<StoryVersionEntity[]> {
    return this.dataSource
      .getRepository(StoryVersionEntity)
      .find({ where: { storyId }, order: { revision: 'DESC' } });
  }

  /**
   * Goes back to an earlier version: the text shown now is kept as a version, the chosen one
   * becomes the story's text under a new revision (its pictures are drawn for it again), and it
   * leaves the list. Only for a ready story that is not ordered; null otherwise or when the
   * version does not exist.
   */
  async restoreVersion(storyId: string, revision: number): Promise<StoryEntity | null> {
    return this.dataSource.transaction(async (m) => {
      const [story] = (await m.query(
        `SELECT "revision" FROM "stories" s
          WHERE s."id" = $1 AND s."generationStatus" = 'ready' AND NOT ${storyOrderedSql('s."id"')}
          FOR UPDATE`,
        [storyId],
      )) as { revision: number }[];
      const version = await m.findOneBy(StoryVersionEntity, { storyId, revision });
      if (!story || !version) return null;
      await m.query(
        `${KEEP_VERSION_SQL} WHERE s."id" = $1
         ON CONFLICT ("storyId", "revision") DO NOTHING`,
        [storyId],
      );
      const [{ next }] = (await m.query(
        `SELECT GREATEST($2::int, COALESCE(MAX("revision"), 0)) + 1 AS next
           FROM "story_versions" WHERE "storyId" = $1`,
        [storyId, story.revision],
      )) as [{ next: number }];
      await m.update(StoryEntity, storyId, {
        title: version.title,
        content: version.content,
        wordCount: version.wordCount,
        pages: version.pages,
        companionName: version.companionName,
        provider: version.provider,
        revision: next,
      });
      await m.delete(StoryVersionEntity, { id: version.id });
      return m.findOneByOrFail(StoryEntity, { id: storyId });
    });
  }

  /**
   * queued/generating → generating for a story to generate, atomically; null when it is
   * finished, gone, or written together (those are woven, never generated).
   */
  claimGeneration(storyId: string): Promise<StoryEntity | null> {
    return this.claim(storyId, 5, 'NOT "isCollaborative"');
  }

  /** The same for a complete Create Together story waiting to be woven. */
  claimWeaving(storyId: string): Promise<StoryEntity | null> {
    return this.claim(storyId, 10, `"isCollaborative" AND "collaborationStatus" = 'complete'`);
  }

  /**
   * One UPDATE in the usual case. The claim never takes an ordered story, so settling one (a new
   * version that raced a payment) is needed only when the claim took nothing.
   */
  private async claim(storyId: string, minProgress: number, kind: string) {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({
        generationStatus: 'generating',
        progress: () => `GREATEST("progress", ${minProgress})`,
      })
      .where(`id = :storyId AND ${kind} AND "generationStatus" IN (:...open) AND ${NOT_ORDERED}`, {
        storyId,
        open: OPEN,
      })
      .returning('*')
      .execute();
    const raw = (result.raw as StoryEntity[])[0];
    if (raw) return this.stories.create(raw);
    await this.settleOrdered(storyId);
    return null;
  }

  /** How far the writing is (0-100), while it is being written. */
  async setProgress(storyId: string, progress: number): Promise<void> {
    await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ progress })
      .where('id = :storyId AND "generationStatus" = :generating', {
        storyId,
        generating: 'generating',
      })
      .execute();
  }

  /**
   * generating → ready with the written text, only if still being written (and, when given, still
   * this revision): exactly one run wins. True when this call wrote it.
   */
  async complete(story: Pick<StoryEntity, 'id'>, written: WrittenStory, revision?: number) {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ ...written, generationStatus: 'ready', progress: 100, generationError: null })
      .where(
        `id = :id AND "generationStatus" = :generating${revision === undefined ? '' : ' AND revision = :revision'} AND ${NOT_ORDERED}`,
        { id: story.id, generating: 'generating', revision },
      )
      .execute();
    if (result.affected) return true;
    await this.settleOrdered(story.id);
    return false;
  }

  /**
   * A new version that raced a payment is dropped: an ordered story still queued or being
   * written goes back to ready with the text that was ordered (its text was never replaced).
   */
  private async settleOrdered(storyId: string): Promise<void> {
    await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ generationStatus: 'ready', progress: 100, generationError: null })
      .where(
        `id = :storyId AND "generationStatus" IN (:...open) AND content <> '' AND ${storyOrderedSql('"stories"."id"')}`,
        { storyId, open: OPEN },
      )
      .execute();
  }

  /**
   * A writing job's final failure, where the parent sees it: only a story still queued or
   * generating changes. `what` completes "We couldn't … this story"; `collaborativeOnly` keeps
   * the weaving job off regular stories.
   */
  async markFailed(
    storyId: string,
    error: unknown,
    { what, collaborativeOnly = false }: { what: string; collaborativeOnly?: boolean },
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({
        generationStatus: 'failed',
        progress: 0,
        generationError: `We couldn't ${what} this story (${reason.slice(0, 200)}). Please try again.`,
      })
      .where(
        `id = :storyId${collaborativeOnly ? ' AND "isCollaborative"' : ''} AND "generationStatus" IN (:...open)`,
        { storyId, open: OPEN },
      )
      .execute();
  }

  /** Stories still being written whose last change is older than `cutoff`, oldest first. */
  unfinishedSince(cutoff: Date, limit: number): Promise<StoryEntity[]> {
    return this.stories.find({
      where: { generationStatus: In([...OPEN]), updatedAt: LessThanOrEqual(cutoff) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }

  /**
   * The family's correction of a ready story's text: written only while the story is not ordered
   * and its title and text are still `expected` (nobody changed it meanwhile). True when written.
   */
  async correctText(
    id: string,
    expected: Pick<StoryEntity, 'title' | 'content'>,
    changes: CorrectedText,
  ): Promise<boolean> {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set(changes)
      .where('id = :id AND content = :content AND title = :title', {
        id,
        content: expected.content,
        title: expected.title,
      })
      .andWhere(NOT_ORDERED)
      .execute();
    return !!result.affected;
  }

  /** The parent's dedication (null removes it), only while the story is not ordered. */
  async setDedication(id: string, dedication: string | null): Promise<boolean> {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ dedication })
      .where('id = :id', { id })
      .andWhere(NOT_ORDERED)
      .execute();
    return !!result.affected;
  }

  /**
   * A new Create Together story (in the caller's transaction): nothing to generate yet, the
   * story is its parts so far, readable at once.
   */
  createCollaborative(m: DbTransaction, fields: DeepPartial<StoryEntity>): Promise<StoryEntity> {
    return m.save(
      m.create(StoryEntity, {
        ...fields,
        isCollaborative: true,
        collaborationStatus: 'in_progress',
        generationStatus: 'ready',
        progress: 100,
      }),
    );
  }

  /**
   * Locks a Create Together story's row until the caller's transaction ends and says whether it
   * was complete. NO KEY UPDATE: serialises writers of this story without blocking the
   * foreign-key checks of rows being inserted for it (which take KEY SHARE).
   */
  async lockParts(m: DbTransaction, storyId: string): Promise<{ wasComplete: boolean }> {
    const rows = (await m.query(
      `SELECT "collaborationStatus" FROM "stories" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [storyId],
    )) as { collaborationStatus: string }[];
    return { wasComplete: rows[0]?.collaborationStatus === 'complete' };
  }

  /**
   * Writes a Create Together story's parts (in story order), under the lock of lockParts: the
   * parent's and child's lists always; while it was not complete, also the text so far and the
   * status, and once `complete` (no prompt left open) it is queued for weaving.
   */
  async writeParts(
    m: DbTransaction,
    storyId: string,
    parts: readonly Pick<StoryContributionEntity, 'contributorType' | 'content'>[],
    state: { wasComplete: boolean; complete: boolean; countWords: (text: string) => number },
  ): Promise<void> {
    const content = parts.map((p) => p.content).join('\n\n');
    await m.update(
      StoryEntity,
      { id: storyId },
      {
        parentContributions: parts
          .filter((p) => p.contributorType === 'parent')
          .map((p) => p.content),
        childContributions: parts
          .filter((p) => p.contributorType === 'child')
          .map((p) => p.content),
        ...(state.wasComplete
          ? {}
          : {
              content,
              wordCount: state.countWords(content),
              collaborationStatus: state.complete ? 'complete' : 'in_progress',
              ...(state.complete ? { generationStatus: 'queued' as const, progress: 0 } : {}),
            }),
      },
    );
  }

  /**
   * Gives a Create Together story a new share token, by its creator only: one UPDATE, so the old
   * token stops opening the story the moment it commits. False when the story is not this
   * visitor's collaborative story.
   */
  async replaceCollaborativeToken(
    id: string,
    ownerVisitorId: string,
    token: string,
  ): Promise<boolean> {
    const result = await this.stories
      .createQueryBuilder()
      .update(StoryEntity)
      .set({ collaborativeToken: token })
      .where('id = :id AND "ownerVisitorId" = :ownerVisitorId AND "isCollaborative"', {
        id,
        ownerVisitorId,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
