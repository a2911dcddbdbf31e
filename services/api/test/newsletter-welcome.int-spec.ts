import { hashPassword } from '@shop/auth';
import {
  MESSAGES,
  NEWSLETTER_ADMIN_TEXTS,
  NEWSLETTER_TEXTS,
  type NewsletterOverview,
} from '@shop/contracts';
import { startTestSmtp, type TestSmtp, waitFor } from '@shop/testing';
import { Client } from 'pg';
import { signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { csvCell } from '../src/newsletter/newsletter.service';

const PASSWORD = 'newsletter operator passphrase';
const PUBLIC_URL = 'https://shop.example';

/**
 * The newsletter keeps its promise: a welcome e-mail through the outbox and a real SMTP server,
 * with a working unsubscribe link and List-Unsubscribe headers; the operator's subscriber screen
 * (counts, search, CSV export, unsubscribe on request).
 */
describe('newsletter welcome and the operator’s subscribers', () => {
  let h: Harness;
  let smtp: TestSmtp;
  let pg: Client;
  let admin: Visitor;
  let ip = 0;
  const subscribe = (email: string) =>
    h.visitor().request({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      remoteAddress: `10.77.0.${++ip}`,
    });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Storybook Shop <hello@shop.example>',
        MAIL_BACKOFF_MS: '100',
        WORKER_QUEUES: 'mail',
      },
    });
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
    await smtp?.stop();
  });

  it('sends one welcome with a working unsubscribe link and List-Unsubscribe headers', async () => {
    expect((await subscribe('Ada@Example.com')).statusCode).toBe(200);
    const mail = await waitFor(
      async () => smtp.received.find((m) => m.to.includes('ada@example.com')),
      { what: 'the welcome e-mail' },
    );
    // The worker marks the message sent once the server has taken it: a moment after it arrives.
    const rows = await waitFor(
      async () => {
        const { rows } = await pg.query(
          `SELECT o.* FROM "outbox_messages" o JOIN "newsletter_subscribers" s ON s.id = o."newsletterSubscriberId"
            WHERE s.email = 'ada@example.com'`,
        );
        return rows.some((r: { status: string }) => r.status === 'queued') ? undefined : rows;
      },
      { what: 'the welcome marked sent' },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'newsletter_welcome', status: 'sent' });

    const link =
      /https:\/\/shop\.example(\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(
        mail.parsed.text ?? '',
      );
    expect(link).not.toBeNull();
    expect(mail.parsed.html).toContain(link![0]);
    // The headers as sent (folded lines unfolded).
    const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toContain(`List-Unsubscribe: <${link![0]}>`);

    // The link opens a page that asks first; its button unsubscribes.
    const path = link![1]!;
    const page = await h.visitor().request({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(NEWSLETTER_TEXTS.unsubscribeConfirm);
    const done = await h.visitor().request({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(NEWSLETTER_TEXTS.unsubscribed);
    // Erased at once, with its e-mails: nothing of the address is left.
    const sub = await pg.query(
      `SELECT (SELECT count(*)::int FROM "newsletter_subscribers" WHERE email = 'ada@example.com') AS subscribers,
              (SELECT count(*)::int FROM "outbox_messages" WHERE "to" = 'ada@example.com') AS mails`,
    );
    expect(sub.rows[0]).toEqual({ subscribers: 0, mails: 0 });

    // Signing up again is a new sign-up: one new welcome with a new link; twice, still one.
    expect((await subscribe('ada@example.com')).statusCode).toBe(200);
    expect((await subscribe('ada@example.com')).statusCode).toBe(200);
    const second = await waitFor(
      async () => {
        const mails = smtp.received.filter((m) => m.to.includes('ada@example.com'));
        return mails.length === 2 ? mails[1] : undefined;
      },
      { what: 'the second welcome' },
    );
    expect(second.parsed.text).not.toContain(link![1]!);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.filter((m) => m.to.includes('ada@example.com'))).toHaveLength(2);
  });

  it('shows the operator counts and a search, exports CSV, unsubscribes on request', async () => {
    for (const e of ['bob@example.com', 'carol@example.org', 'dan_x@example.org'])
      expect((await subscribe(e)).statusCode).toBe(200);
    await pg.query(
      `INSERT INTO "newsletter_subscribers" (email, "unsubscribeToken", "unsubscribedAt")
       VALUES ('=cmd@example.com', 'tok_formula_0000000000001', NULL),
              ('gone@example.com', 'tok_gone_00000000000000001', now())`,
    );

    expect((await h.visitor().get('/api/admin/newsletter/overview')).statusCode).toBe(401);
    expect((await h.visitor().get('/api/admin/newsletter/subscribers.csv')).statusCode).toBe(401);

    const all = (await admin.get('/api/admin/newsletter/overview')).json() as NewsletterOverview;
    // Ada signed up again after unsubscribing: she counts as subscribed.
    expect(all).toMatchObject({ subscribedCount: 5, unsubscribedCount: 1, matchCount: 6 });
    expect(all.subscribers.find((s) => s.email === 'gone@example.com')?.unsubscribedAt).toEqual(
      expect.any(String),
    );
    const org = (
      await admin.get('/api/admin/newsletter/overview?q=EXAMPLE.ORG')
    ).json() as NewsletterOverview;
    expect(org.subscribers.map((s) => s.email).sort()).toEqual([
      'carol@example.org',
      'dan_x@example.org',
    ]);
    // `_` is a character, not a wildcard.
    const underscore = (
      await admin.get('/api/admin/newsletter/overview?q=n_x')
    ).json() as NewsletterOverview;
    expect(underscore.subscribers.map((s) => s.email)).toEqual(['dan_x@example.org']);

    const csv = await admin.get('/api/admin/newsletter/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="newsletter-subscribers-/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribedAt,unsubscribeUrl');
    expect(lines).toHaveLength(6);
    expect(lines.some((l) => l.startsWith('gone@'))).toBe(false);
    // A formula-looking address is neutralised for spreadsheets.
    expect(lines.some((l) => l.startsWith("'=cmd@example.com,"))).toBe(true);
    expect(lines.find((l) => l.startsWith('bob@'))).toMatch(
      /,https:\/\/shop\.example\/api\/newsletter\/unsubscribe\?token=/,
    );

    const bad = await admin.post('/api/admin/newsletter/subscribers/unsubscribe', { email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'email', message: MESSAGES.contact.email }]);
    const unknown = await admin.post('/api/admin/newsletter/subscribers/unsubscribe', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NEWSLETTER_ADMIN_TEXTS.notFound);
    const ok = await admin.post('/api/admin/newsletter/subscribers/unsubscribe', {
      email: ' Bob@Example.com ',
    });
    expect(ok.statusCode).toBe(200);
    const after = (await admin.get('/api/admin/newsletter/overview')).json() as NewsletterOverview;
    // Erased on request: neither subscribed nor kept as unsubscribed.
    expect(after).toMatchObject({ subscribedCount: 4, unsubscribedCount: 1 });
    expect(after.subscribers.map((s) => s.email)).not.toContain('bob@example.com');
    expect(
      (await admin.get('/api/admin/newsletter/subscribers.csv')).body.includes('bob@example.com'),
    ).toBe(false);
  });

  it('quotes CSV cells that need it', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
  });
});
