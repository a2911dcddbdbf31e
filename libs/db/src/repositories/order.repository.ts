import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type OrderTab, type OrderTabCounts } from '@shop/contracts';
import {
  Brackets,
  type DataSource,
  type EntityManager,
  IsNull,
  Not,
  type Repository,
  type SelectQueryBuilder,
  type WhereExpressionBuilder,
} from 'typeorm';
import type { CheckoutEntity, StoredShippingDetails } from '../entities/checkout.entity';
import { OrderEntity, type OrderStatus } from '../entities/order.entity';
import { OrderEventEntity } from '../entities/order-event.entity';
import { actAs, type OrderActor } from './actor';
import { orderShipping } from './shipping';
import { storyOrderedSql } from './story-freeze';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The start of an order id as the admin may paste it (at least 4 hex digits). */
const ID_PREFIX = /^[0-9a-f]{4}[0-9a-f-]{0,32}$/i;

/** Smallest and largest uuid starting with the given hex digits, or null if it can't be one. */
export function uuidPrefixRange(prefix: string): [string, string] | null {
  const hex = prefix.replace(/-/g, '').toLowerCase();
  if (hex.length > 32 || !/^[0-9a-f]*$/.test(hex)) return null;
  // Hyphens, if typed, must sit where a uuid has them.
  const canonical = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  const lo = canonical(hex.padEnd(32, '0'));
  if (prefix.includes('-') && !lo.startsWith(prefix.toLowerCase())) return null;
  return [lo, canonical(hex.padEnd(32, 'f'))];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface CountRow {
  status: OrderStatus;
  fulfilled: boolean;
  n: number;
}

/** Per-tab counts of the admin's order list from counts per (status, fulfilled). */
function tabCounts(rows: CountRow[]): OrderTabCounts {
  const counts: OrderTabCounts = { all: 0, new: 0, pending: 0, paid: 0, shipped: 0, fulfilled: 0 };
  for (const { status, fulfilled, n } of rows) {
    counts.all += n;
    if (fulfilled) counts.fulfilled += n;
    else {
      counts.new += n;
      if (status === 'pending' || status === 'paid' || status === 'shipped') counts[status] += n;
    }
  }
  return counts;
}

export interface OrderListQuery {
  tab: OrderTab;
  offset: number;
  limit: number;
  search?: string;
}

/** The order fields the operator changes by hand (each change lands in the order's history). */
export type EditableOrderField =
  'status' | 'trackingNumber' | 'trackingUrl' | 'fulfilled' | 'notes';
export type OrderPatch = Partial<{ [K in EditableOrderField]: OrderEntity[K] }>;

/** What recording a payment left: the order (the payment's status may be behind the order's). */
export interface RecordedOrder {
  id: string;
  status: OrderStatus;
  orderRef: string;
}

/**
 * The `orders` table: every write of an order goes through here (print state through
 * PrintOrders, which uses markShipped / markDelivered), each naming its actor for the order's
 * history. Writes that belong to a larger transaction take its EntityManager.
 *
 * The admin list: every tab is one indexed, newest-first scan (see the admin migration). Counts
 * for all six tabs come from the trigger-kept totals per (status, fulfilled), or, for a search,
 * from one GROUP BY over the matching orders.
 */
@Injectable()
export class OrderRepository {
  private readonly orders: Repository<OrderEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.orders = dataSource.getRepository(OrderEntity);
  }

  /** Runs `work` in one transaction whose order changes are recorded as `actor`'s. */
  transaction<T>(actor: OrderActor, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      await actAs(m, actor);
      return work(m);
    });
  }

  findById(id: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id });
  }

  /** The story's newest order (the child's details the pictures are drawn from), if any. */
  latestForStory(storyId: string): Promise<OrderEntity | null> {
    return this.orders.findOne({ where: { storyId }, order: { createdAt: 'DESC' } });
  }

  /** Whether an order of the story was handed to the print service (its files must stay). */
  storySentToPrint(storyId: string): Promise<boolean> {
    return this.orders.exists({ where: { storyId, printOrderId: Not(IsNull()) } });
  }

  /** The order's recorded changes, newest first. */
  history(orderId: string): Promise<OrderEventEntity[]> {
    return this.dataSource
      .getRepository(OrderEventEntity)
      .find({ where: { orderId }, order: { seq: 'DESC' } });
  }

  private applyTab(qb: WhereExpressionBuilder, tab: OrderTab): void {
    switch (tab) {
      case 'all':
        return;
      case 'new':
        qb.andWhere('o.fulfilled = false');
        return;
      case 'fulfilled':
        qb.andWhere('o.fulfilled = true');
        return;
      default:
        qb.andWhere('o.fulfilled = false').andWhere('o.status = :tabStatus', { tabStatus: tab });
    }
  }

  /** Name or e-mail containing the text (trigram index), or an id equal to / starting with it. */
  private applySearch<T extends WhereExpressionBuilder>(qb: T, search: string | undefined): T {
    const term = search?.trim();
    if (!term) return qb;
    if (UUID.test(term))
      return qb.andWhere('o.id = :searchId', { searchId: term.toLowerCase() }) as T;
    const range = ID_PREFIX.test(term) ? uuidPrefixRange(term) : null;
    qb.andWhere(
      new Brackets((w) => {
        w.where(`lower(o."recipientName" || ' ' || o."recipientEmail") LIKE :searchText`, {
          searchText: `%${escapeLike(term.toLowerCase())}%`,
        });
        if (range) w.orWhere('o.id BETWEEN :idLo AND :idHi', { idLo: range[0], idHi: range[1] });
      }),
    );
    return qb;
  }

  private base(): SelectQueryBuilder<OrderEntity> {
    return this.orders.createQueryBuilder('o');
  }

  /**
   * A page in two steps (a "deferred join"): the page's ids from an index-only scan of the tab's
   * index, skipping `offset` index entries rather than whole rows, then those orders' rows.
   */
  async list({ tab, offset, limit, search }: OrderListQuery): Promise<OrderEntity[]> {
    const idsQuery = this.base().select('o.id', 'id');
    this.applyTab(idsQuery, tab);
    this.applySearch(idsQuery, search);
    const ids = (
      await idsQuery
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .offset(offset)
        .limit(limit)
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await this.base()
      .leftJoin('o.story', 's')
      // The story's headline only: its text can be long and the list doesn't show it.
      .addSelect(['s.id', 's.title', 's.childName', 's.animal', 's.theme', 's.isCollaborative'])
      .where('o.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(rows.map((o) => [o.id, o]));
    return ids.map((id) => byId.get(id)).filter((o): o is OrderEntity => o !== undefined);
  }

  async counts(search?: string): Promise<OrderTabCounts> {
    // Without a search the triggers' running totals answer at once (order-tab-counts migration).
    if (!search?.trim()) {
      const rows = await this.orders.manager.query<
        { status: OrderStatus; fulfilled: boolean; n: string }[]
      >('SELECT "status", "fulfilled", "n" FROM "order_tab_counts"');
      return tabCounts(rows.map((r) => ({ ...r, n: Number(r.n) })));
    }
    const qb = this.base()
      .select('o.status', 'status')
      .addSelect('o.fulfilled', 'fulfilled')
      .addSelect('count(*)::int', 'n')
      .groupBy('o.status')
      .addGroupBy('o.fulfilled');
    this.applySearch(qb, search);
    return tabCounts(await qb.getRawMany<CountRow>());
  }

  findWithStory(id: string): Promise<OrderEntity | null> {
    return this.base()
      .leftJoin('o.story', 's')
      .addSelect(['s.id', 's.title', 's.childName', 's.animal', 's.theme', 's.isCollaborative'])
      .where('o.id = :id', { id })
      .getOne();
  }

  /**
   * Turns a verified payment into an order: inserts it, or moves an existing pending (or
   * cancelled) one to paid; never downgrades or duplicates (the order is unique on the payment).
   */
  async recordPayment(
    m: EntityManager,
    c: CheckoutEntity,
    paymentIntentId: string,
    status: 'paid' | 'pending',
  ): Promise<RecordedOrder> {
    await actAs(m, 'stripe');
    const columns = {
      storyId: c.storyId,
      paymentIntentId,
      amountCents: c.totalCents,
      subtotalCents: c.subtotalCents,
      taxAmountCents: c.taxAmountCents,
      taxRate: c.taxRate,
      currency: c.currency,
      status,
      isTest: false,
      ...orderShipping(c.shipping),
    };
    const names = Object.keys(columns);
    const rows: RecordedOrder[] = await m.query(
      `INSERT INTO "orders" (${names.map((n) => `"${n}"`).join(', ')})
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT ("paymentIntentId") DO UPDATE SET "status" = 'paid', "updatedAt" = now()
         WHERE "orders"."status" IN ('pending', 'cancelled') AND NOT "orders"."fulfilled" AND EXCLUDED."status" = 'paid'
       RETURNING "id", "status", "orderRef"`,
      Object.values(columns),
    );
    if (rows[0]) return rows[0];
    const existing: RecordedOrder[] = await m.query(
      `SELECT "id", "status", "orderRef" FROM "orders" WHERE "paymentIntentId" = $1`,
      [paymentIntentId],
    );
    return existing[0]!;
  }

  /** A payment that did not go through: its order, if still pending, is cancelled. */
  async cancelPending(m: EntityManager, paymentIntentId: string): Promise<boolean> {
    await actAs(m, 'stripe');
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows] = (await m.query(
      `UPDATE "orders" SET "status" = 'cancelled', "updatedAt" = now()
        WHERE "paymentIntentId" = $1 AND "status" = 'pending' AND NOT "isTest" RETURNING "id"`,
      [paymentIntentId],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  /** A $0 test order, created paid so the fulfilment path can run with it. */
  /**
   * A $0 test order, created as paid, unless the story already has a paid (or later) order or a
   * test order: then null. Requests for one story take turns on a transaction-level advisory
   * lock keyed by the story, so any number of API processes make at most one.
   */
  createTestOrder(
    storyId: string,
    paymentIntentId: string,
    shipping: StoredShippingDetails,
  ): Promise<OrderEntity | null> {
    return this.transaction('system', async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('test_order'), hashtext($1))`, [
        storyId,
      ]);
      const ordered: unknown[] = await m.query(`SELECT 1 WHERE ${storyOrderedSql('$1::uuid')}`, [
        storyId,
      ]);
      if (ordered.length) return null;
      return m.save(
        m.create(OrderEntity, {
          storyId,
          paymentIntentId,
          amountCents: 0,
          subtotalCents: 0,
          taxAmountCents: 0,
          taxRate: '0',
          currency: 'usd',
          status: 'paid',
          isTest: true,
          ...orderShipping(shipping),
        }),
      );
    });
  }

  /**
   * The operator's change under the order's row lock: only fields that really change are
   * written, and the history trigger records each from what to what. `check` may refuse the
   * change (it throws). Returns the order as it was before.
   */
  change(
    id: string,
    patch: OrderPatch,
    check: (order: OrderEntity) => void,
    actor: OrderActor = 'admin',
  ): Promise<OrderEntity | null> {
    return this.transaction(actor, async (m) => {
      const order = await m.findOne(OrderEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) return null;
      check(order);
      const changed: OrderPatch = {};
      for (const field of Object.keys(patch) as EditableOrderField[]) {
        const to = patch[field];
        if (to !== undefined && order[field] !== to) Object.assign(changed, { [field]: to });
      }
      if (Object.keys(changed).length) await m.update(OrderEntity, { id }, changed);
      return order;
    });
  }

  /**
   * The one way an order becomes `shipped` because its book was shipped: a conditional update
   * (paid → shipped), so it happens once however many reports say so. True when it did.
   */
  async markShipped(m: EntityManager, orderId: string): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
    const [rows] = (await m.query(
      `UPDATE "orders" SET "status" = 'shipped', "updatedAt" = now()
       WHERE "id" = $1 AND "status" = 'paid' RETURNING "id"`,
      [orderId],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** shipped → delivered, once. */
  async markDelivered(m: EntityManager, orderId: string): Promise<void> {
    await m.query(
      `UPDATE "orders" SET "status" = 'delivered', "updatedAt" = now()
       WHERE "id" = $1 AND "status" = 'shipped'`,
      [orderId],
    );
  }

  /**
   * A family's story is deleted on request: its orders (locked in the caller's transaction) keep
   * what accounting and shipping need and lose the details about the child. Their ids.
   */
  async forgetChild(m: EntityManager, storyId: string, actor: OrderActor): Promise<string[]> {
    const orders = await m.find(OrderEntity, {
      where: { storyId },
      select: { id: true },
      lock: { mode: 'pessimistic_write' },
    });
    if (!orders.length) return [];
    await actAs(m, actor);
    await m.update(
      OrderEntity,
      { storyId },
      {
        storyDeletedAt: new Date(),
        childGender: 'unspecified',
        childRace: 'unspecified',
        illustratorNotes: null,
      },
    );
    return orders.map((o) => o.id);
  }
}
