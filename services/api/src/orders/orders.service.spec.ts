import { Logger, NotFoundException } from '@nestjs/common';
import {
  ADMIN_ORDER_TEXTS,
  type OrderStatus,
  OrderTransitionError,
  type OrderTransitionSource,
  refuseTransition,
} from '@shop/contracts';
import type { OrderEntity, OrderPatch, OrderRepository } from '@shop/db';
import { OrdersService } from './orders.service';

/**
 * An in-memory OrderRepository: the service's own rules are under test here; the state machine
 * has its own test (order-states.spec) and transition() its integration test.
 */
class FakeOrders {
  readonly rows = new Map<string, OrderEntity>();

  add(fields: Partial<OrderEntity>): OrderEntity {
    const order = {
      id: `order-${this.rows.size + 1}`,
      status: 'paid',
      fulfilled: false,
      trackingNumber: null,
      trackingUrl: null,
      notes: null,
      ...fields,
    } as OrderEntity;
    this.rows.set(order.id, order);
    return order;
  }

  change(id: string, patch: OrderPatch) {
    const order = this.rows.get(id);
    if (!order) return Promise.resolve(null);
    const before = { ...order };
    Object.assign(order, patch);
    return Promise.resolve(before);
  }

  transition(id: string, to: OrderStatus, source: OrderTransitionSource) {
    const order = this.rows.get(id);
    if (!order) return Promise.reject(new Error('not found'));
    const refusal = refuseTransition(order, to, source);
    if (refusal) return Promise.reject(new OrderTransitionError(refusal, order.status, to, source));
    order.status = to;
    return Promise.resolve();
  }

  findWithStory(id: string) {
    const order = this.rows.get(id);
    return Promise.resolve(order ? { ...order } : null);
  }
}

describe('OrdersService (the operator’s changes)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  let orders: FakeOrders;
  let service: OrdersService;

  beforeEach(() => {
    orders = new FakeOrders();
    service = new OrdersService(orders as unknown as OrderRepository);
  });

  it('refuses to change the status of a fulfilled order, and changes nothing', async () => {
    const order = orders.add({ status: 'paid', fulfilled: true });
    const attempt = service.setStatus(order.id, 'cancelled');
    await expect(attempt).rejects.toBeInstanceOf(OrderTransitionError);
    await expect(attempt).rejects.toThrow(ADMIN_ORDER_TEXTS.fulfilledLocked);
    expect(orders.rows.get(order.id)!.status).toBe('paid');
    // Saving the status it already has is no change, so it is allowed.
    await expect(service.setStatus(order.id, 'paid')).resolves.toMatchObject({ status: 'paid' });
  });

  it('moves the status as the operator, who may set any status', async () => {
    const order = orders.add({ status: 'paid' });
    await expect(service.setStatus(order.id, 'shipped')).resolves.toMatchObject({
      status: 'shipped',
    });
    await expect(service.setStatus(order.id, 'pending')).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('answers 404 for an unknown order', async () => {
    await expect(service.setNotes('nope', 'x')).rejects.toBeInstanceOf(NotFoundException);
    await expect(service.get('nope')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('stores blank notes as none and keeps the tracking link unless one is given', async () => {
    const order = orders.add({ notes: 'call first', trackingUrl: 'https://t.example/1' });
    expect((await service.setNotes(order.id, '   ')).notes).toBeNull();
    const tracked = await service.setTracking(order.id, '1Z999');
    expect(tracked).toMatchObject({ trackingNumber: '1Z999', trackingUrl: 'https://t.example/1' });
  });
});
