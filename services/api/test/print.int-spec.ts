import type { INestApplicationContext } from '@nestjs/common';
import { hashPassword } from '@shop/auth';
import {
  type AdminOrder,
  type ApiError,
  BOOK,
  PRINT_TEXTS,
  type OrderEvent,
  type PrintStatusResponse,
} from '@shop/contracts';
import { PrintFileLinks } from '@shop/print';
import { JobProducer, jobIds } from '@shop/queue';
import { createTestBookBuilder, type TestBookBuilder, waitFor } from '@shop/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { LocalDirectoryStorage } from '@shop/storage';
import { insertOrder, insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { startWorkerWithBuilder } from '../../../test/support/print';
import { SyncPrintHandler } from '../../worker/src/print/sync-print.handler';

const PASSWORD = 'print operator passphrase';

/** Print submission with the default (manual) provider: real API, worker, BullMQ, Postgres. */
describe('print submission, manual provider (real Postgres, Redis and BullMQ)', () => {
  let h: Harness;
  let admin: Visitor;
  let worker: INestApplicationContext;
  let builder: TestBookBuilder;
  const storageDir = mkdtempSync(join(tmpdir(), 'print-files-'));
  const pg = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg(h.db.url, fn);

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        STORAGE_DIR: storageDir,
        PUBLIC_URL: 'https://shop.example',
      },
    });
    admin = await signInAdmin(h, PASSWORD);
    builder = createTestBookBuilder(new LocalDirectoryStorage(storageDir));
    worker = await startWorkerWithBuilder(h, builder);
  });
  afterAll(async () => {
    await worker.close();
    await h.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const paidOrder = async (o: Parameters<typeof insertOrder>[1] = {}) =>
    pg(async (c) => insertOrder(c, { status: 'paid', storyId: await insertStory(c), ...o }));
  const getOrder = async (id: string) =>
    (await admin.get(`/api/admin/orders/${id}`)).json() as AdminOrder;
  const settled = (id: string) =>
    waitFor(
      async () => {
        const o = await getOrder(id);
        return o.printStatus !== 'SUBMITTING' ? o : undefined;
      },
      { what: 'the print submission to settle' },
    );
  const put = (id: string, payload: object) =>
    admin.request({ method: 'PUT', url: `/api/orders/${id}/print-status`, payload });

  it('is for the operator only', async () => {
    const id = await paidOrder();
    const visitor = h.visitor();
    expect((await visitor.post(`/api/orders/${id}/print`)).statusCode).toBe(401);
    expect((await visitor.get(`/api/orders/${id}/print-status`)).statusCode).toBe(401);
    expect(
      (await visitor.request({ method: 'PUT', url: `/api/orders/${id}/print-status`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await visitor.get(`/api/orders/${id}/print-files/interior`)).statusCode).toBe(401);
    expect((await getOrder(id)).printStatus).toBeNull();
  });

  it('refuses an unpaid order with error and details (409), and a missing one (404)', async () => {
    const id = await pg((c) => insertOrder(c, { status: 'pending' }));
    const res = await admin.post(`/api/orders/${id}/print`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: PRINT_TEXTS.notPaid,
      details: [{ field: 'status', message: 'This order is pending.' }],
    } satisfies ApiError);
    expect(
      (await admin.post(`/api/orders/00000000-0000-4000-8000-000000000000/print`)).statusCode,
    ).toBe(404);
  });

  it('refuses an order whose story was deleted', async () => {
    const id = await pg((c) => insertOrder(c, { status: 'paid', storyId: null }));
    const res = await admin.post(`/api/orders/${id}/print`);
    expect(res.statusCode).toBe(409);
    expect((res.json() as ApiError).message).toBe(PRINT_TEXTS.storyDeleted);
  });

  it('answers 202 at once, builds the files and marks the order ready for upload; a second submit is refused', async () => {
    const id = await paidOrder();
    const res = await admin.post(`/api/orders/${id}/print`);
    expect(res.statusCode).toBe(202);
    const answered = res.json() as AdminOrder;
    expect(answered).toMatchObject({ id, printStatus: 'SUBMITTING', printOrderId: null });
    const job = await h.api.get(JobProducer).queue('print').getJob(jobIds.printSubmit(id, 1));
    expect(job?.data).toEqual({ orderId: id });

    const again = await admin.post(`/api/orders/${id}/print`);
    expect(again.statusCode).toBe(409);
    expect((again.json() as ApiError).message).toBe(PRINT_TEXTS.alreadySubmitted);

    const order = await settled(id);
    expect(order).toMatchObject({
      printStatus: 'READY_FOR_UPLOAD',
      printProvider: 'manual',
      printFilesReady: true,
      printStatusMessage: PRINT_TEXTS.manualReady,
      status: 'paid',
    });
    expect(order.printOrderId).toMatch(/^manual-[0-9a-f]{10}$/);
    // No cover size from a print service: the builder's own.
    expect(builder.calls.at(-1)).toEqual({ storyId: order.storyId, cover: undefined });
    const refused = await admin.post(`/api/orders/${id}/print`);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as ApiError).details?.[0]?.message).toMatch(/Ready for upload/);

    // The status "now" of a manual job is what was recorded.
    const now = (await admin.get(`/api/orders/${id}/print-status`)).json() as PrintStatusResponse;
    expect(now).toMatchObject({ status: 'READY_FOR_UPLOAD', label: 'Ready for upload' });
  });

  it('offers the interior and cover for download as PDFs', async () => {
    const id = await paidOrder();
    await admin.post(`/api/orders/${id}/print`);
    await settled(id);
    const interior = await admin.get(`/api/orders/${id}/print-files/interior`);
    expect(interior.statusCode).toBe(200);
    expect(interior.headers['content-type']).toBe('application/pdf');
    expect(interior.headers['content-disposition']).toBe(
      `attachment; filename="book-${id.slice(0, 8)}-interior.pdf"`,
    );
    const pdf = await PDFDocument.load(interior.rawPayload);
    expect(pdf.getPageCount()).toBe(BOOK.pages);
    const cover = await admin.get(`/api/orders/${id}/print-files/cover`);
    expect((await PDFDocument.load(cover.rawPayload)).getPage(0).getSize()).toEqual({
      width: 1368,
      height: 738,
    });
    expect((await admin.get(`/api/orders/${id}/print-files/spine`)).statusCode).toBe(400);
    const unsent = await paidOrder();
    const missing = await admin.get(`/api/orders/${unsent}/print-files/interior`);
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as ApiError).message).toBe(PRINT_TEXTS.filesNotBuilt);
  });

  it('lets the operator report the status by hand; SHIPPED with tracking ships the order once', async () => {
    const id = await paidOrder();
    await admin.post(`/api/orders/${id}/print`);
    await settled(id);
    const bad = await put(id, { printStatus: 'FLYING', estimatedDelivery: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ApiError).details?.map((d) => d.field)).toEqual([
      'printStatus',
      'estimatedDelivery',
    ]);
    expect((await put(id, { printStatus: 'PRINTING' })).statusCode).toBe(200);
    const res = await put(id, {
      printStatus: 'SHIPPED',
      trackingNumber: '9400100000000000000000',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
      estimatedDelivery: '2026-12-01',
    });
    expect(res.statusCode).toBe(200);
    const { order } = res.json() as PrintStatusResponse;
    expect(order).toMatchObject({
      status: 'shipped',
      printStatus: 'SHIPPED',
      trackingNumber: '9400100000000000000000',
      estimatedDelivery: '2026-12-01',
    });
    const history = (await admin.get(`/api/admin/orders/${id}/history`)).json() as OrderEvent[];
    expect(history.filter((e) => e.field === 'status' && e.to === 'shipped')).toHaveLength(1);
    expect(history.find((e) => e.field === 'printStatus' && e.to === 'SHIPPED')?.actor).toBe(
      'admin',
    );
    // A delivery report moves a shipped order on.
    await put(id, { printStatus: 'DELIVERED' });
    expect((await getOrder(id)).status).toBe('delivered');
  });

  it('a failed manual job may be sent again: new files, a new print id', async () => {
    const id = await paidOrder();
    await admin.post(`/api/orders/${id}/print`);
    const first = await settled(id);
    await put(id, { printStatus: 'REJECTED', message: 'The printer found the margins too tight.' });
    const rejected = await getOrder(id);
    expect(rejected).toMatchObject({
      printStatus: 'REJECTED',
      printStatusMessage: 'The printer found the margins too tight.',
    });
    const res = await admin.post(`/api/orders/${id}/print`);
    expect(res.statusCode).toBe(202);
    const second = await settled(id);
    expect(second.printStatus).toBe('READY_FOR_UPLOAD');
    expect(second.printOrderId).not.toBe(first.printOrderId);
    expect(
      await h.api.get(JobProducer).queue('print').getJob(jobIds.printSubmit(id, 2)),
    ).toBeDefined();
  });

  it('refuses reports by hand on an order the print service prints', async () => {
    const id = await paidOrder();
    await pg((c) =>
      c.query(
        `UPDATE orders SET "printOrderId" = '4242', "printProvider" = 'lulu', "printStatus" = 'AWAITING_PAYMENT' WHERE id = $1`,
        [id],
      ),
    );
    const res = await put(id, { printStatus: 'SHIPPED' });
    expect(res.statusCode).toBe(409);
    expect((res.json() as ApiError).message).toBe(PRINT_TEXTS.notManual);
  });

  it('serves a print file behind a signed link only while the link is good', async () => {
    const id = await paidOrder();
    await admin.post(`/api/orders/${id}/print`);
    await settled(id);
    const key = await pg(
      async (c) =>
        (await c.query(`SELECT "printInteriorKey" FROM orders WHERE id = $1`, [id])).rows[0]
          .printInteriorKey as string,
    );
    const links = PrintFileLinks.fromConfig(h.config);
    const url = new URL(links.url(key));
    expect(url.origin).toBe('https://shop.example');
    const anyone = h.visitor();
    const ok = await anyone.get(url.pathname);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    const token = url.pathname.split('/').at(-1)!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await anyone.get(`/api/print-files/${forged}`);
    expect(res.statusCode).toBe(404);
    expect((res.json() as ApiError).message).toBe(PRINT_TEXTS.fileLinkInvalid);
    const expired = new PrintFileLinks(
      h.config.COOKIE_SECRET,
      h.config.PUBLIC_URL,
      60,
      () => Date.now() - 3600_000,
    );
    expect((await anyone.get(new URL(expired.url(key)).pathname)).statusCode).toBe(404);
  });

  it('print.sync gives a submission whose job was lost its job back', async () => {
    const id = await paidOrder();
    // Marked SUBMITTING long ago, but its job is gone (Redis flushed, say).
    await pg((c) =>
      c.query(
        `UPDATE orders SET "printStatus" = 'SUBMITTING', "printSubmissions" = 1,
           "printStatusChangedAt" = now() - interval '1 hour' WHERE id = $1`,
        [id],
      ),
    );
    const result = await worker.get(SyncPrintHandler).handle();
    expect(result.requeued).toBeGreaterThanOrEqual(1);
    expect((await settled(id)).printStatus).toBe('READY_FOR_UPLOAD');
  });

  it('the print callback is refused while no print service is configured', async () => {
    const res = await h
      .visitor()
      .post('/api/webhooks/print', { topic: 'PRINT_JOB_STATUS_CHANGED' });
    expect(res.statusCode).toBe(503);
  });
});
