import { ConflictException, Logger, NotFoundException } from '@nestjs/common';
import { ADMIN_ORDER_TEXTS } from '@shop/contracts';
import type { OrderEntity, OrderPatch, OrderRepository } from '@shop/db';
import type { OrderMailer } from '@shop/mail';
import { OrdersService } from './orders.service';

/** An in-memory OrderRepository: the rules under test live in the service, not in SQL. */
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

  change(id: string, patch: OrderPatch, check: (o: OrderEntity) => void) {
    const order = this.rows.get(id);
    if (!order) return Promise.resolve(null);
    const before = { ...order };
    check(before);
    Object.assign(order, patch);
    return Promise.resolve(before);
  }

  findWithStory(id: string) {
    const order = this.rows.get(id);
    return Promise.resolve(order ? { ...order } : null);
  }
}

describe('OrdersService (the operator’s changes)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  let orders: FakeOrders;
  let shipped: string[];
  let service: OrdersService;

  beforeEach(() => {
    orders = new FakeOrders();
    shipped = [];
    const mailer = {
      orderShipped: (id: string) => {
        shipped.push(id);
        return Promise.resolve('outbox-id');
      },
    } as unknown as OrderMailer;
    service = new OrdersService(orders as unknown as OrderRepository, mailer);
  });

  it('refuses to change the status of a fulfilled order, and changes nothing', async () => {
    const order = orders.add({ status: 'paid', fulfilled: true });
    const attempt = service.setStatus(order.id, 'cancelled');
    await expect(attempt).rejects.toBeInstanceOf(ConflictException);
    await expect(attempt).rejects.toThrow(ADMIN_ORDER_TEXTS.fulfilledLocked);
    expect(orders.rows.get(order.id)!.status).toBe('paid');
    // Saving the status it already has is no change, so it is allowed.
    await expect(service.setStatus(order.id, 'paid')).resolves.toMatchObject({ status: 'paid' });
  });

  it('sends the shipping e-mail when an order becomes shipped, not when it already was', async () => {
    const order = orders.add({ status: 'paid' });
    await service.setStatus(order.id, 'shipped');
    await service.setStatus(order.id, 'shipped');
    expect(shipped).toEqual([order.id]);
    await service.setStatus(order.id, 'delivered');
    expect(shipped).toEqual([order.id]);
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
