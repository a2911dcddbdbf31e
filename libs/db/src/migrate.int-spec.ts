import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { Client } from 'pg';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

/** Every migration's name, in order. */
const ALL = MIGRATIONS.map((M) => new M().name);

/** Every table the migrations leave. */
const TABLES = [
  'book_files',
  'checkouts',
  'contact_messages',
  'family_addresses',
  'my_stories_links',
  'newsletter_subscribers',
  'order_events',
  'order_tab_counts',
  'orders',
  'outbox_messages',
  'processed_webhook_events',
  'stories',
  'story_contributions',
  'story_illustrations',
  'story_prompts',
  'story_versions',
];

async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function tables(url: string): Promise<string[]> {
  return withClient(url, async (c) =>
    (
      await c.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`,
      )
    ).rows.map((r: { table_name: string }) => r.table_name),
  );
}

describe('migrations', () => {
  let db: TestDatabase;

  /** Reverts migrations, newest first, up to and including `name`. */
  async function downTo(name: string): Promise<void> {
    for (;;) {
      const [reverted] = await migrate(db.url, 'down');
      if (!reverted) throw new Error(`${name} is not applied`);
      if (reverted === name) return;
    }
  }
  beforeEach(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterEach(() => db.drop());

  it('apply to an empty database and revert completely', async () => {
    expect(await migrate(db.url, 'up')).toEqual(ALL);
    expect(await tables(db.url)).toEqual(TABLES);
    expect(await migrate(db.url, 'up')).toEqual([]);

    expect(await migrate(db.url, 'down')).toEqual([ALL.at(-1)]);
    expect(await migrate(db.url, 'down-all')).toEqual(ALL.slice(0, -1).reverse());
    expect(await tables(db.url)).toEqual([]);
    expect(await migrate(db.url, 'up')).toHaveLength(ALL.length);
  });

  it('two concurrent runs do not race: the migration is applied once', async () => {
    const results = await Promise.all([
      migrate(db.url, 'up'),
      migrate(db.url, 'up'),
      migrate(db.url, 'up'),
    ]);
    expect(results.flat()).toEqual(ALL);
  });

  it('removes illustrations, prompts and contributions with their story; orders keep their data', async () => {
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      const story = await c.query(
        `INSERT INTO stories ("childName", animal, theme, "requestedWordCount", seed) VALUES ('Mia', 'fox', 'kindness', 1200, 7) RETURNING id`,
      );
      const id = story.rows[0].id as string;
      const prompt = await c.query(
        `INSERT INTO story_prompts ("storyId", "promptText", "promptType", "targetContributor", "order") VALUES ($1, 'Begin', 'start', 'parent', 0) RETURNING id`,
        [id],
      );
      await c.query(
        `INSERT INTO story_contributions ("storyId", "promptId", "contributorType", content) VALUES ($1, $2, 'parent', 'Once')`,
        [id, prompt.rows[0].id],
      );
      await c.query(
        `INSERT INTO story_illustrations ("storyId", "imageData", "pageNumber") VALUES ($1, 'img/1.png', -1)`,
        [id],
      );
      await c.query(
        `INSERT INTO orders ("storyId", "paymentIntentId", "amountCents", "recipientName", "recipientEmail", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "shippingCountry")
         VALUES ($1, 'pi_1', 2499, 'Jane', 'j@example.com', '1 Main St', 'Austin', 'TX', '78701', 'United States')`,
        [id],
      );
      // Spec defaults.
      const row = (
        await c.query(
          `SELECT "ageRange", "isCollaborative", "collaborationStatus", "generationStatus" FROM stories WHERE id = $1`,
          [id],
        )
      ).rows[0];
      expect(row).toEqual({
        ageRange: 'early-elementary',
        isCollaborative: false,
        collaborationStatus: 'not_started',
        generationStatus: 'queued',
      });
      const order = (
        await c.query(`SELECT status, fulfilled, "childGender", "childRace" FROM orders`)
      ).rows[0];
      expect(order).toEqual({
        status: 'pending',
        fulfilled: false,
        childGender: 'unspecified',
        childRace: 'unspecified',
      });

      await c.query(`DELETE FROM stories WHERE id = $1`, [id]);
      for (const t of ['story_prompts', 'story_contributions', 'story_illustrations']) {
        expect((await c.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n).toBe(0);
      }
      const kept = (await c.query(`SELECT "storyId", "amountCents" FROM orders`)).rows[0];
      expect(kept).toEqual({ storyId: null, amountCents: 2499 });
    });
  });

  it('gives every order, existing and new, its own unguessable orderRef', async () => {
    const insert = (c: Client, pi: string) =>
      c.query(
        `INSERT INTO orders ("paymentIntentId", "amountCents", "recipientName", "recipientEmail", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "shippingCountry")
         VALUES ($1, 2499, 'Jane', 'j@example.com', '1 Main St', 'Austin', 'TX', '78701', 'United States')`,
        [pi],
      );
    await migrate(db.url, 'up');
    // An order from before the order-mail-and-status migration gets a ref too.
    await downTo('OrderMailAndStatus1763700800000');
    await withClient(db.url, (c) => insert(c, 'pi_old'));
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      for (let i = 0; i < 50; i += 1) await insert(c, `pi_new_${i}`);
      const refs = (await c.query(`SELECT "orderRef" FROM orders`)).rows.map(
        (r: { orderRef: string }) => r.orderRef,
      );
      expect(refs).toHaveLength(51);
      for (const ref of refs) expect(ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Set(refs).size).toBe(51);
      // 16 bytes each, all random: no byte position is stuck at a uuid's version or variant bits.
      const bytes = refs.map((r) => Buffer.from(r, 'base64url'));
      for (const b of bytes) expect(b).toHaveLength(16);
      for (let i = 0; i < 16; i += 1)
        expect(new Set(bytes.map((b) => b[i])).size).toBeGreaterThan(20);
    });
  });

  it('names each printed order’s provider and renames Lulu’s job states as the shop’s', async () => {
    const insert = (c: Client, pi: string, printOrderId: string, printStatus: string) =>
      c.query(
        `INSERT INTO orders ("paymentIntentId", "amountCents", "recipientName", "recipientEmail", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "shippingCountry", "printOrderId", "printStatus")
         VALUES ($1, 2499, 'Jane', 'j@example.com', '1 Main St', 'Austin', 'TX', '78701', 'US', $2, $3) RETURNING id`,
        [pi, printOrderId, printStatus],
      );
    await migrate(db.url, 'up');
    await downTo('PrintProvider1763701200001');
    const ids = await withClient(db.url, async (c) => {
      const lulu = (await insert(c, 'pi_lulu', '1042', 'CREATED')).rows[0].id as string;
      // The history records the change with Lulu's name.
      await c.query(`UPDATE orders SET "printStatus" = 'IN_PRODUCTION' WHERE id = $1`, [lulu]);
      const manual = (await insert(c, 'pi_manual', 'manual-0a1b2c', 'READY_FOR_UPLOAD')).rows[0]
        .id as string;
      return { lulu, manual };
    });
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      const rows = (
        await c.query(`SELECT id, "printProvider", "printStatus" FROM orders WHERE id = ANY($1)`, [
          [ids.lulu, ids.manual],
        ])
      ).rows;
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: ids.lulu, printProvider: 'lulu', printStatus: 'PRINTING' },
          { id: ids.manual, printProvider: 'manual', printStatus: 'READY_FOR_UPLOAD' },
        ]),
      );
      const events = (
        await c.query(
          `SELECT "fromValue", "toValue" FROM order_events WHERE "orderId" = $1 AND field = 'printStatus'`,
          [ids.lulu],
        )
      ).rows;
      // The renaming itself is no change of the order: the history holds the one real change.
      expect(events).toEqual([{ fromValue: 'RECEIVED', toValue: 'PRINTING' }]);
    });
    await downTo('PrintProvider1763701200001');
    await withClient(db.url, async (c) => {
      const row = (await c.query(`SELECT "printStatus" FROM orders WHERE id = $1`, [ids.lulu]))
        .rows[0];
      expect(row).toEqual({ printStatus: 'IN_PRODUCTION' });
    });
    await migrate(db.url, 'up');
  });

  it('turns stored country names into codes on orders and checkouts; an unknown one is kept as written', async () => {
    await migrate(db.url, 'up');
    await downTo('CountryCodes1763702000000');
    const countries = [
      'United States',
      ' u.s.a. ',
      'Unitéd States',
      'Canada',
      'UK',
      'DE',
      'Narnia',
    ];
    const ids = await withClient(db.url, async (c) => {
      const orders: string[] = [];
      for (const [i, country] of countries.entries())
        orders.push(
          (
            await c.query(
              `INSERT INTO orders ("paymentIntentId", "amountCents", "recipientName", "recipientEmail", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "shippingCountry")
               VALUES ($1, 2499, 'Jane', 'j@example.com', '1 Main St', 'Austin', 'TX', '78701', $2) RETURNING id`,
              [`pi_country_${i}`, country],
            )
          ).rows[0].id as string,
        );
      const checkouts: string[] = [];
      for (const country of ['United States of America', 'Holland', 'Atlantis'])
        checkouts.push(
          (
            await c.query(
              `INSERT INTO checkouts ("visitorId", "shipping", "subtotalCents", "taxAmountCents", "taxRate", "totalCents", "currency")
               VALUES (gen_random_uuid(), $1, 2499, 0, 0, 2499, 'usd') RETURNING id`,
              [{ fullName: 'Jane', state: 'TX', country }],
            )
          ).rows[0].id as string,
        );
      return { orders, checkouts };
    });
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      const orders = await c.query(
        `SELECT "shippingCountry" FROM orders WHERE id = ANY($1) ORDER BY array_position($1, id)`,
        [ids.orders],
      );
      expect(orders.rows.map((r: { shippingCountry: string }) => r.shippingCountry)).toEqual([
        'US',
        'US',
        'US',
        'CA',
        'GB',
        'DE',
        'Narnia',
      ]);
      const checkouts = await c.query(
        `SELECT "shipping" FROM checkouts WHERE id = ANY($1) ORDER BY array_position($1, id)`,
        [ids.checkouts],
      );
      expect(checkouts.rows.map((r: { shipping: unknown }) => r.shipping)).toEqual([
        { fullName: 'Jane', state: 'TX', country: 'US' },
        { fullName: 'Jane', state: 'TX', country: 'NL' },
        { fullName: 'Jane', state: 'TX', country: 'Atlantis' },
      ]);
    });
    await downTo('CountryCodes1763702000000');
    await withClient(db.url, async (c) => {
      const row = (
        await c.query(`SELECT "shippingCountry" FROM orders WHERE id = $1`, [ids.orders[3]])
      ).rows[0];
      expect(row).toEqual({ shippingCountry: 'Canada' });
    });
    await migrate(db.url, 'up');
  });

  it('gives book builds that failed before error codes the code their message meant; ok builds none', async () => {
    await migrate(db.url, 'up');
    await downTo('BookBuildError1763702460000');
    const messages = [
      'The story is too long to fit the 24-page book',
      'The story is not written yet',
      'The picture for the cover could not be drawn (timeout), so the book was not built',
      'Picture files are missing (Cover, Page 3), so the book was not built',
      'connect ECONNREFUSED 127.0.0.1:9',
    ];
    await withClient(db.url, async (c) => {
      for (const message of messages) {
        const story = await c.query(
          `INSERT INTO stories ("childName", animal, theme, "requestedWordCount", seed) VALUES ('Mia', 'fox', 'kindness', 1200, 7) RETURNING id`,
        );
        await c.query(
          `INSERT INTO book_files ("storyId", variant, "buildOutcome", "buildMessage") VALUES ($1, 'print', 'failed', $2)`,
          [story.rows[0].id, message],
        );
      }
      const ok = await c.query(
        `INSERT INTO stories ("childName", animal, theme, "requestedWordCount", seed) VALUES ('Mia', 'fox', 'kindness', 1200, 7) RETURNING id`,
      );
      await c.query(
        `INSERT INTO book_files ("storyId", variant, "buildOutcome", "interiorKey") VALUES ($1, 'preview', 'ok', 'previews/a.pdf')`,
        [ok.rows[0].id],
      );
    });
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      const rows = (
        await c.query(
          `SELECT "buildMessage", "buildError", "buildPages" FROM book_files ORDER BY "createdAt", "buildMessage"`,
        )
      ).rows as { buildMessage: string | null; buildError: string | null; buildPages: null }[];
      const codeOf = (m: string) => rows.find((r) => r.buildMessage === m)?.buildError;
      expect(messages.map(codeOf)).toEqual([
        'does-not-fit',
        'not-written',
        'pictures-not-drawn',
        'picture-files-missing',
        'build-failed',
      ]);
      expect(rows.find((r) => r.buildMessage === null)).toMatchObject({ buildError: null });
      expect(rows.every((r) => r.buildPages === null)).toBe(true);
    });
  });

  it('refuses a second answer to the same prompt', async () => {
    await migrate(db.url, 'up');
    await withClient(db.url, async (c) => {
      const id = (
        await c.query(
          `INSERT INTO stories ("childName", animal, theme, "requestedWordCount", seed) VALUES ('Mia','fox','kindness',1000,1) RETURNING id`,
        )
      ).rows[0].id;
      const p = (
        await c.query(
          `INSERT INTO story_prompts ("storyId","promptText","promptType","targetContributor","order") VALUES ($1,'x','start','both',0) RETURNING id`,
          [id],
        )
      ).rows[0].id;
      const add = () =>
        c.query(
          `INSERT INTO story_contributions ("storyId","promptId","contributorType",content) VALUES ($1,$2,'child','hi')`,
          [id, p],
        );
      await add();
      await expect(add()).rejects.toThrow(/story_contributions_prompt_idx/);
    });
  });
});
