import { hashPassword } from '@shop/auth';
import {
  ORDER_STATUS_TEXTS,
  type OrderStatusView,
  type OrderStep,
  type Story,
  type TestOrderResponse,
} from '@shop/contracts';
import { Client } from 'pg';
import { insertOrder, signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';
import { SHIPPING } from '../../../test/support/shipping';

const PASSWORD = 'status operator passphrase';

/**
 * The order status page's API against the real API, Postgres and Redis: found by the order's
 * reference only, 404 for anything else, steps following the order's changes (the admin's and
 * the print service's), rate-limited per IP.
 */
describe('order status page API', () => {
  let h: Harness;
  let pg: Client;
  let admin: Visitor;
  let ip = 0;
  const nextIp = () => `10.50.0.${++ip}`;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        ORDER_STATUS_RATE_LIMIT_PER_IP: '5',
      },
    });
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
  });

  const status = (ref: string, from = nextIp()) =>
    h.visitor().request({ method: 'GET', url: `/api/orders/status/${ref}`, remoteAddress: from });
  const view = async (ref: string) => {
    const res = await status(ref);
    expect(res.statusCode).toBe(200);
    return res.json() as OrderStatusView;
  };
  const done = (v: OrderStatusView) => v.steps.filter((s) => s.done).map((s) => s.key);

  async function testOrder(childName = 'Mia'): Promise<TestOrderResponse> {
    const parent = h.visitor();
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "title" = 'The Brave Little Fox', "childName" = $2
        WHERE "id" = $1`,
      [id, childName],
    );
    const res = await parent.post('/api/test/create-order', {
      storyId: id,
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as TestOrderResponse;
  }

  /** A change as the print service makes it (its own actor in the history). */
  async function printUpdate(orderId: string, fields: Record<string, string | null>) {
    const entries = Object.entries(fields);
    await pg.query('BEGIN');
    await setActorPg('print');
    await pg.query(
      `UPDATE "orders" SET ${entries.map(([k], i) => `"${k}" = $${i + 2}`).join(', ')} WHERE "id" = $1`,
      [orderId, ...entries.map(([, v]) => v)],
    );
    await pg.query('COMMIT');
  }
  const setActorPg = (actor: string) =>
    pg.query(`SELECT set_config('storybook.actor', $1, true)`, [actor]);

  it('finds the order by its reference and shows only what the buyer needs', async () => {
    const order = await testOrder();
    expect(order.orderRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await status(order.orderRef);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = res.json() as OrderStatusView;
    expect(v).toMatchObject({
      orderRef: order.orderRef,
      status: 'paid',
      isTest: true,
      book: {
        storyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'The Brave Little Fox',
        childName: 'Mia',
        animal: 'fox',
        theme: 'kindness',
      },
      current: 'paid',
      trackingNumber: null,
      trackingUrl: null,
      printStatusLabel: null,
      final: false,
    });
    expect(v.steps.map((s) => s.key)).toEqual([
      'paid',
      'sent_to_print',
      'printed',
      'shipped',
      'delivered',
    ]);
    expect(done(v)).toEqual(['paid']);
    expect(v.steps[0]!.at).toEqual(expect.any(String));
    expect(v.estimatedDelivery).toEqual({
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Nothing about the buyer or the payment.
    const body = JSON.stringify(v);
    for (const secret of ['jane@example.com', 'Jane Parent', '1 Main Street', order.orderId])
      expect(body).not.toContain(secret);
  });

  it("shows the book's cover picture (its web copy) once the story has one, and only the cover", async () => {
    const order = await testOrder();
    expect((await view(order.orderRef)).book?.coverUrl).toBeNull();
    const storyId = (await view(order.orderRef)).book!.storyId;
    const key = (name: string) => `illustrations/${name.padEnd(22, 'x')}.png`;
    await pg.query(
      `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, $2, 0)`,
      [storyId, key('page')],
    );
    expect((await view(order.orderRef)).book?.coverUrl).toBeNull();
    await pg.query(
      `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, $2, -1)`,
      [storyId, key('cover')],
    );
    expect((await view(order.orderRef)).book?.coverUrl).toBe(
      `/api/files/illustrations/${'cover'.padEnd(22, 'x')}.webp`,
    );
  });

  it('answers 404 for an unknown, malformed or id-shaped reference, and never lists orders', async () => {
    const order = await testOrder();
    const wrong = order.orderRef.slice(0, -1) + (order.orderRef.endsWith('A') ? 'B' : 'A');
    for (const ref of [wrong, 'short', order.orderId, `${order.orderRef}x`, '%27%20OR%201=1']) {
      const res = await status(ref);
      expect({ ref, code: res.statusCode }).toEqual({ ref, code: 404 });
      expect(res.json().message).toBe(ORDER_STATUS_TEXTS.notFound);
    }
    expect((await status('')).statusCode).toBe(404);
    expect((await h.visitor().get('/api/orders/status')).statusCode).toBe(404);
    expect((await h.visitor().get('/api/orders')).statusCode).toBe(404);
  });

  it('steps follow the order: sent to print, printed, shipped with tracking, delivered', async () => {
    const order = await testOrder();
    const id = order.orderId;
    await printUpdate(id, { printStatus: 'READY_FOR_UPLOAD' });
    let v = await view(order.orderRef);
    expect(done(v)).toEqual(['paid']);

    await printUpdate(id, { printOrderId: '123456', printStatus: 'RECEIVED' });
    v = await view(order.orderRef);
    expect(done(v)).toEqual(['paid', 'sent_to_print']);
    expect(v.current).toBe('sent_to_print');
    expect(v.printStatusLabel).toBe('Being checked by the printer');
    expect(v.steps[1]!.at).toEqual(expect.any(String));

    await printUpdate(id, { printStatus: 'PRINTING' });
    v = await view(order.orderRef);
    expect(v.printStatusLabel).toBe('Printing');
    expect(done(v)).toEqual(['paid', 'sent_to_print']);

    await printUpdate(id, {
      printStatus: 'SHIPPED',
      status: 'shipped',
      trackingNumber: '1Z999',
      trackingUrl: 'https://track.example/1Z999',
    });
    v = await view(order.orderRef);
    expect(done(v)).toEqual(['paid', 'sent_to_print', 'printed', 'shipped']);
    expect(v).toMatchObject({
      current: 'shipped',
      trackingNumber: '1Z999',
      trackingUrl: 'https://track.example/1Z999',
      printStatusLabel: null,
      final: false,
    });
    const at = (k: OrderStep) => v.steps.find((s) => s.key === k)!.at!;
    expect(Date.parse(at('paid'))).toBeLessThanOrEqual(Date.parse(at('sent_to_print')));
    expect(Date.parse(at('sent_to_print'))).toBeLessThanOrEqual(Date.parse(at('shipped')));

    // The operator marks it delivered: final, no estimate any more.
    expect(
      (await admin.post(`/api/admin/orders/${id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    v = await view(order.orderRef);
    expect(done(v)).toEqual(['paid', 'sent_to_print', 'printed', 'shipped', 'delivered']);
    expect(v).toMatchObject({ current: 'delivered', final: true, estimatedDelivery: null });
  });

  it('an order shipped by hand shows Paid → Shipped, never print steps that did not happen; a cancelled one is final', async () => {
    const order = await testOrder();
    await admin.post(`/api/admin/orders/${order.orderId}/status`, { status: 'shipped' });
    let v = await view(order.orderRef);
    expect(v.steps.map((s) => s.key)).toEqual(['paid', 'shipped', 'delivered']);
    expect(done(v)).toEqual(['paid', 'shipped']);
    expect(v.current).toBe('shipped');
    expect(v.steps.map((s) => s.at === null)).toEqual([false, false, true]);
    await admin.post(`/api/admin/orders/${order.orderId}/status`, { status: 'delivered' });
    v = await view(order.orderRef);
    expect(done(v)).toEqual(['paid', 'shipped', 'delivered']);

    // Sent to print, then marked shipped by hand: it was printed (no date recorded for that).
    const printedOrder = await testOrder();
    await printUpdate(printedOrder.orderId, { printOrderId: 'job-77', printStatus: 'RECEIVED' });
    await admin.post(`/api/admin/orders/${printedOrder.orderId}/status`, { status: 'shipped' });
    v = await view(printedOrder.orderRef);
    expect(done(v)).toEqual(['paid', 'sent_to_print', 'printed', 'shipped']);
    expect(v.steps.map((s) => s.at === null)).toEqual([false, false, true, false, true]);

    // Paid and waiting: the print steps are still ahead, none done.
    v = await view((await testOrder()).orderRef);
    expect(v.steps.map((s) => s.key)).toEqual([
      'paid',
      'sent_to_print',
      'printed',
      'shipped',
      'delivered',
    ]);
    expect(done(v)).toEqual(['paid']);

    const pending = await pg.query<{ orderRef: string; id: string }>(
      `SELECT "orderRef", "id" FROM "orders" WHERE "id" = $1`,
      [await insertOrder(pg, { status: 'pending' })],
    );
    v = await view(pending.rows[0]!.orderRef);
    expect(v).toMatchObject({
      status: 'pending',
      current: null,
      estimatedDelivery: null,
      book: null,
    });
    await admin.post(`/api/admin/orders/${pending.rows[0]!.id}/status`, { status: 'cancelled' });
    v = await view(pending.rows[0]!.orderRef);
    expect(v).toMatchObject({ status: 'cancelled', final: true, estimatedDelivery: null });
  });

  it('rate-limits lookups per IP, found or not (429 with Retry-After)', async () => {
    const order = await testOrder();
    const from = '10.59.0.1';
    for (let i = 0; i < 5; i += 1) {
      const ref = i % 2 ? order.orderRef : 'AAAAAAAAAAAAAAAAAAAAAA';
      expect((await status(ref, from)).statusCode).toBe(i % 2 ? 200 : 404);
    }
    const limited = await status(order.orderRef, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(limited.json().message).toBe(ORDER_STATUS_TEXTS.tooMany);
    // Another address is not affected.
    expect((await status(order.orderRef, '10.59.0.2')).statusCode).toBe(200);
  });
});
