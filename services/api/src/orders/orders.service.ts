import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ADMIN_ORDER_TEXTS,
  type AdminOrdersPage,
  type OrderStatus,
  type OrderTab,
} from '@shop/contracts';
import {
  type OrderEntity,
  type OrderEventEntity,
  type OrderPatch,
  OrderRepository,
} from '@shop/db';
import { toAdminOrderDto } from './order.mapper';

export interface ListOrdersInput {
  tab: OrderTab;
  page: number;
  pageSize: number;
  q?: string;
}

@Injectable()
export class OrdersService {
  constructor(private readonly repo: OrderRepository) {}

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
    return this.repo.history(id);
  }

  /**
   * The operator picks a status: a transition by the `operator` source, checked against the
   * order state machine. Refusals (not allowed from the current status, or the order is
   * fulfilled) are OrderTransitionErrors, which the API answers with 409 and their message;
   * an unknown order is 404. Entering `shipped` queues the shipped e-mail (once per order).
   */
  async setStatus(id: string, status: OrderStatus): Promise<OrderEntity> {
    await this.repo.transition(id, status, 'operator');
    return this.get(id);
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

  /** An operator's change; throws 404 for an unknown order. */
  private async change(id: string, patch: OrderPatch): Promise<OrderEntity> {
    if (!(await this.repo.change(id, patch)))
      throw new NotFoundException(ADMIN_ORDER_TEXTS.orderNotFound);
    return this.get(id);
  }
}
