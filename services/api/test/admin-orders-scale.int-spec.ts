import { hashPassword } from '@shop/auth';
import {
  ORDER_TABS,
  orderInTab,
  type AdminOrdersPage,
  type OrderTab,
  type OrderTabCounts,
} from '@shop/contracts';
import { seededOrderShape, seedManyOrders, signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'scale operator passphrase';
const N = 100_000;

/** Expected tab counts for the seeded shop, computed from its definition (not from SQL). */
function expectedCounts(): OrderTabCounts {
  const counts: OrderTabCounts = { all: 0, new: 0, pending: 0, paid: 0, shipped: 0, fulfilled: 0 };
  for (let n = 1; n <= N; n++) {
    const order = seededOrderShape(n);
    for (const tab of ORDER_TABS) if (orderInTab(order, tab)) counts[tab] += 1;
  }
  return counts;
}

describe('the orders list with 100,000 orders (real Postgres)', () => {
  let h: Harness;
  let admin: Visitor;
  const expected = expectedCounts();

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) },
    });
    await withPg(h.db.url, (c) => seedManyOrders(c, N));
    admin = await signInAdmin(h, PASSWORD);
  }, 180_000);
  afterAll(() => h.close());

  const page = async (tab: OrderTab, p: number, pageSize = 100, q = '') => {
    const res = await admin.get(
      `/api/admin/orders?tab=${tab}&page=${p}&pageSize=${pageSize}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json() as AdminOrdersPage;
  };
  /** n of a seeded order, from its name "Parent n". */
  const seq = (o: { recipientName: string }) => Number(o.recipientName.replace('Parent ', ''));

  it('counts every tab exactly', async () => {
    expect(expected.all).toBe(N);
    const first = await page('all', 1);
    expect(first.counts).toEqual(expected);
    expect(first.totalOrders).toBe(N);
    expect(first.total).toBe(N);
    // A search matching every order counts the rows themselves: the same figures.
    expect((await page('all', 1, 20, '@example.com')).counts).toEqual(expected);
  });

  it.each(ORDER_TABS)(
    'tab %s: first, middle and last pages are full, newest first and belong to the tab',
    async (tab) => {
      const total = expected[tab];
      const lastPage = Math.ceil(total / 100);
      for (const p of [1, 2, Math.ceil(lastPage / 2), lastPage]) {
        const res = await page(tab, p);
        expect(res.total).toBe(total);
        expect(res.counts).toEqual(expected);
        expect(res.orders).toHaveLength(p < lastPage ? 100 : total - (lastPage - 1) * 100);
        for (const o of res.orders) expect(orderInTab(o, tab)).toBe(true);
        // Newest first: created floor(n/2) seconds ago, so n never decreases down the page.
        const ns = res.orders.map(seq);
        for (let i = 1; i < ns.length; i++)
          expect(Math.floor(ns[i]! / 2)).toBeGreaterThanOrEqual(Math.floor(ns[i - 1]! / 2));
        const times = res.orders.map((o) => Date.parse(o.createdAt));
        for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThanOrEqual(times[i - 1]!);
      }
      expect((await page(tab, lastPage + 1)).orders).toEqual([]);
    },
  );

  it('walks a whole tab page by page without repeating or skipping an order', async () => {
    // Shipped-and-open has 100,000 / 5 * 6 / 7 ≈ 17,143 orders: 172 pages of 100.
    const seen = new Set<string>();
    const lastPage = Math.ceil(expected.shipped / 100);
    for (let p = 1; p <= lastPage; p++)
      for (const o of (await page('shipped', p)).orders) seen.add(o.id);
    expect(seen.size).toBe(expected.shipped);
  }, 120_000);

  it('finds orders by name, e-mail and id among 100,000', async () => {
    const byName = await page('all', 1, 100, 'Parent 77777');
    expect(byName.orders.map(seq)).toEqual([77777]);
    expect(byName.counts.all).toBe(1);
    const byEmail = await page('all', 1, 100, 'PARENT4242@example');
    expect(byEmail.orders.map(seq)).toEqual([4242]);
    const id = byEmail.orders[0]!.id;
    expect((await page('all', 1, 100, id)).orders.map((o) => o.id)).toEqual([id]);
    expect((await page('all', 1, 100, id.slice(0, 8))).orders.map((o) => o.id)).toContain(id);
  });
});
