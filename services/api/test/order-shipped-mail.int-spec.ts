import type { INestApplicationContext } from '@nestjs/common';
import { hashPassword } from '@shop/auth';
import { type AdminOrder, ORDER_TRANSITION_TEXTS } from '@shop/contracts';
import { ShippedMailEffect } from '@shop/mail';
import { PrintOrders } from '@shop/print';
import { JobProducer, jobIds } from '@shop/queue';
import { insertOrder, insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'shipping operator passphrase';

/**
 * The "your book is on its way" e-mail is queued exactly once per order, whichever path ships it:
 * the operator's status change (API) or the print provider's report (here through the worker's
 * PrintOrders, the path of the print.sync job; the API's callbacks share it). Real API and
 * worker contexts, Postgres and Redis; the mail queue is not worked, so the queued message and
 * its one mail.send job are what is checked.
 */
describe('the shipped e-mail, once whichever path ships the order', () => {
  let h: Harness;
  let admin: Visitor;
  let worker: INestApplicationContext;
  let effectRuns: jest.SpyInstance[];
  const pg = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg(h.db.url, fn);

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) },
    });
    admin = await signInAdmin(h, PASSWORD);
    // The print queue's worker: its PrintOrders is the print.sync job's path.
    worker = await h.startWorker({ WORKER_QUEUES: 'print' });
  });
  beforeEach(() => {
    effectRuns = [h.api, worker].map((ctx) => jest.spyOn(ctx.get(ShippedMailEffect), 'run'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await h?.close();
  });

  /** A paid order whose book is at the (manual) printer, job `job-<n>`. */
  const atPrinter = (n: number) =>
    pg(async (c) => {
      const id = await insertOrder(c, { status: 'paid', storyId: await insertStory(c) });
      await c.query(
        `UPDATE orders SET "printOrderId" = $2, "printProvider" = 'manual', "printStatus" = 'PRINTING',
           "printStatusChangedAt" = now() - interval '1 hour' WHERE id = $1`,
        [id, `job-${n}`],
      );
      return id;
    });
  const operatorShips = (id: string) =>
    admin.post(`/api/admin/orders/${id}/status`, { status: 'shipped' });
  const printerShips = (id: string, n: number) =>
    worker.get(PrintOrders).apply(id, {
      printJobId: `job-${n}`,
      status: 'SHIPPED',
      message: null,
      changedAt: new Date(),
      trackingNumber: `TRACK-${n}`,
      trackingUrl: `https://track.example/${n}`,
    });
  const shippedMail = (id: string) =>
    pg(async (c) => {
      const { rows } = await c.query<{ id: string; status: string; text: string }>(
        `SELECT id, status, text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'order_shipped'`,
        [id],
      );
      return rows;
    });
  const sendJob = (outboxId: string) =>
    h.api.get(JobProducer).queue('mail').getJob(jobIds.mailSend(outboxId));
  const effectCalls = () => effectRuns.reduce((n, spy) => n + spy.mock.calls.length, 0);
  const status = async (id: string) =>
    ((await admin.get(`/api/admin/orders/${id}`)).json() as AdminOrder).status;

  async function expectOneQueuedMail(id: string): Promise<{ text: string }> {
    const rows = await shippedMail(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('queued');
    expect(await sendJob(rows[0]!.id)).toBeDefined();
    return rows[0]!;
  }

  it('operator marks shipped: one message, queued with its sending job', async () => {
    const id = await atPrinter(1);
    expect((await operatorShips(id)).statusCode).toBe(200);
    expect(await status(id)).toBe('shipped');
    await expectOneQueuedMail(id);
    expect(effectCalls()).toBe(1);
  });

  it('print provider reports shipped: one message, with the tracking of that report', async () => {
    const id = await atPrinter(2);
    expect(await printerShips(id, 2)).toBe('applied');
    expect(await status(id)).toBe('shipped');
    const mail = await expectOneQueuedMail(id);
    expect(mail.text).toContain('TRACK-2');
    expect(effectCalls()).toBe(1);
  });

  it('operator first, then the printer: still one', async () => {
    const id = await atPrinter(3);
    await operatorShips(id);
    expect(await printerShips(id, 3)).toBe('applied'); // the tracking is new; the status is not
    await expectOneQueuedMail(id);
    expect(effectCalls()).toBe(1);
  });

  it('printer first, then the operator: still one', async () => {
    const id = await atPrinter(4);
    await printerShips(id, 4);
    expect((await operatorShips(id)).statusCode).toBe(200);
    await expectOneQueuedMail(id);
    expect(effectCalls()).toBe(1);
  });

  it('both at the same moment: one ships the order, one message', async () => {
    const id = await atPrinter(5);
    const [byOperator] = await Promise.all([operatorShips(id), printerShips(id, 5)]);
    expect(byOperator.statusCode).toBe(200);
    expect(await status(id)).toBe('shipped');
    await expectOneQueuedMail(id);
    expect(effectCalls()).toBe(1);
  });

  it('moved back to paid by the operator and shipped again: no second message', async () => {
    const id = await atPrinter(6);
    await operatorShips(id);
    const [first] = await shippedMail(id);
    expect(
      (await admin.post(`/api/admin/orders/${id}/status`, { status: 'paid' })).statusCode,
    ).toBe(200);
    await printerShips(id, 6);
    expect(await status(id)).toBe('shipped');
    expect(await shippedMail(id)).toEqual([first]);
  });

  it('a report about an order the operator cancelled does not ship it or write to the family', async () => {
    const id = await atPrinter(7);
    expect(
      (await admin.post(`/api/admin/orders/${id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    await printerShips(id, 7);
    expect(await status(id)).toBe('cancelled');
    expect(await shippedMail(id)).toEqual([]);
    expect(effectCalls()).toBe(0);
  });

  it('refuses to change a fulfilled order with 409 and says why', async () => {
    const id = await pg((c) => insertOrder(c, { status: 'paid', fulfilled: true }));
    const res = await operatorShips(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_TRANSITION_TEXTS.fulfilledLocked);
    expect(await status(id)).toBe('paid');
    expect(await shippedMail(id)).toEqual([]);
    const missing = await admin.post(
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/status',
      {
        status: 'shipped',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
