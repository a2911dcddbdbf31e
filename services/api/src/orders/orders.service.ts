import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ADMIN_ORDER_TEXTS,
  type AdminOrdersPage,
  type OrderStatus,
  type OrderTab,
} from '@shop/contracts';
import { OrderEntity, OrderEventEntity } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { toAdminOrderDto } from './order.mapper';
import { OrdersRepository } from './orders.repository';

/** The order fields the operator changes by hand (each change lands in the order's history). */
type EditableField = 'status' | 'trackingNumber' | 'trackingUrl' | 'fulfilled' | 'notes';
type OrderPatch = Partial<{ [K in EditableField]: OrderEntity[K] }>;

export interface ListOrdersInput {
  tab: OrderTab;
  page: number;
  pageSize: number;
  q?: string;
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(OrderEventEntity) private readonly events: Repository<OrderEventEntity>,
    private readonly mailer: OrderMailer,
  ) {}

  async list({ tab, page, pageSize, q }: ListOrdersInput): Promise<AdminOrdersPage> {
    const search = q?.trim() || undefined;
    const [orders, counts, everything] = await Promise.all([
      this.repo.list({ tab, offset: (page - 1) * pageSize, limit: pageSize, search }),
      this.repo.counts(search),
      search ? this.repo.counts() : undefined,
    ]);
    return {
      orders: orders.map(toAdminOrderDto),
      tab,
      page,
      pageSize,
      total: counts[tab],
      counts,
      totalOrders: (everything ?? counts).all,
    };
  }

  async get(id: string): Promise<OrderEntity> {
    const order = await this.repo.findWithStory(id);
    if (!order) throw new NotFoundException(ADMIN_ORDER_TEXTS.orderNotFound);
    return order;
  }

  /** Newest change first. */
  async history(id: string): Promise<OrderEventEntity[]> {
    await this.get(id);
    return this.events.find({ where: { orderId: id }, order: { seq: 'DESC' } });
  }

  async setStatus(id: string, status: OrderStatus): Promise<OrderEntity> {
    let before: OrderStatus | undefined;
    const order = await this.change(id, { status }, (order) => {
      // The status dropdown is disabled on a fulfilled order (spec §4); the API agrees.
      if (order.fulfilled && order.status !== status)
        throw new ConflictException(ADMIN_ORDER_TEXTS.fulfilledLocked);
      before = order.status;
    });
    // Became shipped: the shipping e-mail (once per order, however often the status moves).
    if (status === 'shipped' && before !== 'shipped') await this.mailer.orderShipped(id);
    return order;
  }

  setTracking(id: string, trackingNumber: string, trackingUrl?: string): Promise<OrderEntity> {
    return this.change(
      id,
      trackingUrl === undefined ? { trackingNumber } : { trackingNumber, trackingUrl },
    );
  }

  setFulfilled(id: string, fulfilled: boolean): Promise<OrderEntity> {
    return this.change(id, { fulfilled });
  }

  setNotes(id: string, notes: string): Promise<OrderEntity> {
    return this.change(id, { notes: notes.trim() === '' ? null : notes });
  }

  /**
   * Applies a change under a row lock. The database records one history entry per field that
   * really changed, from what to what (the order-history trigger), naming the actor set here;
   * saving the same value again changes nothing and records nothing.
   */
  private async change(
    id: string,
    patch: OrderPatch,
    check?: (order: OrderEntity) => void,
    actor = 'admin',
  ): Promise<OrderEntity> {
    await this.dataSource.transaction(async (m) => {
      const order = await m.findOne(OrderEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw new NotFoundException(ADMIN_ORDER_TEXTS.orderNotFound);
      check?.(order);
      const changed: OrderPatch = {};
      for (const field of Object.keys(patch) as EditableField[]) {
        const to = patch[field];
        if (to !== undefined && order[field] !== to) Object.assign(changed, { [field]: to });
      }
      if (!Object.keys(changed).length) return;
      await setActor(m, actor);
      await m.update(OrderEntity, { id }, changed);
    });
    return this.get(id);
  }
}

/** Names who makes the changes of this transaction in the order history (see the trigger). */
export async function setActor(m: EntityManager, actor: string): Promise<void> {
  await m.query(`SELECT set_config('storybook.actor', $1, true)`, [actor]);
}
