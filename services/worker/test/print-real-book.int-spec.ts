import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { hashPassword } from '@shop/auth';
import type { AdminOrder, Story } from '@shop/contracts';
import { type FakeLulu, startFakeLulu, waitFor } from '@shop/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertOrder, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { luluConfig } from '../../../test/support/print';
import { WorkerModule } from '../src/worker.module';

const PASSWORD = 'real book operator passphrase';

/**
 * The whole way from a parent's story to a Lulu print job with nothing replaced: the story engine
 * writes the story, the real book builder lays out the PDFs at the size Lulu's cover-dimensions
 * call gives, and the fake Lulu downloads them from the signed links and checks them as Lulu
 * would (24 pages of 630 x 630 pt, the cover at its own size). A wrong book would be REJECTED.
 */
describe('print submission with the real book builder (fake Lulu, real BullMQ, Postgres, Redis)', () => {
  let h: Harness;
  let lulu: FakeLulu;
  let admin: Visitor;
  let worker: INestApplicationContext;
  const storageDir = mkdtempSync(join(tmpdir(), 'print-real-book-'));

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
    admin = await signInAdmin(h, PASSWORD);
    const moduleRef = await Test.createTestingModule({
      imports: [
        WorkerModule.forRoot({
          ...h.config,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          WORKER_QUEUES: 'story,print',
        }),
      ],
    }).compile();
    moduleRef.useLogger(false);
    worker = await moduleRef.init();
  });
  afterAll(async () => {
    await worker?.close();
    await h?.close();
    await lulu?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('a generated story becomes a print job Lulu accepts', async () => {
    const parent = h.visitor();
    const created = await parent.post('/api/stories/generate', {
      childName: 'Mia',
      animal: 'owl',
      theme: 'courage',
      ageRange: 'early-elementary',
      wordCount: 2000,
    });
    expect(created.statusCode).toBe(202);
    const storyId = (created.json() as Story).id;
    await waitFor(
      async () => {
        const s = (await parent.get(`/api/stories/${storyId}`)).json() as Story;
        return s.generationStatus === 'ready' ? s : undefined;
      },
      { what: 'the story' },
    );
    const orderId = await withPg(h.db.url, (c) => insertOrder(c, { status: 'paid', storyId }));

    expect((await admin.post(`/api/orders/${orderId}/print`)).statusCode).toBe(202);
    const order = await waitFor(
      async () => {
        const o = (await admin.get(`/api/admin/orders/${orderId}`)).json() as AdminOrder;
        return o.printStatus !== 'SUBMITTING' ? o : undefined;
      },
      { what: 'the print job', timeoutMs: 60_000 },
    );
    expect(order.printOrderId).toBeTruthy();
    const job = await lulu.validated(order.printOrderId!);
    expect(job.status.name).not.toBe('REJECTED');
    expect(job.line_items[0]!.status.name).not.toBe('REJECTED');
  });
});
