import { CHECKOUT_TEXTS, type Story } from '@shop/contracts';
import { Client } from 'pg';
import { insertOrder } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { SHIPPING } from '../../../test/support/shipping';
import { VALID_STORY } from '../../../test/support/stories';

/**
 * Test orders against the real API and Postgres: one story gets at most one, however many
 * requests race for it, and none once it has a paid order.
 */
describe('POST /api/test/create-order (one per story)', () => {
  let h: Harness;
  let pg: Client;

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
  });

  async function finishedStory(): Promise<{ parent: Visitor; id: string }> {
    const parent = h.visitor();
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "title" = 'The Brave Little Fox' WHERE "id" = $1`,
      [id],
    );
    return { parent, id };
  }

  const ordersOf = async (storyId: string) =>
    (await pg.query(`SELECT "status", "isTest" FROM "orders" WHERE "storyId" = $1`, [storyId]))
      .rows as { status: string; isTest: boolean }[];

  it('10 concurrent test orders for one story make exactly one order; the rest get 409', async () => {
    const { parent, id } = await finishedStory();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        parent.post('/api/test/create-order', { storyId: id, shippingDetails: SHIPPING }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of responses.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({
        message: CHECKOUT_TEXTS.server.testOrderStoryAlreadyOrdered,
      });
    expect(await ordersOf(id)).toEqual([{ status: 'paid', isTest: true }]);
  });

  it('refuses a test order on a story already paid for', async () => {
    const { parent, id } = await finishedStory();
    await insertOrder(pg, { storyId: id, status: 'paid' });
    const res = await parent.post('/api/test/create-order', {
      storyId: id,
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: CHECKOUT_TEXTS.server.testOrderStoryAlreadyOrdered,
    });
    expect(await ordersOf(id)).toEqual([{ status: 'paid', isTest: false }]);
  });

  it('still makes a test order for a story whose only order is pending', async () => {
    const { parent, id } = await finishedStory();
    await insertOrder(pg, { storyId: id, status: 'pending' });
    const res = await parent.post('/api/test/create-order', {
      storyId: id,
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(201);
  });
});
