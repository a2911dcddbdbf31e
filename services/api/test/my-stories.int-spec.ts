import { MY_STORIES_TEXTS, type StorySummary } from '@shop/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { RetentionHandler } from '../../worker/src/retention/retention.handler';
import { insertOrder, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PUBLIC_URL = 'https://shop.example';
const LINK = /https:\/\/shop\.example\/my-stories#([A-Za-z0-9_-]{43})/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * "My stories on any device" against the real API, Postgres and Redis: a link by e-mail through
 * the outbox, opened in another browser, brings the family's stories there.
 */
describe('my stories on any device (real Postgres and Redis)', () => {
  let h: Harness;
  let ip = 0;
  const pg = <T>(fn: (c: Client) => Promise<T>) => withPg(h.config.DATABASE_URL, fn);

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        PUBLIC_URL,
        MY_STORIES_LINK_RATE_LIMIT_PER_IP: '5',
        MY_STORIES_LINK_RATE_LIMIT_PER_EMAIL: '3',
        MY_STORIES_CLAIM_FAILURES_PER_IP: '4',
        RETENTION_UNORDERED_STORY_DAYS: '30',
      },
    });
  });
  afterAll(() => h?.close());

  /** A new browser, with its visitor id as the database knows it. */
  async function browser(): Promise<{ v: Visitor; id: string }> {
    const v = h.visitor();
    expect((await v.get('/api/stories')).statusCode).toBe(200);
    const id = decodeURIComponent(v.cookies.sb_visitor!).split('.')[0]!;
    return { v, id };
  }

  async function insertStory(owner: string | null, title: string): Promise<string> {
    return pg(async (c) => {
      const r = await c.query(
        `INSERT INTO stories ("ownerVisitorId", "childName", animal, theme, title, content,
           "wordCount", "requestedWordCount", seed, "generationStatus", progress)
         VALUES ($1, 'Mia', 'fox', 'kindness', $2, 'Mia met a fox.', 4, 1000, 7, 'ready', 100)
         RETURNING id`,
        [owner, title],
      );
      return r.rows[0].id as string;
    });
  }

  const ask = (v: Visitor, email: string, from = `10.40.0.${++ip}`) =>
    v.request({
      method: 'POST',
      url: '/api/my-stories/link',
      payload: { email },
      remoteAddress: from,
    });
  const claim = (v: Visitor, token: string, from = `10.41.0.${++ip}`) =>
    v.request({
      method: 'POST',
      url: '/api/my-stories/claim',
      payload: { token },
      remoteAddress: from,
    });

  /** The links e-mailed to this address, newest first: the outbox rows and their tokens. */
  async function mailsTo(email: string) {
    return pg(async (c) => {
      const r = await c.query(
        `SELECT kind, status, subject, text, html, "myStoriesLinkId" FROM outbox_messages
          WHERE "to" = $1 ORDER BY "createdAt" DESC`,
        [email],
      );
      return r.rows.map((row) => ({ ...row, token: LINK.exec(row.text as string)?.[1] }));
    });
  }

  const titles = async (v: Visitor) =>
    ((await v.get('/api/stories')).json() as StorySummary[]).map((s) => s.title).sort();

  const sameAnswer = { sent: true, message: MY_STORIES_TEXTS.sent };

  it('e-mails a link through the outbox; opening it in another browser brings the stories there', async () => {
    const laptop = await browser();
    await insertStory(laptop.id, 'Laptop story one');
    await insertStory(laptop.id, 'Laptop story two');

    const res = await ask(laptop.v, '  Parent@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);

    const [mail, ...others] = await mailsTo('parent@example.com');
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'my_stories_link', status: 'queued' });
    expect(mail!.token).toBeDefined();
    expect(mail!.html).toContain(`https://shop.example/my-stories#${mail!.token}`);
    // The token is stored only as its hash.
    const stored = await pg(async (c) =>
      JSON.stringify((await c.query(`SELECT * FROM my_stories_links`)).rows),
    );
    expect(stored).not.toContain(mail!.token);

    const phone = await browser();
    expect(await titles(phone.v)).toEqual([]);
    const opened = await claim(phone.v, mail!.token!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      attached: 2,
      total: 2,
      message: MY_STORIES_TEXTS.claimed(2),
    });
    expect(await titles(phone.v)).toEqual(['Laptop story one', 'Laptop story two']);
    // Opening the link proved the address for the phone, not for the browser that asked (anyone
    // can type an address): the phone is the family, and the laptop joins by opening a link too.
    expect(await titles(laptop.v)).toEqual([]);
    await ask(laptop.v, 'parent@example.com');
    const [forLaptop] = await mailsTo('parent@example.com');
    expect((await claim(laptop.v, forLaptop!.token!)).json()).toMatchObject({
      attached: 2,
      total: 2,
    });
    // Both now carry the family's id: a story made on either shows on both.
    const made = await phone.v.request({
      method: 'POST',
      url: '/api/stories/generate',
      payload: { childName: 'Mia', animal: 'fox', theme: 'kindness' },
    });
    expect(made.statusCode).toBe(202);
    const madeTitle = (made.json() as { title: string }).title;
    expect(await titles(laptop.v)).toContain(madeTitle);
    expect(await titles(laptop.v)).toHaveLength(3);
    // A browser with stories of its own brings them along when it joins.
    const tablet = await browser();
    await insertStory(tablet.id, 'Tablet story');
    expect((await ask(tablet.v, 'parent@example.com')).json()).toEqual(sameAnswer);
    const [second] = await mailsTo('parent@example.com');
    expect(second!.token).not.toBe(forLaptop!.token);
    expect((await claim(tablet.v, second!.token!)).json()).toMatchObject({ attached: 3, total: 4 });
    expect(await titles(tablet.v)).toEqual(await titles(laptop.v));
    expect(await titles(phone.v)).toContain('Tablet story');

    // The parent's download lists the address kept with this browser.
    const zip = await tablet.v.get('/api/stories/export');
    expect(zip.statusCode).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'my-stories-'));
    try {
      const file = join(dir, 'stories.zip');
      await writeFile(file, zip.rawPayload);
      const { stdout } = await promisify(execFile)('unzip', [
        '-p',
        file,
        'my-email-addresses.json',
      ]);
      const listed = JSON.parse(stdout) as { about: string; addresses: { email: string }[] };
      expect(listed.about).toBe(MY_STORIES_TEXTS.exportNote);
      expect(listed.addresses.map((a) => a.email)).toEqual(['parent@example.com']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('someone who types a family’s address gains nothing when the family opens the link', async () => {
    const parent = await browser();
    await insertStory(parent.id, 'Family story');
    const stranger = await browser();
    await insertStory(stranger.id, 'Stranger story');
    expect((await ask(stranger.v, 'family@example.com')).json()).toEqual(sameAnswer);
    const [mail] = await mailsTo('family@example.com');
    expect((await claim(parent.v, mail!.token!)).statusCode).toBe(200);
    // The browser that opened the link proved the address; the one that asked did not.
    expect(await titles(parent.v)).toEqual(['Family story', 'Stranger story']);
    expect(await titles(stranger.v)).toEqual([]);
    const later = await parent.v.request({
      method: 'POST',
      url: '/api/stories/generate',
      payload: { childName: 'Mia', animal: 'fox', theme: 'kindness' },
    });
    expect(later.statusCode).toBe(202);
    expect(await titles(stranger.v)).toEqual([]);
  });

  it('a link works once: a second opening is refused and moves nothing', async () => {
    const parent = await browser();
    await insertStory(parent.id, 'Once');
    await ask(parent.v, 'once@example.com');
    const [mail] = await mailsTo('once@example.com');
    const first = await browser();
    expect((await claim(first.v, mail!.token!)).statusCode).toBe(200);
    const second = await browser();
    const again = await claim(second.v, mail!.token!);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: MY_STORIES_TEXTS.invalidLink });
    expect(await titles(second.v)).toEqual([]);
    expect(await titles(first.v)).toEqual(['Once']);
  });

  it('a link expires after 30 minutes', async () => {
    const parent = await browser();
    await insertStory(parent.id, 'Late');
    await ask(parent.v, 'late@example.com');
    const [mail] = await mailsTo('late@example.com');
    const { expiresIn } = await pg(async (c) => {
      const r = await c.query(
        `SELECT extract(epoch FROM "expiresAt" - "createdAt") AS s FROM my_stories_links WHERE email = 'late@example.com'`,
      );
      return { expiresIn: Math.round(Number(r.rows[0].s)) };
    });
    expect(expiresIn).toBe(30 * 60);
    await pg((c) =>
      c.query(
        `UPDATE my_stories_links SET "expiresAt" = now() - interval '1 second' WHERE email = 'late@example.com'`,
      ),
    );
    const other = await browser();
    expect((await claim(other.v, mail!.token!)).statusCode).toBe(410);
    expect(await titles(other.v)).toEqual([]);
    expect(await titles(parent.v)).toEqual(['Late']);
  });

  it('answers an unknown address exactly the same and sends nothing', async () => {
    const stranger = await browser();
    const res = await ask(stranger.v, 'nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    const links = await pg(
      async (c) =>
        (
          await c.query(
            `SELECT count(*)::int AS n FROM my_stories_links WHERE email = 'nobody@example.com'`,
          )
        ).rows[0].n,
    );
    expect(links).toBe(0);
    // A made-up token is refused like a used one.
    expect((await claim(stranger.v, 'A'.repeat(43))).statusCode).toBe(410);
    expect((await claim(stranger.v, 'short')).statusCode).toBe(400);
  });

  it('brings the stories of orders placed with the address (the e-mail given at checkout)', async () => {
    const checkoutBrowser = await browser();
    const ordered = await insertStory(checkoutBrowser.id, 'Ordered story');
    await insertStory(checkoutBrowser.id, 'Not ordered');
    // Deleted by its parent, kept only for its order: it never comes back.
    const deleted = await insertStory(null, 'Deleted story');
    await pg(async (c) => {
      await insertOrder(c, {
        storyId: ordered,
        status: 'paid',
        recipientEmail: 'Buyer@Example.com',
      });
      await insertOrder(c, {
        storyId: deleted,
        status: 'paid',
        recipientEmail: 'buyer@example.com',
      });
      await c.query(`UPDATE stories SET "deletionRequestedAt" = now() WHERE id = $1`, [deleted]);
    });
    const newPhone = await browser();
    expect((await ask(newPhone.v, 'buyer@example.com')).json()).toEqual(sameAnswer);
    const [mail] = await mailsTo('buyer@example.com');
    expect((await claim(newPhone.v, mail!.token!)).json()).toMatchObject({ attached: 1 });
    expect(await titles(newPhone.v)).toEqual(['Ordered story']);
  });

  it('limits links per e-mail address and per IP address', async () => {
    const parent = await browser();
    await insertStory(parent.id, 'Limited');
    for (let i = 0; i < 3; i++)
      expect((await ask(parent.v, 'limit@example.com')).statusCode).toBe(200);
    const fourth = await ask(parent.v, 'limit@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ message: MY_STORIES_TEXTS.tooMany });
    expect(await mailsTo('limit@example.com')).toHaveLength(3);

    const from = '10.42.0.1';
    for (let i = 0; i < 5; i++)
      expect((await ask(parent.v, `ip${i}@example.com`, from)).statusCode).toBe(200);
    expect((await ask(parent.v, 'ip5@example.com', from)).statusCode).toBe(429);

    // Failed openings per IP: after four, even a good link waits.
    const guesser = '10.42.0.2';
    for (let i = 0; i < 4; i++)
      expect((await claim(parent.v, `${'B'.repeat(42)}${i}`, guesser)).statusCode).toBe(410);
    const [mail] = await mailsTo('limit@example.com');
    expect((await claim(parent.v, mail!.token!, guesser)).statusCode).toBe(429);
  });

  it('the address goes with the last story, and the retention job removes old links and idle addresses', async () => {
    const parent = await browser();
    const story = await insertStory(parent.id, 'Going');
    await ask(parent.v, 'going@example.com');
    const [mail] = await mailsTo('going@example.com');
    expect((await claim(parent.v, mail!.token!)).statusCode).toBe(200);
    const addresses = (email: string) =>
      pg(
        async (c) =>
          (
            await c.query(`SELECT count(*)::int AS n FROM family_addresses WHERE email = $1`, [
              email,
            ])
          ).rows[0].n as number,
      );
    expect(await addresses('going@example.com')).toBe(1);
    expect(
      (await parent.v.request({ method: 'DELETE', url: `/api/stories/${story}` })).statusCode,
    ).toBe(200);
    expect(await addresses('going@example.com')).toBe(0);

    // Retention: a link a day past its expiry goes with its e-mail; a proven address whose
    // browser has no story goes after RETENTION_UNORDERED_STORY_DAYS.
    const idle = await browser();
    await insertStory(idle.id, 'Idle');
    await ask(idle.v, 'idle@example.com');
    const [idleMail] = await mailsTo('idle@example.com');
    const empty = await browser();
    expect((await claim(empty.v, idleMail!.token!)).statusCode).toBe(200);
    // The browser that opened the link is the family now; its story goes.
    await pg((c) => c.query(`DELETE FROM stories WHERE "ownerVisitorId" = $1`, [empty.id]));
    const keptBrowser = await browser();
    await insertStory(keptBrowser.id, 'Kept');
    await ask(keptBrowser.v, 'kept@example.com');

    const ctx = await h.startWorker({ WORKER_QUEUES: 'retention' });
    const retention = ctx.get(RetentionHandler);
    // Every address was proven 31 days before the run; only those of browsers without stories go.
    const T = new Date(Date.now() + 2 * DAY);
    await pg((c) =>
      c.query(`UPDATE family_addresses SET "provenAt" = $1::timestamptz - interval '31 days'`, [T]),
    );
    const removed = await retention.run(T);
    expect(removed.myStoriesLinks).toBeGreaterThanOrEqual(2);
    // The idle family's address goes; the family holding stories keeps its one.
    expect(await addresses('idle@example.com')).toBe(0);
    expect(await addresses('parent@example.com')).toBe(1);
    expect(removed.familyAddresses).toBeGreaterThanOrEqual(1);
    const left = await pg(async (c) => ({
      links: (await c.query(`SELECT count(*)::int AS n FROM my_stories_links`)).rows[0].n,
      mails: (
        await c.query(
          `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'my_stories_link'`,
        )
      ).rows[0].n,
    }));
    expect(left).toEqual({ links: 0, mails: 0 });
    // A link not yet a day past its expiry stays.
    await ask(keptBrowser.v, 'kept@example.com');
    expect((await retention.run(new Date(Date.now() + 30 * MINUTE))).myStoriesLinks).toBe(0);
  });
});
