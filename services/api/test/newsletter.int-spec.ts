import { hashPassword } from '@shop/auth';
import { MESSAGES, NEWSLETTER_TEXTS, type NewsletterSubscriber } from '@shop/contracts';
import { NewsletterSubscriberEntity } from '@shop/db';
import { DataSource } from 'typeorm';
import { startHarness, type Harness } from '../../../test/support/harness';

const PASSWORD = 'newsletter operator passphrase';

describe('newsletter sign-up and unsubscribe (real Postgres and Redis)', () => {
  let h: Harness;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP limit only bites where a test wants it. */
  const nextIp = () => `10.20.0.${++ipCounter}`;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        NEWSLETTER_RATE_LIMIT_PER_IP: '3',
        PUBLIC_URL: 'https://shop.example',
      },
    });
  });
  afterAll(() => h.close());

  const rows = () => h.api.get(DataSource).getRepository(NewsletterSubscriberEntity);

  function subscribe(email: unknown, ip = nextIp()) {
    return h
      .visitor()
      .request({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });
  }

  async function adminList(): Promise<NewsletterSubscriber[]> {
    const admin = h.visitor();
    const login = await admin.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    const res = await admin.get('/api/admin/newsletter/subscribers');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('stores an address once, lower-cased, and answers a second sign-up exactly like the first', async () => {
    const first = await subscribe('  Parent.One@Example.COM ');
    expect(first.statusCode).toBe(200);
    const second = await subscribe('parent.one@example.com');
    const third = await subscribe('PARENT.ONE@EXAMPLE.COM');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(first.json()).toEqual({ subscribed: true, message: NEWSLETTER_TEXTS.subscribed });

    const stored = await rows().findBy({ email: 'parent.one@example.com' });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored[0]!.unsubscribedAt).toBeNull();
  });

  it('survives simultaneous sign-ups of the same address', async () => {
    const results = await Promise.all(
      Array.from({ length: 3 }, () => subscribe('race@example.com')),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rows().countBy({ email: 'race@example.com' })).toBe(1);
  });

  it('rejects a missing or invalid address with the e-mail message, naming the field', async () => {
    for (const email of ['', 'not-an-email', undefined, 42, `${'a'.repeat(250)}@example.com`]) {
      const res = await subscribe(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        details: [{ field: 'email', message: MESSAGES.contact.email }],
      });
    }
  });

  it('rate-limits sign-ups per IP address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await subscribe(`limit${i}@example.com`, ip)).statusCode).toBe(200);
    const blocked = await subscribe('limit-over@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(NEWSLETTER_TEXTS.tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows().countBy({ email: 'limit-over@example.com' })).toBe(0);
    expect((await subscribe('limit-other-ip@example.com')).statusCode).toBe(200);
  });

  it('unsubscribes through the link: GET asks, POST from the page unsubscribes', async () => {
    await subscribe('leaving@example.com');
    const listed = (await adminList()).find((s) => s.email === 'leaving@example.com')!;
    expect(listed.unsubscribeUrl).toMatch(
      /^https:\/\/shop\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/,
    );
    const path = listed.unsubscribeUrl.replace('https://shop.example', '');

    const page = await h.visitor().get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(NEWSLETTER_TEXTS.unsubscribeConfirm);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    // Opening the link (a mail scanner, a preview) changes nothing.
    expect(
      (await rows().findOneByOrFail({ email: 'leaving@example.com' })).unsubscribedAt,
    ).toBeNull();

    // The page's form posts an empty url-encoded body, as a browser does.
    const done = await h.visitor().request({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(NEWSLETTER_TEXTS.unsubscribed);
    // Erased at once: nothing of the address is kept (the retention job is only a backstop).
    expect(await rows().findOneBy({ email: 'leaving@example.com' })).toBeNull();
    expect((await adminList()).map((s) => s.email)).not.toContain('leaving@example.com');

    // The link is spent: it says so, and that the address is gone.
    const again = await h.visitor().post(path);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: NEWSLETTER_TEXTS.invalidLink });
    const page2 = await h.visitor().get(path);
    expect(page2.statusCode).toBe(404);
    expect(page2.body).toContain('your address was erased');
  });

  it('accepts a mail client’s one-click unsubscribe (RFC 8058)', async () => {
    await subscribe('oneclick@example.com');
    const { unsubscribeToken } = await rows().findOneByOrFail({ email: 'oneclick@example.com' });
    const res = await h.visitor().request({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await rows().findOneBy({ email: 'oneclick@example.com' })).toBeNull();
  });

  it('signing up again after unsubscribing subscribes the address anew, with a new link', async () => {
    await subscribe('back@example.com');
    const before = await rows().findOneByOrFail({ email: 'back@example.com' });
    await h.visitor().post(`/api/newsletter/unsubscribe?token=${before.unsubscribeToken}`);
    const res = await subscribe('Back@example.com');
    expect(res.json()).toEqual({ subscribed: true, message: NEWSLETTER_TEXTS.subscribed });
    const after = await rows().findOneByOrFail({ email: 'back@example.com' });
    expect(after.unsubscribedAt).toBeNull();
    expect(after.id).not.toBe(before.id);
    expect(after.unsubscribeToken).not.toBe(before.unsubscribeToken);
  });

  it('answers a wrong or malformed token with 404 and unsubscribes nobody', async () => {
    await subscribe('stays@example.com');
    for (const token of ['x'.repeat(43), 'short', '<script>', '']) {
      const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      const page = await h.visitor().get(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(NEWSLETTER_TEXTS.invalidLink);
      expect(page.body).not.toContain('<script>');
      const post = await h.visitor().post(url);
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ statusCode: 404, message: NEWSLETTER_TEXTS.invalidLink });
    }
    expect((await h.visitor().get('/api/newsletter/unsubscribe')).statusCode).toBe(404);
    expect(
      (await rows().findOneByOrFail({ email: 'stays@example.com' })).unsubscribedAt,
    ).toBeNull();
  });

  it('keeps the subscriber list to the operator', async () => {
    expect((await h.visitor().get('/api/admin/newsletter/subscribers')).statusCode).toBe(401);
  });
});
