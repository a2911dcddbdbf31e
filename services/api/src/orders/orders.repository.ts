import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type OrderStatus, type OrderTab, type OrderTabCounts } from '@shop/contracts';
import { OrderEntity } from '@shop/db';
import {
  Brackets,
  Repository,
  type SelectQueryBuilder,
  type WhereExpressionBuilder,
} from 'typeorm';

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

/** Per-tab counts (spec §4 filters) from counts per (status, fulfilled). */
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
 * The orders list's SQL. Every tab is one indexed, newest-first scan (see the admin migration).
 * Counts for all six tabs come from the trigger-kept totals per (status, fulfilled), or, for a
 * search, from one GROUP BY over the matching orders.
 */
@Injectable()
export class OrdersRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

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
}
