import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OUTBOX_TEXTS } from '@shop/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { BookFileEntity, bookFileKeys } from '../entities/book-file.entity';
import type { OrderStatus } from '../entities/order.entity';
import { StoryContributionEntity } from '../entities/story-contribution.entity';
import { StoryIllustrationEntity } from '../entities/story-illustration.entity';
import { StoryPromptEntity } from '../entities/story-prompt.entity';
import { StoryVersionEntity } from '../entities/story-version.entity';
import { StoryEntity } from '../entities/story.entity';
import { actAs, type OrderActor } from './actor';
import { OrderRepository } from './order.repository';

/** What removing one story took from the database, and the files its rows named. */
export interface StoryRemoval {
  storyId: string;
  versions: number;
  pictures: number;
  bookFiles: number;
  prompts: number;
  contributions: number;
  /** Orders kept: they lost the story and the child's details. */
  orderIds: string[];
  /** Storage keys of the pictures (print copies) and of the built book PDFs. */
  pictureKeys: string[];
  bookKeys: string[];
}

/** An order of a story its creator deleted, and when it was delivered or cancelled. */
export interface KeptOrder {
  id: string;
  status: OrderStatus;
  /** When it became delivered or cancelled; null while it is still open. */
  doneAt: Date | null;
}

/** The creator's deletion: the story went, or an order keeps it; null if not theirs. */
export type OwnerDeletion =
  | { outcome: 'removed'; removal: StoryRemoval }
  | {
      outcome: 'kept';
      orders: KeptOrder[];
      /** What went already: its earlier versions, prompts and contributions. */
      versions: number;
      prompts: number;
      contributions: number;
    };

/** The retention rules one run judges by. */
export interface StoryRetention {
  now: Date;
  unorderedStoryDays: number;
  orderedStoryDays: number;
}

/** One of the creator's stories with what the download of their stories holds. */
export interface StoryExport {
  story: StoryEntity;
  pictures: StoryIllustrationEntity[];
  bookFiles: BookFileEntity[];
}

const DONE: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** When an order became delivered or cancelled: its last status change (else its last write). */
const ORDER_DONE_AT = `CASE WHEN o.status = ANY('{delivered,cancelled}') THEN coalesce(
  (SELECT max(e."createdAt") FROM order_events e WHERE e."orderId" = o.id AND e.field = 'status'),
  o."updatedAt") END`;

/**
 * Families' data: deleting a story (by its creator, the operator or the retention job), the
 * retention rules for contact messages, newsletter addresses, "my stories" links and addresses,
 * and orders, and the creator's download of their stories. A visitor's proven addresses go with
 * its last story.
 *
 * A story goes with its versions, pictures, book files, prompts and contributions (foreign keys,
 * ON DELETE CASCADE). Orders stay for accounting and shipping: they lose the link to the story and
 * the child's details, the e-mails about them keep only that they were written, checkouts forget
 * the child. Rows go first, in one transaction; the caller removes the files the removal names
 * once it is committed, so no row ever names a missing file and no file outlives its rows for
 * longer than that. Each removal locks its rows (FOR UPDATE, SKIP LOCKED for batches), so two
 * runs at once remove each thing once.
 */
@Injectable()
export class FamilyDataRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
  ) {}

  /** The operator's deletion: the story goes whatever its orders; null if there is none. */
  removeStory(storyId: string, actor: OrderActor): Promise<StoryRemoval | null> {
    return this.dataSource.transaction(async (m) => {
      const locked = await this.lockStory(m, storyId);
      return locked ? this.removeLocked(m, storyId, actor) : null;
    });
  }

  /**
   * The creator's deletion. A story with an order is kept for it (it is printed from it): it
   * loses its owner and share link at once, its earlier versions, prompts and contributions too,
   * and goes with the child's details `orderedStoryDays` after its last order was delivered or
   * cancelled (at once if that has passed). Null when the story is not this visitor's.
   */
  deleteOwned(
    storyId: string,
    visitorId: string,
    rules: Pick<StoryRetention, 'now' | 'orderedStoryDays'>,
  ): Promise<OwnerDeletion | null> {
    return this.dataSource.transaction(async (m) => {
      const story = await this.lockStory(m, storyId);
      if (!story || story.ownerVisitorId !== visitorId) return null;
      const orders = await this.ordersOf(m, storyId);
      if (!orders.length || this.dueAfterOrders(orders, rules)) {
        return { outcome: 'removed', removal: await this.removeLocked(m, storyId, 'family') };
      }
      const versions = (await m.delete(StoryVersionEntity, { storyId })).affected ?? 0;
      const contributions = (await m.delete(StoryContributionEntity, { storyId })).affected ?? 0;
      const prompts = (await m.delete(StoryPromptEntity, { storyId })).affected ?? 0;
      await m.update(
        StoryEntity,
        { id: storyId },
        { ownerVisitorId: null, collaborativeToken: null, deletionRequestedAt: rules.now },
      );
      await this.forgetAddressesIfNoStories(m, visitorId);
      return { outcome: 'kept', orders, versions, prompts, contributions };
    });
  }

  /** The day the kept story goes: `orderedStoryDays` after its last order was done; null while one is open. */
  removalDay(orders: readonly KeptOrder[], orderedStoryDays: number): Date | null {
    if (orders.some((o) => !o.doneAt)) return null;
    const last = Math.max(...orders.map((o) => o.doneAt!.getTime()));
    return new Date(last + orderedStoryDays * 86_400_000);
  }

  private dueAfterOrders(
    orders: readonly KeptOrder[],
    rules: Pick<StoryRetention, 'now' | 'orderedStoryDays'>,
  ): boolean {
    const day = this.removalDay(orders, rules.orderedStoryDays);
    return !!day && day <= rules.now;
  }

  private async ordersOf(m: EntityManager, storyId: string): Promise<KeptOrder[]> {
    const rows: { id: string; status: OrderStatus; doneAt: Date | null }[] = await m.query(
      `SELECT o.id, o.status, ${ORDER_DONE_AT} AS "doneAt" FROM orders o
        WHERE o."storyId" = $1 ORDER BY o."createdAt"`,
      [storyId],
    );
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      doneAt: DONE.includes(r.status) && r.doneAt ? new Date(r.doneAt) : null,
    }));
  }

  /**
   * Up to `limit` stories due under the rules, removed in one transaction: a story without an
   * order not visited for `unorderedStoryDays`, and a story its creator deleted whose orders were
   * all delivered or cancelled `orderedStoryDays` ago (or are gone). Stories another run holds
   * are skipped: that run removes them.
   */
  removeDueStories(rules: StoryRetention, limit: number): Promise<StoryRemoval[]> {
    return this.dataSource.transaction(async (m) => {
      const due: { id: string }[] = await m.query(
        `SELECT s.id FROM stories s
          WHERE (s."deletionRequestedAt" IS NULL
                 AND s."lastVisitedAt" < $1::timestamptz - make_interval(days => $2)
                 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o."storyId" = s.id))
             OR (s."deletionRequestedAt" IS NOT NULL
                 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o."storyId" = s.id
                   AND (o.status <> ALL('{delivered,cancelled}')
                        OR ${ORDER_DONE_AT} > $1::timestamptz - make_interval(days => $3))))
          ORDER BY s.id LIMIT $4 FOR UPDATE OF s SKIP LOCKED`,
        [rules.now, rules.unorderedStoryDays, rules.orderedStoryDays, limit],
      );
      const removals: StoryRemoval[] = [];
      for (const { id } of due) removals.push(await this.removeLocked(m, id, 'retention'));
      return removals;
    });
  }

  /** Contact messages sent more than `days` before `now` (up to `limit`); how many went. */
  removeContactMessages(now: Date, days: number, limit: number): Promise<number> {
    return this.deleteRows(
      'contact_messages',
      `"createdAt" < $1::timestamptz - make_interval(days => $2)`,
      [now, days],
      limit,
    );
  }

  /** Newsletter addresses unsubscribed by `now`, erased with their e-mails (up to `limit`). */
  removeUnsubscribedNewsletter(now: Date, limit: number): Promise<number> {
    return this.deleteRows(
      'newsletter_subscribers',
      `"unsubscribedAt" IS NOT NULL AND "unsubscribedAt" <= $1::timestamptz`,
      [now],
      limit,
    );
  }

  /**
   * "My stories" links expired more than a day before `now` (up to `limit`), used or not, with
   * their e-mails (the day lets the operator see one that was not sent); how many went.
   */
  removeExpiredMyStoriesLinks(now: Date, limit: number): Promise<number> {
    return this.deleteRows(
      'my_stories_links',
      `"expiresAt" < $1::timestamptz - interval '1 day'`,
      [now],
      limit,
    );
  }

  /**
   * Addresses proven more than `days` before `now` by a visitor who owns no story (up to
   * `limit`): the address stays only as long as something of the family's does.
   */
  async removeIdleFamilyAddresses(now: Date, days: number, limit: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM family_addresses WHERE (email, "visitorId") IN (
         SELECT email, "visitorId" FROM family_addresses fa
          WHERE fa."provenAt" < $1::timestamptz - make_interval(days => $2)
            AND NOT EXISTS (SELECT 1 FROM stories s WHERE s."ownerVisitorId" = fa."visitorId")
          ORDER BY email, "visitorId" LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [now, days, limit],
    )) as [unknown, number];
    return deleted;
  }

  /**
   * Orders placed more than `years` before `now` (up to `limit`), with their history, e-mails and
   * checkouts: the buyer's name, address and e-mail go with them. Their stories stay until their
   * own rule takes them.
   */
  removeOrders(now: Date, years: number, limit: number): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows: { id: string }[] = await m.query(
        `SELECT id FROM orders WHERE "createdAt" < $1::timestamptz - make_interval(years => $2)
          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [now, years, limit],
      );
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      await m.query(`DELETE FROM checkouts WHERE "orderId" = ANY($1)`, [ids]);
      const [, deleted] = (await m.query(`DELETE FROM orders WHERE id = ANY($1)`, [ids])) as [
        unknown,
        number,
      ];
      return deleted;
    });
  }

  /** Of these picture keys, those a picture row still names (a copy may share its key). */
  async pictureKeysInUse(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: { imageData: string }[] = await this.dataSource.query(
      `SELECT DISTINCT "imageData" FROM story_illustrations WHERE "imageData" = ANY($1)`,
      [[...keys]],
    );
    return new Set(rows.map((r) => r.imageData));
  }

  /** Notes the creator's visit on their stories (once a day at most: reads stay reads). */
  async noteVisit(visitorId: string, storyId?: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE stories SET "lastVisitedAt" = now()
        WHERE "ownerVisitorId" = $1 AND ($2::uuid IS NULL OR id = $2::uuid)
          AND "lastVisitedAt" < now() - interval '1 day'`,
      [visitorId, storyId ?? null],
    );
  }

  /** Every story of the creator, oldest first, with its pictures (book order) and book files. */
  async exportOwned(visitorId: string): Promise<StoryExport[]> {
    const stories = await this.dataSource
      .getRepository(StoryEntity)
      .find({ where: { ownerVisitorId: visitorId }, order: { createdAt: 'ASC' } });
    const out: StoryExport[] = [];
    for (const story of stories) {
      const pictures = await this.dataSource.getRepository(StoryIllustrationEntity).find({
        where: { storyId: story.id },
        order: { pageNumber: 'ASC', sequenceOrder: 'ASC', createdAt: 'ASC' },
      });
      const bookFiles = await this.dataSource
        .getRepository(BookFileEntity)
        .find({ where: { storyId: story.id } });
      out.push({ story, pictures, bookFiles });
    }
    return out;
  }

  private async lockStory(
    m: EntityManager,
    storyId: string,
  ): Promise<Pick<StoryEntity, 'id' | 'ownerVisitorId'> | null> {
    return m.findOne(StoryEntity, {
      where: { id: storyId },
      select: { id: true, ownerVisitorId: true },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Removes a story whose row this transaction holds locked. */
  private async removeLocked(
    m: EntityManager,
    storyId: string,
    actor: OrderActor,
  ): Promise<StoryRemoval> {
    // One connection in a transaction: one query at a time.
    const pictureKeys = (
      await m.find(StoryIllustrationEntity, {
        where: { storyId },
        select: { id: true, imageData: true },
      })
    ).map((r) => r.imageData);
    const owner = await m.findOne(StoryEntity, {
      where: { id: storyId },
      select: { id: true, ownerVisitorId: true },
    });
    const bookRows = await m.find(BookFileEntity, { where: { storyId } });
    const versions = await m.countBy(StoryVersionEntity, { storyId });
    const prompts = await m.countBy(StoryPromptEntity, { storyId });
    const contributions = await m.countBy(StoryContributionEntity, { storyId });
    const orderIds = await this.orders.forgetChild(m, storyId, actor);
    if (orderIds.length) {
      // E-mails about these orders named the child and the story: keep only that they were
      // written (and sent or not); one still waiting is not sent any more.
      await m.query(
        `UPDATE "outbox_messages" SET "subject" = $2, "text" = $2, "html" = $2, "updatedAt" = now(),
           "status" = CASE WHEN "status" = 'queued' THEN 'held' ELSE "status" END
         WHERE "orderId" = ANY($1)`,
        [orderIds, OUTBOX_TEXTS.redacted],
      );
    }
    // Checkouts hold the child's details too: unfinished ones go, finished ones forget them.
    await m.query(`DELETE FROM checkouts WHERE "storyId" = $1 AND status <> 'completed'`, [
      storyId,
    ]);
    await m.query(
      `UPDATE checkouts SET "storyId" = NULL, "updatedAt" = now(),
         shipping = shipping - 'childGender' - 'childRace' - 'illustratorNotes'
       WHERE "storyId" = $1`,
      [storyId],
    );
    await actAs(m, actor);
    // Cascades to versions, pictures, book files, prompts and contributions; orders' storyId
    // becomes NULL, which each order's history records (story: <id> → none).
    await m.delete(StoryEntity, { id: storyId });
    if (owner?.ownerVisitorId) await this.forgetAddressesIfNoStories(m, owner.ownerVisitorId);
    return {
      storyId,
      versions,
      pictures: pictureKeys.length,
      bookFiles: bookRows.length,
      prompts,
      contributions,
      orderIds,
      pictureKeys,
      bookKeys: bookFileKeys(bookRows),
    };
  }

  /**
   * The addresses a visitor proved ("my stories" links) go with its last story: they are kept
   * only to find the family's stories.
   */
  private async forgetAddressesIfNoStories(m: EntityManager, visitorId: string): Promise<void> {
    await m.query(
      `DELETE FROM family_addresses WHERE "visitorId" = $1
         AND NOT EXISTS (SELECT 1 FROM stories WHERE "ownerVisitorId" = $1)`,
      [visitorId],
    );
  }

  /** Deletes up to `limit` rows of `table` matching `where` (rows others hold are skipped). */
  private async deleteRows(
    table: 'contact_messages' | 'newsletter_subscribers' | 'my_stories_links',
    where: string,
    params: unknown[],
    limit: number,
  ): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM ${table} WHERE id IN (
         SELECT id FROM ${table} WHERE ${where} ORDER BY id
          LIMIT $${params.length + 1} FOR UPDATE SKIP LOCKED)`,
      [...params, limit],
    )) as [unknown, number];
    return deleted;
  }
}
