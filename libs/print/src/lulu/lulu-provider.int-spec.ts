import {
  createTestBookBuilder,
  FAKE_LULU_POD_PACKAGE,
  type FakeLulu,
  startFakeLulu,
} from '@shop/testing';
import { LocalDirectoryStorage } from '@shop/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRINT_FILES_PATH, PrintFileLinks } from '../file-links';
import { PrintProviderError, type PrintSubmission } from '../types';
import { LuluApiError } from './client';
import { LuluPrintProvider, snapshotOf } from './lulu-provider';

/**
 * The Lulu adapter over real HTTP against the fake Lulu server, which downloads the print files
 * from the signed links (served here the way the API serves them) and checks them like Lulu.
 */
describe('Lulu print provider against the fake Lulu API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lulu-files-'));
  const storage = new LocalDirectoryStorage(dir);
  let lulu: FakeLulu;
  let files: Server;
  let links: PrintFileLinks;
  let clock = Date.now();

  beforeAll(async () => {
    lulu = await startFakeLulu();
    // The signed-link file route, as the API has it.
    files = createServer((req, res) => {
      const token = (req.url ?? '').slice(PRINT_FILES_PATH.length + 1);
      const key = links.verify(token);
      void (key ? storage.get(key) : Promise.resolve(null)).then((file) => {
        if (!file) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(file.bytes);
      });
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    const { port } = files.address() as AddressInfo;
    links = new PrintFileLinks(
      'a-test-secret-of-at-least-32-characters!',
      `http://127.0.0.1:${port}`,
      3600,
    );
  });
  afterAll(async () => {
    await lulu.close();
    await new Promise((r) => files.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  const provider = (overrides: { clientSecret?: string; now?: () => number } = {}) =>
    new LuluPrintProvider(
      {
        baseUrl: lulu.url,
        clientKey: lulu.clientKey,
        clientSecret: overrides.clientSecret ?? lulu.clientSecret,
        timeoutMs: 10_000,
        podPackageId: FAKE_LULU_POD_PACKAGE,
        shippingLevel: 'MAIL',
        contactEmail: 'ops@shop.example',
        now: overrides.now,
      },
      links,
    );

  const submission = async (
    orderId: string,
    book: { pages?: number; pageSizePt?: number } = {},
    cover = { widthPt: 1368, heightPt: 738 },
  ): Promise<PrintSubmission> => ({
    orderId,
    title: 'Mia and the Brave Fox',
    recipient: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 (512)  555-0100',
      street: '1 Main St',
      city: 'Austin',
      state: 'Texas',
      postcode: '78701',
      country: 'US',
    },
    files: await createTestBookBuilder(storage, book).ensureBuilt('story-1', cover),
  });

  const orderId = () => crypto.randomUUID();

  it('fetches one token with Basic auth and reuses it until shortly before it expires', async () => {
    const before = lulu.tokensIssued;
    const p = provider({ now: () => clock });
    await p.coverDimensions(24);
    await p.coverDimensions(24);
    await Promise.all([p.coverDimensions(24), p.coverDimensions(24)]);
    expect(lulu.tokensIssued - before).toBe(1);
    expect(p.client.tokenFetches).toBe(1);
    // 3600 s tokens are refreshed a minute early: at 3539 s still cached, at 3541 s a new one.
    clock += 3539_000;
    await p.coverDimensions(24);
    expect(p.client.tokenFetches).toBe(1);
    clock += 2_000;
    await p.coverDimensions(24);
    expect(p.client.tokenFetches).toBe(2);
    expect(lulu.tokensIssued - before).toBe(2);
  });

  it('signs in again when Lulu answers 401 to a cached token, and the call goes through', async () => {
    const p = provider();
    await p.coverDimensions(24);
    lulu.revokeTokens();
    await expect(p.coverDimensions(24)).resolves.toEqual({ widthPt: 1368, heightPt: 738 });
    expect(p.client.tokenFetches).toBe(2);
  });

  it('refuses wrong API keys as a permanent error', async () => {
    const err = await provider({ clientSecret: 'wrong' })
      .coverDimensions(24)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LuluApiError);
    expect((err as LuluApiError).status).toBe(401);
    expect((err as LuluApiError).permanent).toBe(true);
  });

  it('asks Lulu for the cover size of the 24-page casewrap book, in points', async () => {
    await expect(provider().coverDimensions(24)).resolves.toEqual({ widthPt: 1368, heightPt: 738 });
    const call = lulu.requests.filter((r) => r.path === '/cover-dimensions/').at(-1)!;
    expect(call.body).toEqual({
      pod_package_id: FAKE_LULU_POD_PACKAGE,
      interior_page_count: 24,
      unit: 'pt',
    });
  });

  it('creates a print job with the order as external_id, the product, the address and signed file links', async () => {
    const id = orderId();
    const job = await provider().submit(await submission(id));
    expect(job.status).toBe('RECEIVED');
    const created = lulu.requests
      .filter((r) => r.method === 'POST' && r.path === '/print-jobs/')
      .at(-1)!;
    expect(created.body).toMatchObject({
      contact_email: 'ops@shop.example',
      external_id: id,
      shipping_level: 'MAIL',
      shipping_address: {
        name: 'Jane Doe',
        street1: '1 Main St',
        city: 'Austin',
        state_code: 'TX',
        postcode: '78701',
        country_code: 'US',
        phone_number: '+1 (512) 555-0100',
        email: 'jane@example.com',
      },
      line_items: [
        {
          title: 'Mia and the Brave Fox',
          quantity: 1,
          printable_normalization: {
            pod_package_id: FAKE_LULU_POD_PACKAGE,
            cover: {
              source_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/print-files\//),
            },
            interior: { source_url: expect.stringMatching(/\/api\/print-files\//) },
          },
        },
      ],
    });
    // Lulu downloads both files and accepts them.
    const checked = await lulu.validated(job.printJobId);
    expect(checked.status.name).toBe('UNPAID');
    expect(checked.line_items[0]!.printable_normalization.interior.page_count).toBe(24);
    const now = await provider().status(job.printJobId);
    expect(now).toMatchObject({ printJobId: job.printJobId, status: 'AWAITING_PAYMENT' });
    expect(now!.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a submission retried after a crash (the answer to the create was lost) makes one print job', async () => {
    const id = orderId();
    const s = await submission(id);
    const p = provider();
    lulu.dropNextCreateResponse();
    const err = await p.submit(s).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrintProviderError);
    expect((err as PrintProviderError).permanent).toBe(false);
    const again = await p.submit(s);
    const again2 = await p.submit(s);
    const mine = [...lulu.jobs.values()].filter((j) => j.external_id === id);
    expect(mine).toHaveLength(1);
    expect(again.printJobId).toBe(String(mine[0]!.id));
    expect(again2.printJobId).toBe(again.printJobId);
    // The retries searched by the order id before creating.
    expect(lulu.requests.some((r) => r.path === '/print-jobs/' && r.query.search === id)).toBe(
      true,
    );
  });

  it('looks only at exact external_id matches that can still print', async () => {
    const id = orderId();
    // A rejected job of the order (wrong book) does not stop a corrected submission.
    const bad = await provider().submit(await submission(id, { pages: 20 }));
    expect((await lulu.validated(bad.printJobId)).status.name).toBe('REJECTED');
    const good = await provider().submit(await submission(id));
    expect(good.printJobId).not.toBe(bad.printJobId);
    // Another order whose id contains this one's start is not this order's job.
    expect(await provider().findJob(id.slice(0, 8))).toBeNull();
  });

  it('Lulu rejects an interior with the wrong page count, with the reason', async () => {
    const job = await provider().submit(await submission(orderId(), { pages: 20 }));
    await lulu.validated(job.printJobId);
    const now = (await provider().status(job.printJobId))!;
    expect(now.status).toBe('REJECTED');
    expect(now.message).toMatch(/Interior has 20 pages; this product and cover need 24/);
  });

  it('Lulu rejects interior pages of the wrong size, and a cover of the wrong size', async () => {
    const job = await provider().submit(await submission(orderId(), { pageSizePt: 612 }));
    await lulu.validated(job.printJobId);
    expect((await provider().status(job.printJobId))!.message).toMatch(
      /Interior page 1 is 612\.0 x 612\.0 pt; expected 630 x 630 pt/,
    );
    const cover = await provider().submit(
      await submission(orderId(), {}, { widthPt: 1300, heightPt: 738 }),
    );
    await lulu.validated(cover.printJobId);
    const now = (await provider().status(cover.printJobId))!;
    expect(now.status).toBe('REJECTED');
    expect(now.message).toMatch(/Cover is 1300\.0 x 738\.0 pt; expected 1368\.0 x 738\.0 pt/);
  });

  it('Lulu answers 400 with field messages for an address it cannot use: a permanent error', async () => {
    const s = await submission(orderId());
    s.recipient.street = ' ';
    const err = (await provider()
      .submit(s)
      .catch((e: unknown) => e)) as LuluApiError;
    expect(err).toBeInstanceOf(LuluApiError);
    expect(err.status).toBe(400);
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/shipping_address\.street1: This field is required/);
  });

  it('reports SHIPPED with the tracking number, tracking link and latest arrival date', async () => {
    const job = await provider().submit(await submission(orderId()));
    await lulu.validated(job.printJobId);
    await lulu.setStatus(job.printJobId, 'IN_PRODUCTION');
    await lulu.setStatus(job.printJobId, 'SHIPPED', {
      trackingId: '1ZTRACK123',
      trackingUrl: 'https://ups.example/1ZTRACK123',
    });
    const now = (await provider().status(job.printJobId))!;
    expect(now).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: '1ZTRACK123',
      trackingUrl: 'https://ups.example/1ZTRACK123',
      estimatedDelivery: lulu.job(job.printJobId).estimated_shipping_dates.arrival_max,
    });
    expect(now.changedAt).toBeInstanceOf(Date);
    expect(snapshotOf(lulu.job(job.printJobId)).status).toBe('SHIPPED');
  });

  it('says nothing about print ids it did not make', async () => {
    await expect(provider().status('manual-abc123')).resolves.toBeNull();
  });
});
