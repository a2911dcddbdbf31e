import type { INestApplicationContext } from '@nestjs/common';
import { hashPassword } from '@shop/auth';
import {
  type AdminOrder,
  type ApiError,
  isApiError,
  type OrderEvent,
  PRINT_TEXTS,
  type PrintStatusResponse,
} from '@shop/contracts';
import { JobProducer } from '@shop/queue';
import { LocalDirectoryStorage } from '@shop/storage';
import {
  createTestBookBuilder,
  type FakeLulu,
  startFakeLulu,
  type TestBookBuilder,
  waitFor,
} from '@shop/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertOrder, insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { luluConfig, startWorkerWithBuilder } from '../../../test/support/print';

const PASSWORD = 'lulu operator passphrase';

/**
 * Print fulfilment with the Lulu provider: the real API (listening, so Lulu can download the
 * signed files), a real worker on BullMQ, Postgres and Redis, and the fake Lulu server.
 */
describe('print fulfilment through Lulu (fake Lulu, real BullMQ, Postgres and Redis)', () => {
  let h: Harness;
  let lulu: FakeLulu;
  let admin: Visitor;
  let worker: INestApplicationContext;
  let builder: TestBookBuilder;
  let webhookUrl: string;
  const storageDir = mkdtempSync(join(tmpdir(), 'print-lulu-'));
  const pg = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg(h.db.url, fn);

  beforeAll(async () => {
    lulu = await startFakeLulu();
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        ...luluConfig(lulu),
      },
    });
    await h.api.listen(0, '127.0.0.1');
    const { port } = h.api.getHttpServer().address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    webhookUrl = `${base}/api/webhooks/print`;
    admin = await signInAdmin(h, PASSWORD);
    builder = createTestBookBuilder(new LocalDirectoryStorage(storageDir));
    // The worker signs the file links with the address Lulu downloads from.
    worker = await startWorkerWithBuilder(h, builder, { PUBLIC_URL: base });
  });
  afterAll(async () => {
    await worker.close();
    await h.close();
    await lulu.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const paidOrder = () =>
    pg(async (c) => insertOrder(c, { status: 'paid', storyId: await insertStory(c) }));
  const getOrder = async (id: string) =>
    (await admin.get(`/api/admin/orders/${id}`)).json() as AdminOrder;
  const until = (id: string, what: string, check: (o: AdminOrder) => boolean) =>
    waitFor(
      async () => {
        const o = await getOrder(id);
        return check(o) ? o : undefined;
      },
      { what },
    );
  const submitted = async (id: string) => {
    expect((await admin.post(`/api/orders/${id}/print`)).statusCode).toBe(202);
    return until(id, 'the print job', (o) => o.printStatus !== 'SUBMITTING');
  };
  const jobsOf = (orderId: string) =>
    [...lulu.jobs.values()].filter((j) => j.external_id === orderId);
  /** Runs print.sync on the worker and waits for it to finish. */
  const sync = async () => {
    const job = await h.api.get(JobProducer).enqueue('print.sync', {});
    await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined), {
      what: 'print.sync',
    });
  };
  const history = async (id: string) =>
    (await admin.get(`/api/admin/orders/${id}/history`)).json() as OrderEvent[];

  it('sends a paid order to Lulu: cover size from Lulu, files downloaded by Lulu, print job id stored', async () => {
    const id = await paidOrder();
    const order = await submitted(id);
    const [job] = jobsOf(id);
    expect(jobsOf(id)).toHaveLength(1);
    expect(order).toMatchObject({ printOrderId: String(job!.id), printProvider: 'lulu' });
    expect(['RECEIVED', 'AWAITING_PAYMENT']).toContain(order.printStatus);
    expect(builder.calls.at(-1)!.cover).toEqual({ widthPt: 1368, heightPt: 738 });
    expect(job!.line_items[0]!.printable_normalization.interior.source_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/print-files\//,
    );
    expect((await lulu.validated(job!.id)).status.name).toBe('UNPAID');
  });

  it('a submission retried after a crash (the create answer was lost) makes ONE print job', async () => {
    const id = await paidOrder();
    lulu.dropNextCreateResponse();
    const order = await submitted(id);
    const creates = lulu.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/print-jobs/' &&
        (r.body as { external_id?: string }).external_id === id,
    );
    expect(creates).toHaveLength(1);
    expect(jobsOf(id)).toHaveLength(1);
    expect(order.printOrderId).toBe(String(jobsOf(id)[0]!.id));
    // The retry looked for the order's job before creating one.
    expect(lulu.requests.filter((r) => r.query.search === id).length).toBeGreaterThanOrEqual(2);
  });

  it('print.sync picks up a status change the callback missed; SHIPPED fills tracking and ships the order', async () => {
    const id = await paidOrder();
    const order = await submitted(id);
    const jobId = order.printOrderId!;
    await lulu.validated(jobId);
    await lulu.setStatus(jobId, 'IN_PRODUCTION', { notify: false });
    await sync();
    await until(id, 'PRINTING from the sync', (o) => o.printStatus === 'PRINTING');

    await lulu.setStatus(jobId, 'SHIPPED', {
      notify: false,
      trackingId: '1Z999AA10123456784',
      trackingUrl: 'https://ups.example/track/1Z999AA10123456784',
    });
    await sync();
    const shipped = await until(id, 'SHIPPED from the sync', (o) => o.printStatus === 'SHIPPED');
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://ups.example/track/1Z999AA10123456784',
      estimatedDelivery: lulu.job(jobId).estimated_shipping_dates.arrival_max,
    });
    const events = await history(id);
    expect(events.filter((e) => e.field === 'status' && e.to === 'shipped')).toHaveLength(1);
    expect(events.find((e) => e.field === 'printStatus' && e.to === 'SHIPPED')?.actor).toBe(
      'print',
    );
    // The family's shipping e-mail is written once, with the tracking Lulu reported.
    const shippedMail = () =>
      pg(async (c) => {
        const r = await c.query<{ text: string }>(
          `SELECT "text" FROM "outbox_messages" WHERE "orderId" = $1 AND "kind" = 'order_shipped'`,
          [id],
        );
        return r.rows;
      });
    const mails = await waitFor(
      async () => ((await shippedMail()).length ? shippedMail() : undefined),
      {
        what: 'the shipped e-mail',
      },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('1Z999AA10123456784');
    // Another sync changes nothing more.
    await sync();
    expect((await history(id)).length).toBe(events.length);
    expect(await shippedMail()).toHaveLength(1);
  });

  it('a book Lulu rejects shows the reason; the operator may send a corrected one', async () => {
    const id = await paidOrder();
    builder.options.pages = 20;
    let order: AdminOrder;
    try {
      order = await submitted(id);
    } finally {
      builder.options.pages = 24;
    }
    await lulu.validated(order.printOrderId!);
    // "Refresh print status" asks Lulu now.
    const res = await admin.get(`/api/orders/${id}/print-status`);
    expect(res.statusCode).toBe(200);
    const now = res.json() as PrintStatusResponse;
    expect(now).toMatchObject({ status: 'REJECTED', label: 'Rejected by the printer' });
    expect(now.order.printStatusMessage).toMatch(
      /Interior has 20 pages; this product and cover need 24/,
    );

    const again = await submitted(id);
    expect(again.printOrderId).not.toBe(order.printOrderId);
    expect(jobsOf(id)).toHaveLength(2);
    expect((await lulu.validated(again.printOrderId!)).status.name).toBe('UNPAID');
  });

  it('an address Lulu cannot ship to fails at once (no retries) with the reason for the operator', async () => {
    const id = await paidOrder();
    await pg((c) => c.query(`UPDATE orders SET "shippingState" = 'Atlantis' WHERE id = $1`, [id]));
    const order = await submitted(id);
    expect(order.printStatus).toBe('ERROR');
    expect(order.printStatusMessage).toMatch(/"Atlantis" is not a US state/);
    expect(jobsOf(id)).toHaveLength(0);
  });

  describe('status callbacks', () => {
    let id: string;
    let jobId: string;
    beforeAll(async () => {
      id = await paidOrder();
      jobId = (await submitted(id)).printOrderId!;
      await lulu.validated(jobId);
    });

    it('applies a delivery signed in hex, once: a replay changes nothing', async () => {
      await lulu.setStatus(jobId, 'PRODUCTION_READY', { notify: false });
      const first = await lulu.sendWebhook(jobId, { url: webhookUrl, encoding: 'hex' });
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ received: true, outcome: 'applied' });
      expect((await getOrder(id)).printStatus).toBe('QUEUED');
      const replay = await lulu.sendWebhook(jobId, { url: webhookUrl, payload: first.payload });
      expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'duplicate' });
    });

    it('accepts a base64 signature too; SHIPPED fills tracking and ships the order', async () => {
      await lulu.setStatus(jobId, 'IN_PRODUCTION', { notify: false });
      const shipped = await lulu.setStatus(jobId, 'SHIPPED', {
        notify: false,
        trackingId: 'TRACK-42',
      });
      const res = await lulu.sendWebhook(jobId, { url: webhookUrl, encoding: 'base64' });
      expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'applied' });
      expect(await getOrder(id)).toMatchObject({
        printStatus: 'SHIPPED',
        status: 'shipped',
        trackingNumber: 'TRACK-42',
        trackingUrl: shipped.line_items[0]!.tracking_urls[0],
        estimatedDelivery: shipped.estimated_shipping_dates.arrival_max,
      });
    });

    it('refuses a bad signature, another key’s signature and a tampered body', async () => {
      const before = await getOrder(id);
      const payload = lulu.webhookPayload(jobId).replace('"SHIPPED"', '"CANCELED"');
      const forged = await lulu.sendWebhook(jobId, {
        url: webhookUrl,
        payload,
        secret: 'not-the-secret',
      });
      expect(forged.status).toBe(400);
      expect((JSON.parse(forged.body) as ApiError).message).toBe(PRINT_TEXTS.badSignature);
      const signed = lulu.sign(lulu.webhookPayload(jobId));
      const tampered = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Lulu-HMAC-SHA256': signed },
        body: payload,
      });
      expect(tampered.status).toBe(400);
      const unsigned = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      expect(unsigned.status).toBe(400);
      expect(await getOrder(id)).toMatchObject({
        printStatus: before.printStatus,
        status: before.status,
      });
    });

    it('ignores an older report that arrives late, and jobs that are not the shop’s', async () => {
      const old = JSON.parse(lulu.webhookPayload(jobId)) as {
        data: { status: { name: string; changed: string } };
      };
      old.data.status = {
        ...old.data.status,
        name: 'IN_PRODUCTION',
        changed: '2020-01-01T00:00:00Z',
      };
      const stale = await lulu.sendWebhook(jobId, {
        url: webhookUrl,
        payload: JSON.stringify(old),
      });
      expect(JSON.parse(stale.body)).toEqual({ received: true, outcome: 'stale' });
      expect((await getOrder(id)).printStatus).toBe('SHIPPED');
      const stranger = JSON.stringify({
        topic: 'PRINT_JOB_STATUS_CHANGED',
        data: {
          id: 99999999,
          external_id: 'someone-else',
          status: { name: 'SHIPPED', changed: new Date().toISOString() },
        },
      });
      const res = await lulu.sendWebhook(jobId, { url: webhookUrl, payload: stranger });
      expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'ignored' });
    });

    /** The job's callback as Lulu would send it, with its status object changed by `status`. */
    const reshaped = (status: (s: Record<string, unknown>) => Record<string, unknown>) => {
      const body = JSON.parse(lulu.webhookPayload(jobId)) as {
        data: { status: Record<string, unknown> };
      };
      body.data.status = status(body.data.status);
      return JSON.stringify(body);
    };

    it('a report without a date cannot move a shipped order back (SHIPPED stays, not IN_PRODUCTION)', async () => {
      expect((await getOrder(id)).printStatus).toBe('SHIPPED');
      const undated = reshaped(({ changed: _changed, ...s }) => ({ ...s, name: 'IN_PRODUCTION' }));
      const res = await lulu.sendWebhook(jobId, { url: webhookUrl, payload: undated });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'stale' });
      expect(await getOrder(id)).toMatchObject({ printStatus: 'SHIPPED', status: 'shipped' });
    });

    it('a signed report with an unreadable date or a NUL is taken (2xx, so Lulu stops sending it) and changes nothing', async () => {
      const before = await getOrder(id);
      const payloads = [
        reshaped((s) => ({ ...s, name: 'IN_PRODUCTION', changed: 'not a date' })),
        reshaped((s) => ({ ...s, name: 'IN_PRODUCTION', changed: '2999-99-99T00:00:00Z' })),
        reshaped((s) => ({ ...s, name: 'IN_PRODUCTION', changed: 12 })),
        reshaped((s) => ({ ...s, message: 'Shipped\u0000', changed: new Date().toISOString() })),
      ];
      for (const payload of payloads) {
        const res = await lulu.sendWebhook(jobId, { url: webhookUrl, payload });
        expect({ payload, status: res.status }).toEqual({ payload, status: 200 });
        expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'invalid' });
      }
      const after = await getOrder(id);
      expect(after).toMatchObject({
        printStatus: before.printStatus,
        printStatusMessage: before.printStatusMessage,
        printStatusChangedAt: before.printStatusChangedAt,
      });
      // Unsigned, the same body is refused in the one error shape.
      const unsigned = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payloads[3],
      });
      expect(unsigned.status).toBe(400);
      expect(isApiError(await unsigned.json())).toBe(true);
    });

    it('asks Lulu to send again a report that outran the submission, and then applies it', async () => {
      const orderId = await paidOrder();
      // The order is still SUBMITTING (its job not recorded yet) when Lulu reports on the job.
      await pg((c) =>
        c.query(`UPDATE orders SET "printStatus" = 'SUBMITTING' WHERE id = $1`, [orderId]),
      );
      const payload = JSON.stringify({
        topic: 'PRINT_JOB_STATUS_CHANGED',
        data: {
          id: 777001,
          external_id: orderId,
          status: { name: 'UNPAID', message: 'Accepted', changed: new Date().toISOString() },
        },
      });
      const early = await lulu.sendWebhook(jobId, { url: webhookUrl, payload });
      expect(early.status).toBe(409);
      await pg((c) =>
        c.query(
          `UPDATE orders SET "printStatus" = 'RECEIVED', "printOrderId" = '777001', "printProvider" = 'lulu', "printStatusChangedAt" = now() - interval '1 minute' WHERE id = $1`,
          [orderId],
        ),
      );
      const again = await lulu.sendWebhook(jobId, { url: webhookUrl, payload });
      expect(JSON.parse(again.body)).toEqual({ received: true, outcome: 'applied' });
      expect((await getOrder(orderId)).printStatus).toBe('AWAITING_PAYMENT');
    });

    it('keeps only http(s) tracking links from Lulu: a javascript: link is dropped, the number kept', async () => {
      const orderId = await paidOrder();
      const job = (await submitted(orderId)).printOrderId!;
      await lulu.validated(job);
      await lulu.setStatus(job, 'IN_PRODUCTION', { notify: false });
      await lulu.setStatus(job, 'SHIPPED', {
        notify: false,
        trackingId: 'TRACK-JS',
        trackingUrl: 'javascript:alert(1)',
      });
      const res = await lulu.sendWebhook(job, { url: webhookUrl });
      expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'applied' });
      const order = await getOrder(orderId);
      expect(order).toMatchObject({ printStatus: 'SHIPPED', trackingNumber: 'TRACK-JS' });
      expect(order.trackingUrl ?? null).toBeNull();
    });

    it('takes callbacks at the provider’s own path; other providers’ paths take none', async () => {
      const orderId = await paidOrder();
      const job = (await submitted(orderId)).printOrderId!;
      await lulu.validated(job);
      await lulu.setStatus(job, 'IN_PRODUCTION', { notify: false });
      const named = await lulu.sendWebhook(job, { url: `${webhookUrl}/lulu` });
      expect(JSON.parse(named.body)).toEqual({ received: true, outcome: 'applied' });
      expect((await getOrder(orderId)).printStatus).toBe('PRINTING');
      // The manual provider sends no callbacks; a name no provider has is not found.
      expect((await lulu.sendWebhook(job, { url: `${webhookUrl}/manual` })).status).toBe(503);
      expect((await lulu.sendWebhook(job, { url: `${webhookUrl}/acme` })).status).toBe(404);
    });
  });
});
