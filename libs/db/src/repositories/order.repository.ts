import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_ORDER_TEXTS,
  FINAL_PRINT_STATUSES,
  type OrderTab,
  type OrderTabCounts,
  OrderTransitionError,
  type OrderTransitionSource,
  type PrintStatus,
  refuseTransition,
} from '@shop/contracts';
import {
  Brackets,
  type DataSource,
  In,
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
import { type AfterCommit, ORDER_STATUS_EFFECTS, type OrderStatusEffect } from './order-effects';
import { orderShipping } from './shipping';
import { storyOrderedSql } from './story-freeze';
import type { DbTransaction } from './transaction';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The start of an order id as the admin may paste it (at least 4 hex digits). */
const ID_PREFIX = /^[0-9a-f]{4}[0-9a-f-]{0,32}$/i;

/** Smallest and largest uuid starting with the given hex digits, or null if it can't be one. */
function uuidPrefixRange(prefix: string): [string, string] | null {
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

/**
 * The order fields the operator changes by hand (each change lands in the order's history). The
 * status is not one of them: it moves only through `transition()`.
 */
type EditableOrderField = 'trackingNumber' | 'trackingUrl' | 'fulfilled' | 'notes';
export type OrderPatch = Partial<{ [K in EditableOrderField]: OrderEntity[K] }>;

/** A status change nobody can make: the order does not exist (the API answers 404). */
class OrderNotFoundError extends Error {
  readonly statusCode = 404;

  constructor(readonly orderId: string) {
    super(ADMIN_ORDER_TEXTS.orderNotFound);
    this.name = 'OrderNotFoundError';
  }
}

/** How a transition is asked for: by whom, in whose transaction, and what a refusal does. */
export interface TransitionOptions {
  /** Join this transaction (the caller then runs `afterCommit` once it committed). */
  tx?: DbTransaction;
  /** The history's name of the writer; by default the source's ('admin', 'stripe', 'print'). */
  actor?: OrderActor;
  /**
   * `throw` (default): a refused change raises OrderTransitionError. `ignore`: it changes
   * nothing and says so (a print report about an order the operator cancelled, say).
   */
  onRefused?: 'throw' | 'ignore';
}

/** What a transition did. */
export interface TransitionResult {
  orderId: string;
  from: OrderStatus;
  /** The status the order is in now. */
  status: OrderStatus;
  /** Whether the status changed (false: it already was `to`, or the change was ignored). */
  changed: boolean;
  /** Set when the table refused the change and `onRefused` was `ignore`. */
  refused?: OrderTransitionError;
  /**
   * The effects' work outside the database (enqueueing an e-mail). Already run when the
   * transition had its own transaction; with `tx`, the caller runs it after committing. Skipping
   * it delays, never loses, the effect: what it does is recorded in the transaction.
   */
  afterCommit: AfterCommit;
}

const SOURCE_ACTOR: Record<OrderTransitionSource, OrderActor> = {
  payment: 'stripe',
  print: 'print',
  operator: 'admin',
};

/** Runs the after-commit steps in order. */
export function allAfterCommit(steps: AfterCommit[]): AfterCommit {
  return async () => {
    for (const step of steps) await step();
  };
}

/** What recording a payment left: the order (the payment's status may be behind the order's). */
export interface RecordedOrder {
  id: string;
  status: OrderStatus;
  orderRef: string;
  /** The effects of a transition the payment made, for after the caller's commit. */
  afterCommit?: AfterCommit;
}

/**
 * The `orders` table: every write of an order goes through here (print columns through
 * OrderPrintRepository), each naming its actor for the order's history (order_events, written
 * by a trigger). Writes that belong to a larger transaction take its DbTransaction.
 *
 * The status has one writer, `transition()`: it checks the order state machine of
 * @shop/contracts (ORDER_TRANSITIONS), lets the history trigger record the change and runs the
 * effects of entering the new status (ORDER_STATUS_EFFECTS) exactly once, in the same
 * transaction.
 *
 * The admin list: every tab is one indexed, newest-first scan (see the admin migration). Counts
 * for all six tabs come from the trigger-kept totals per (status, fulfilled), or, for a search,
 * from one GROUP BY over the matching orders.
 */
@Injectable()
export class OrderRepository {
  private readonly logger = new Logger(OrderRepository.name);
  private readonly orders: Repository<OrderEntity>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional()
    @Inject(ORDER_STATUS_EFFECTS)
    private readonly effects: readonly OrderStatusEffect[] = [],
  ) {
    this.orders = dataSource.getRepository(OrderEntity);
  }

  /**
   * Moves an order to status `to` on behalf of `source`: the one writer of `orders.status`.
   *
   * Under the order's row lock it asks the order state machine (`refuseTransition` in
   * @shop/contracts): a refused change raises OrderTransitionError (409 in the API) or, with
   * `onRefused: 'ignore'`, changes nothing. Moving to the status the order already has is no
   * change (no history, no effects), so repeated reports and double clicks are harmless. An
   * allowed change is written with the actor named for the history trigger (order_events), then
   * every effect registered for the new status runs in the same transaction (the shipped
   * e-mail's outbox row: written if and only if the order became shipped); their work outside the
   * database runs after commit (see TransitionResult.afterCommit).
   *
   * Throws OrderNotFoundError for an unknown order.
   */
  async transition(
    orderId: string,
    to: OrderStatus,
    source: OrderTransitionSource,
    options: TransitionOptions = {},
  ): Promise<TransitionResult> {
    const { tx } = options;
    if (!tx) {
      const result = await this.dataSource.transaction((m) =>
        this.transition(orderId, to, source, { ...options, tx: m }),
      );
      await result.afterCommit();
      return { ...result, afterCommit: () => Promise.resolve() };
    }
    const order = await tx.findOne(OrderEntity, {
      select: { id: true, status: true, fulfilled: true },
      where: { id: orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new OrderNotFoundError(orderId);
    const from = order.status;
    const unchanged = {
      orderId,
      from,
      status: from,
      changed: false,
      afterCommit: allAfterCommit([]),
    };
    const refusal = refuseTransition(order, to, source);
    if (refusal) {
      const error = new OrderTransitionError(refusal, from, to, source);
      if (options.onRefused === 'ignore') return { ...unchanged, refused: error };
      throw error;
    }
    if (from === to) return unchanged;
    await actAs(tx, options.actor ?? SOURCE_ACTOR[source]);
    await tx.update(OrderEntity, { id: orderId }, { status: to });
    const after: AfterCommit[] = [];
    for (const effect of this.effects.filter((e) => e.on === to)) {
      const step = await effect.run(tx, orderId);
      if (step) after.push(this.logged(effect, orderId, step));
    }
    return { orderId, from, status: to, changed: true, afterCommit: allAfterCommit(after) };
  }

  /** After-commit work never fails the change that committed: it is logged (and redone later). */
  private logged(effect: OrderStatusEffect, orderId: string, step: AfterCommit): AfterCommit {
    return async () => {
      try {
        await step();
      } catch (err) {
        this.logger.error({ err, orderId, effect: effect.name }, 'Order effect not completed');
      }
    };
  }

  /** Runs `work` in one transaction whose order changes are recorded as `actor`'s. */
  transaction<T>(actor: OrderActor, work: (m: DbTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      await actAs(m, actor);
      return work(m);
    });
  }

  findById(id: string): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ id });
  }

  /**
   * The order behind a status link, with its story's headline (null when none has this
   * reference): the buyer's status page.
   */
  findByRef(orderRef: string): Promise<OrderEntity | null> {
    return this.base()
      .leftJoin('o.story', 's')
      .addSelect(['s.id', 's.title', 's.childName', 's.animal', 's.theme'])
      .where('o.orderRef = :orderRef', { orderRef })
      .getOne();
  }

  /** The history entries the status page dates its steps by (status and print job), oldest first. */
  progressEvents(orderId: string): Promise<Pick<OrderEventEntity, 'field' | 'to' | 'createdAt'>[]> {
    return this.dataSource.getRepository(OrderEventEntity).find({
      select: { field: true, to: true, createdAt: true, seq: true },
      where: { orderId, field: In(['status', 'printStatus', 'printOrderId']) },
      order: { seq: 'ASC' },
    });
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
   * Turns a verified payment into an order: inserts it (pending or paid), or moves an existing
   * pending (or cancelled) one to paid through `transition()`; never downgrades or duplicates
   * (the order is unique on the payment). A fulfilled order is left as the operator closed it.
   */
  async recordPayment(
    m: DbTransaction,
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
      taxCalculationId: c.taxCalculationId,
      status,
      isTest: false,
      ...orderShipping(c.shipping),
    };
    const names = Object.keys(columns);
    const inserted: RecordedOrder[] = await m.query(
      `INSERT INTO "orders" (${names.map((n) => `"${n}"`).join(', ')})
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT ("paymentIntentId") DO NOTHING
       RETURNING "id", "status", "orderRef"`,
      Object.values(columns),
    );
    if (inserted[0]) return inserted[0];
    const existing = await m.findOne(OrderEntity, {
      select: { id: true, status: true, orderRef: true, fulfilled: true },
      where: { paymentIntentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!existing) throw new OrderNotFoundError(paymentIntentId);
    if (status === 'paid' && !existing.fulfilled) {
      const moved = await this.transition(existing.id, 'paid', 'payment', {
        tx: m,
        onRefused: 'ignore',
      });
      return {
        id: existing.id,
        status: moved.status,
        orderRef: existing.orderRef,
        afterCommit: moved.afterCommit,
      };
    }
    return { id: existing.id, status: existing.status, orderRef: existing.orderRef };
  }

  /** A payment that did not go through: its order, if still pending, is cancelled. */
  async cancelPending(m: DbTransaction, paymentIntentId: string): Promise<boolean> {
    const order = await m.findOne(OrderEntity, {
      select: { id: true, status: true },
      where: { paymentIntentId, isTest: false },
      lock: { mode: 'pessimistic_write' },
    });
    if (order?.status !== 'pending') return false;
    return (await this.transition(order.id, 'cancelled', 'payment', { tx: m })).changed;
  }

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
    check: (order: OrderEntity) => void = () => undefined,
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
   * A family's story is deleted on request: its orders (locked in the caller's transaction) keep
   * what accounting and shipping need and lose the details about the child. Their ids.
   */
  async forgetChild(m: DbTransaction, storyId: string, actor: OrderActor): Promise<string[]> {
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

  /**
   * Paid orders not shipped yet whose print is not finished, counted by print status (`none`:
   * not submitted); statuses with none are left out.
   */
  async printBacklog(): Promise<{ printStatus: PrintStatus | 'none'; count: number }[]> {
    const rows: { print_status: PrintStatus | 'none'; n: string }[] = await this.dataSource.query(
      `SELECT coalesce("printStatus", 'none') AS print_status, count(*) AS n FROM orders
        WHERE status = 'paid' AND ("printStatus" IS NULL OR NOT ("printStatus" = ANY($1)))
        GROUP BY 1`,
      [FINAL_PRINT_STATUSES],
    );
    return rows.map((r) => ({ printStatus: r.print_status, count: Number(r.n) }));
  }
}
