import { hashPassword } from '@shop/auth';
import {
  ADMIN_ORDER_TEXTS,
  REQUEST_TEXTS,
  MESSAGES,
  type AdminOrder,
  type AdminOrdersPage,
  type AdminStoryOption,
  type FamilyDataDeletion,
  type OrderEvent,
} from '@shop/contracts';
import { FILE_STORAGE, type FileStorage, newStorageKey } from '@shop/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredRoutes } from '../src/app';
import { insertOrder, insertStory, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'orders operator passphrase';

describe('admin order management (real Postgres and Redis)', () => {
  let h: Harness;
  let admin: Visitor;
  const pg = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg(h.db.url, fn);
  const storageDir = mkdtempSync(join(tmpdir(), 'admin-orders-files-'));

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        PUBLIC_URL: 'https://shop.example',
        STORAGE_DIR: storageDir,
      },
    });
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await h.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  beforeEach(() => pg((c) => c.query('TRUNCATE orders, stories CASCADE')));

  const list = async (query = '') => {
    const res = await admin.get(`/api/admin/orders${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as AdminOrdersPage;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    admin.request({ method: 'POST', url, payload: payload as object, headers });
  const history = async (id: string) =>
    (await admin.get(`/api/admin/orders/${id}/history`)).json() as OrderEvent[];

  it('answers 401 without a session', async () => {
    expect((await h.visitor().get('/api/admin/orders')).statusCode).toBe(401);
    expect(
      (
        await h
          .visitor()
          .post('/api/admin/orders/00000000-0000-4000-8000-000000000000/status', { status: 'paid' })
      ).statusCode,
    ).toBe(401);
  });

  it('lists newest first and filters the tabs by status, with every tab counted', async () => {
    const t0 = Date.now();
    const at = (minutesAgo: number) => new Date(t0 - minutesAgo * 60_000);
    const ids = await pg(async (c) => ({
      pending: await insertOrder(c, { status: 'pending', createdAt: at(1) }),
      paid: await insertOrder(c, { status: 'paid', createdAt: at(2) }),
      shipped: await insertOrder(c, { status: 'shipped', createdAt: at(3) }),
      delivered: await insertOrder(c, { status: 'delivered', createdAt: at(4) }),
      cancelled: await insertOrder(c, { status: 'cancelled', createdAt: at(5) }),
      paidDone: await insertOrder(c, { status: 'paid', fulfilled: true, createdAt: at(6) }),
      shippedDone: await insertOrder(c, { status: 'shipped', fulfilled: true, createdAt: at(7) }),
    }));

    const all = await list();
    expect(all.orders.map((o) => o.id)).toEqual([
      ids.pending,
      ids.paid,
      ids.shipped,
      ids.delivered,
      ids.cancelled,
      ids.paidDone,
      ids.shippedDone,
    ]);
    expect(all.counts).toEqual({ all: 7, new: 5, pending: 1, paid: 1, shipped: 1, fulfilled: 2 });
    expect(all).toMatchObject({ tab: 'all', page: 1, pageSize: 20, total: 7, totalOrders: 7 });

    const tab = async (name: string) => (await list(`?tab=${name}`)).orders.map((o) => o.id);
    expect(await tab('new')).toEqual([
      ids.pending,
      ids.paid,
      ids.shipped,
      ids.delivered,
      ids.cancelled,
    ]);
    expect(await tab('pending')).toEqual([ids.pending]);
    expect(await tab('paid')).toEqual([ids.paid]);
    expect(await tab('shipped')).toEqual([ids.shipped]);
    expect(await tab('fulfilled')).toEqual([ids.paidDone, ids.shippedDone]);

    // The counts follow every change, whoever makes it (triggers keep them).
    await post(`/api/admin/orders/${ids.pending}/status`, { status: 'paid' });
    await post(`/api/admin/orders/${ids.paid}/fulfill`, { fulfilled: true });
    await pg((c) => c.query('DELETE FROM orders WHERE id = $1', [ids.cancelled]));
    await pg((c) => c.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [ids.delivered]));
    expect((await list()).counts).toEqual({
      all: 6,
      new: 3,
      pending: 0,
      paid: 1,
      shipped: 2,
      fulfilled: 3,
    });
    // The same counts with a search that matches everything (counted from the rows themselves).
    expect((await list('?q=example.com')).counts).toEqual({
      all: 6,
      new: 3,
      pending: 0,
      paid: 1,
      shipped: 2,
      fulfilled: 3,
    });

    const bad = await admin.get('/api/admin/orders?tab=archived&pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['pageSize', 'tab']);
  });

  it('pages on the server with a stable order, even when orders share a timestamp', async () => {
    const same = new Date();
    const ids = await pg(async (c) => {
      const out: string[] = [];
      for (let i = 0; i < 7; i++) out.push(await insertOrder(c, { createdAt: same }));
      return out;
    });
    const pages = [
      await list('?pageSize=3&page=1'),
      await list('?pageSize=3&page=2'),
      await list('?pageSize=3&page=3'),
    ];
    expect(pages.map((p) => p.orders.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7)).toBe(true);
    const seen = pages.flatMap((p) => p.orders.map((o) => o.id));
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect((await list('?pageSize=3&page=4')).orders).toEqual([]);
  });

  it('searches by name, e-mail or order id (and the start of one); the counts follow the search', async () => {
    const ids = await pg(async (c) => ({
      jane: await insertOrder(c, {
        recipientName: 'Jane Doe',
        recipientEmail: 'jane@example.com',
        status: 'paid',
      }),
      john: await insertOrder(c, {
        recipientName: 'John Roe',
        recipientEmail: 'jr@mail.test',
        fulfilled: true,
      }),
      other: await insertOrder(c, {
        recipientName: 'Ann 100% Smith',
        recipientEmail: 'ann_s@example.org',
      }),
    }));
    const found = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).orders.map((o) => o.id).sort();

    expect(await found('jane')).toEqual([ids.jane]);
    expect(await found('  DOE ')).toEqual([ids.jane]);
    expect(await found('MAIL.TEST')).toEqual([ids.john]);
    expect(await found('example')).toEqual([ids.jane, ids.other].sort());
    // LIKE wildcards are taken literally.
    expect(await found('100%')).toEqual([ids.other]);
    expect(await found('n_s')).toEqual([ids.other]);
    expect(await found('%')).toEqual([ids.other]);
    expect(await found(ids.john)).toEqual([ids.john]);
    expect(await found(ids.john.toUpperCase())).toEqual([ids.john]);
    expect(await found(ids.jane.slice(0, 13))).toContain(ids.jane);
    expect(await found('nobody-here')).toEqual([]);

    const page = await list('?q=example&tab=paid');
    expect(page.orders.map((o) => o.id)).toEqual([ids.jane]);
    expect(page.counts).toEqual({ all: 2, new: 2, pending: 1, paid: 1, shipped: 0, fulfilled: 0 });
    expect(page.total).toBe(1);
    expect(page.totalOrders).toBe(3);
  });

  it('shows each order with every field and its story’s headline', async () => {
    const storyId = await pg((c) =>
      insertStory(c, { title: 'Leo and the Brave Owl', childName: 'Leo', isCollaborative: true }),
    );
    const id = await pg((c) =>
      insertOrder(c, {
        storyId,
        status: 'paid',
        amountCents: 2674,
        childGender: 'boy',
        illustratorNotes: 'Curly hair',
      }),
    );
    const [order] = (await list()).orders;
    expect(order).toMatchObject({
      id,
      storyId,
      story: {
        id: storyId,
        title: 'Leo and the Brave Owl',
        childName: 'Leo',
        animal: 'fox',
        isCollaborative: true,
      },
      storyDeletedAt: null,
      amountCents: 2674,
      status: 'paid',
      fulfilled: false,
      childGender: 'boy',
      illustratorNotes: 'Curly hair',
      shippingCity: 'Austin',
      trackingNumber: null,
      notes: null,
    });
    expect(order).not.toHaveProperty('story.content');
    const single = await admin.get(`/api/admin/orders/${id}`);
    expect(single.json()).toEqual(order);
    expect(
      (await admin.get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('changes status, tracking, fulfilment and notes, recording each change from what to what', async () => {
    const id = await pg((c) => insertOrder(c));

    let res = await post(`/api/admin/orders/${id}/status`, { status: 'paid' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminOrder).status).toBe('paid');

    res = await post(`/api/admin/orders/${id}/tracking`, {
      trackingNumber: '  1Z999AA10123456784 ',
    });
    expect(res.json()).toMatchObject({ trackingNumber: '1Z999AA10123456784' });
    res = await post(`/api/admin/orders/${id}/tracking`, {
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(res.json()).toMatchObject({
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });

    res = await post(`/api/admin/orders/${id}/notes`, { notes: 'Gift wrap, please.' });
    expect(res.json()).toMatchObject({ notes: 'Gift wrap, please.' });

    res = await post(`/api/admin/orders/${id}/status`, { status: 'shipped' });
    res = await post(`/api/admin/orders/${id}/fulfill`, { fulfilled: true });
    expect(res.json()).toMatchObject({ status: 'shipped', fulfilled: true });

    // Saving what is already there changes nothing and records nothing.
    await post(`/api/admin/orders/${id}/notes`, { notes: 'Gift wrap, please.' });
    await post(`/api/admin/orders/${id}/fulfill`, { fulfilled: true });

    const events = await history(id);
    expect(
      events.map(({ field, from, to, actor }) => ({ field, from, to, actor })).reverse(),
    ).toEqual([
      { field: 'status', from: 'pending', to: 'paid', actor: 'admin' },
      { field: 'trackingNumber', from: null, to: '1Z999AA10123456784', actor: 'admin' },
      {
        field: 'trackingUrl',
        from: null,
        to: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        actor: 'admin',
      },
      { field: 'notes', from: null, to: 'Gift wrap, please.', actor: 'admin' },
      { field: 'status', from: 'paid', to: 'shipped', actor: 'admin' },
      { field: 'fulfilled', from: false, to: true, actor: 'admin' },
    ]);
    for (const e of events) expect(Number.isNaN(Date.parse(e.createdAt))).toBe(false);

    // The fulfilled order's status is locked (the dropdown is disabled) ...
    res = await post(`/api/admin/orders/${id}/status`, { status: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_ORDER_TEXTS.fulfilledLocked);
    // ... until it is unfulfilled again. Emptying the notes clears them.
    await post(`/api/admin/orders/${id}/fulfill`, { fulfilled: false });
    expect(
      (await post(`/api/admin/orders/${id}/status`, { status: 'delivered' })).json(),
    ).toMatchObject({ status: 'delivered' });
    expect((await post(`/api/admin/orders/${id}/notes`, { notes: '   ' })).json()).toMatchObject({
      notes: null,
    });
    const latest = (await history(id))
      .slice(0, 3)
      .map(({ field, from, to }) => ({ field, from, to }));
    expect(latest).toEqual([
      { field: 'notes', from: 'Gift wrap, please.', to: null },
      { field: 'status', from: 'shipped', to: 'delivered' },
      { field: 'fulfilled', from: true, to: false },
    ]);

    // Changes by any other writer (checkout, webhooks, print callbacks) land in the history too.
    await pg((c) =>
      c.query(
        `UPDATE orders SET "printOrderId" = 'lulu-1', "printStatus" = 'RECEIVED' WHERE id = $1`,
        [id],
      ),
    );
    const bySystem = (await history(id))
      .slice(0, 2)
      .map(({ field, from, to, actor }) => ({ field, from, to, actor }));
    expect(bySystem).toEqual([
      { field: 'printStatus', from: null, to: 'RECEIVED', actor: 'system' },
      { field: 'printOrderId', from: null, to: 'lulu-1', actor: 'system' },
    ]);
  });

  it('validates each action with the validation messages and 404s unknown orders', async () => {
    const id = await pg((c) => insertOrder(c));
    const blank = await post(`/api/admin/orders/${id}/tracking`, { trackingNumber: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([
      { field: 'trackingNumber', message: MESSAGES.admin.trackingDescription },
    ]);
    expect((await post(`/api/admin/orders/${id}/status`, { status: 'lost' })).statusCode).toBe(400);
    expect((await post(`/api/admin/orders/${id}/fulfill`, { fulfilled: 'yes' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/admin/orders/${id}/notes`, { notes: 'x'.repeat(5001) })).statusCode,
    ).toBe(400);
    expect(
      (
        await post(`/api/admin/orders/${id}/tracking`, {
          trackingNumber: 'A1',
          trackingUrl: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await post('/api/admin/orders/00000000-0000-4000-8000-000000000000/status', {
      status: 'paid',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_ORDER_TEXTS.orderNotFound);
    expect(await history(id)).toEqual([]);
  });

  it('refuses a state-changing admin call from another site with 403, even with the session cookie', async () => {
    const id = await pg((c) => insertOrder(c));
    const byOrigin = await post(
      `/api/admin/orders/${id}/status`,
      { status: 'paid' },
      { origin: 'https://evil.example' },
    );
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().message).toBe(REQUEST_TEXTS.crossSite);
    const byFetchSite = await post(
      `/api/admin/orders/${id}/notes`,
      { notes: 'pwned' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(byFetchSite.statusCode).toBe(403);
    const both = await post(
      `/api/admin/orders/${id}/fulfill`,
      { fulfilled: true },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(both.statusCode).toBe(403);
    expect((await admin.get(`/api/admin/orders/${id}`)).json()).toMatchObject({
      status: 'pending',
      notes: null,
      fulfilled: false,
    });
    expect(await history(id)).toEqual([]);
    // The shop's own pages may.
    const own = await post(
      `/api/admin/orders/${id}/status`,
      { status: 'paid' },
      { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBe(200);
  });

  it('deletes a family’s story with its illustrations, prompts and contributions; orders keep accounting and shipping', async () => {
    const storyId = await pg((c) => insertStory(c, { title: 'Mia and the Kind Fox' }));
    // Two illustrations whose image files (print PNG and web WebP) sit in file storage.
    const storage = h.api.get<FileStorage>(FILE_STORAGE);
    const keys = [newStorageKey('uploads', 'png'), newStorageKey('uploads', 'png')];
    for (const key of keys) {
      await storage.put(key, Buffer.from('png bytes'), 'image/png');
      await storage.put(key.replace(/\.png$/, '.webp'), Buffer.from('webp bytes'), 'image/webp');
    }
    expect((await h.visitor().get(`/api/files/${keys[0]}`)).statusCode).toBe(200);
    const orderId = await pg(async (c) => {
      await c.query(
        `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, $2, -1), ($1, $3, 0)`,
        [storyId, keys[0], keys[1]],
      );
      const p = await c.query(
        `INSERT INTO story_prompts ("storyId", "promptText", "promptType", "targetContributor", "order") VALUES ($1, 'Begin', 'start', 'parent', 0) RETURNING id`,
        [storyId],
      );
      await c.query(
        `INSERT INTO story_contributions ("storyId", "promptId", "contributorType", content) VALUES ($1, $2, 'parent', 'Once')`,
        [storyId, p.rows[0].id],
      );
      return insertOrder(c, {
        storyId,
        status: 'shipped',
        childGender: 'girl',
        childRace: 'asian',
        illustratorNotes: 'Mia has freckles',
      });
    });
    await post(`/api/admin/orders/${orderId}/tracking`, { trackingNumber: 'TRACK-1' });

    const res = await admin.request({ method: 'DELETE', url: `/api/admin/stories/${storyId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json() as FamilyDataDeletion).toEqual({
      storyId,
      illustrations: 2,
      prompts: 1,
      contributions: 1,
      ordersKept: 1,
      filesDeleted: 2,
    });
    for (const key of keys) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.get(key.replace(/\.png$/, '.webp'))).toBeNull();
      expect((await h.visitor().get(`/api/files/${key}`)).statusCode).toBe(404);
    }

    const left = await pg(async (c) => {
      const n = async (sql: string) => (await c.query(sql, [storyId])).rows[0].n as number;
      return {
        stories: await n(`SELECT count(*)::int AS n FROM stories WHERE id = $1`),
        illustrations: await n(
          `SELECT count(*)::int AS n FROM story_illustrations WHERE "storyId" = $1`,
        ),
        prompts: await n(`SELECT count(*)::int AS n FROM story_prompts WHERE "storyId" = $1`),
        contributions: await n(
          `SELECT count(*)::int AS n FROM story_contributions WHERE "storyId" = $1`,
        ),
      };
    });
    expect(left).toEqual({ stories: 0, illustrations: 0, prompts: 0, contributions: 0 });

    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json() as AdminOrder;
    expect(order).toMatchObject({
      storyId: null,
      story: null,
      amountCents: 2499,
      status: 'shipped',
      recipientName: expect.any(String),
      shippingAddress: '1 Main St',
      trackingNumber: 'TRACK-1',
      childGender: 'unspecified',
      childRace: 'unspecified',
      illustratorNotes: null,
    });
    expect(order.storyDeletedAt).not.toBeNull();
    const [latest] = await history(orderId);
    expect(latest).toMatchObject({ field: 'story', from: storyId, to: null, actor: 'admin' });
    expect(JSON.stringify(await history(orderId))).not.toContain('Kind Fox');

    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/stories/${storyId}` })).statusCode,
    ).toBe(404);
    expect(
      (await h.visitor().request({ method: 'DELETE', url: `/api/admin/stories/${storyId}` }))
        .statusCode,
    ).toBe(401);
  });

  it('lists every visitor’s stories for the test-order creator, newest first, collaborative ones flagged', async () => {
    const older = await pg((c) =>
      insertStory(c, { title: 'Older', createdAt: new Date(Date.now() - 60_000) }),
    );
    const newer = await pg((c) => insertStory(c, { title: 'Newer', isCollaborative: true }));
    const res = await admin.get('/api/admin/stories');
    expect(res.statusCode).toBe(200);
    const stories = res.json() as AdminStoryOption[];
    expect(stories.map((s) => [s.id, s.title, s.isCollaborative])).toEqual([
      [newer, 'Newer', true],
      [older, 'Older', false],
    ]);
    expect(stories[0]).not.toHaveProperty('content');
    expect((await h.visitor().get('/api/admin/stories')).statusCode).toBe(401);
  });

  describe('queue dashboard (Bull Board) at /api/admin/queues', () => {
    const dashboardRoutes = () =>
      registeredRoutes
        .get(h.api)!
        .filter((r) => r.url.startsWith('/api/admin/queues') && r.method !== 'HEAD');

    it('is registered, so the route walk of admin-auth.int-spec covers every page and API call of it', () => {
      const urls = dashboardRoutes().map((r) => `${r.method} ${r.url}`);
      expect(urls).toEqual(
        expect.arrayContaining(['GET /api/admin/queues', 'GET /api/admin/queues/api/queues']),
      );
      expect(urls.some((u) => u.startsWith('PUT ') || u.startsWith('POST '))).toBe(true);
    });

    it('answers 401 to every route without a session and shows the queues with one', async () => {
      for (const route of dashboardRoutes()) {
        const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'index.css');
        const res = await h.visitor().request({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
      }
      const page = await admin.get('/api/admin/queues/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      // Everything the page loads is the shop's own: it works offline and under the CSP.
      expect(page.body).not.toMatch(/(href|src)="(https?:)?\/\//);
      const api = await admin.get('/api/admin/queues/api/queues');
      expect(api.statusCode).toBe(200);
      const names = (api.json() as { queues: { name: string }[] }).queues.map((q) => q.name);
      expect(names).toContain('story');
    });

    it('refuses its state-changing calls from another site', async () => {
      const res = await admin.request({
        method: 'PUT',
        url: '/api/admin/queues/api/queues/story/pause',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
