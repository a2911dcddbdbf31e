import { hashPassword } from '@shop/auth';
import {
  CONTACT_TEXTS,
  MESSAGES,
  type ContactMessage,
  type ContactMessagesPage,
} from '@shop/contracts';
import { HIDDEN_LINK_SECRET } from '@shop/mail';
import { signInAdmin, withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'contact operator passphrase';
const VALID = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Shipping to Canada',
  message: 'Do you ship books to Canada? We would love one for our son.',
};

describe('contact form and the Messages tab (real Postgres and Redis)', () => {
  let h: Harness;
  let admin: Visitor;
  let ipCounter = 0;
  /** A fresh client address per call, so the per-IP limit only bites where a test wants it. */
  const nextIp = () => `10.30.0.${++ipCounter}`;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD), CONTACT_RATE_LIMIT_PER_IP: '3' },
    });
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(() => h.close());
  beforeEach(() => withPg(h.db.url, (c) => c.query('TRUNCATE contact_messages CASCADE')));

  const send = (payload: unknown, ip = nextIp()) =>
    h.visitor().request({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
    });
  const messages = async () =>
    (await admin.get('/api/admin/contact-messages')).json() as ContactMessagesPage;
  const unread = async () =>
    ((await admin.get('/api/admin/contact-messages/count')).json() as { count: number }).count;

  it('stores a valid message from anyone (no session needed) and confirms it', async () => {
    const res = await send({ ...VALID, name: '  Jane Doe  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_TEXTS.sent });
    const page = await messages();
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ ...VALID, isRead: false });
  });

  it('refuses invalid fields with the form’s validation messages, each named', async () => {
    const res = await send({
      name: 'J',
      email: 'not-an-email',
      subject: 'Hi',
      message: 'Too short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'name', message: MESSAGES.contact.name },
      { field: 'email', message: MESSAGES.contact.email },
      { field: 'subject', message: MESSAGES.contact.subject },
      { field: 'message', message: MESSAGES.contact.message },
    ]);
    const blank = await send({ ...VALID, message: '          ' });
    expect(blank.json().details).toEqual([{ field: 'message', message: MESSAGES.contact.message }]);
    expect((await send({})).statusCode).toBe(400);
    expect((await messages()).total).toBe(0);
  });

  it('rate-limits messages per IP address (429 with Retry-After); other addresses still get through', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < 3; i++) expect((await send(VALID, ip)).statusCode).toBe(201);
    const limited = await send(VALID, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CONTACT_TEXTS.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(VALID, '10.31.0.2')).statusCode).toBe(201);
    expect((await messages()).total).toBe(4);
  });

  it('lists messages newest first with the unread count; opening one marks it read', async () => {
    for (const subject of ['First question', 'Second question', 'Third question']) {
      await send({ ...VALID, subject });
      await new Promise((r) => setTimeout(r, 5));
    }
    let page = await messages();
    expect(page.messages.map((m) => m.subject)).toEqual([
      'Third question',
      'Second question',
      'First question',
    ]);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1 });
    expect(await unread()).toBe(3);

    const second = page.messages[1]!;
    const res = await admin.post(`/api/admin/contact-messages/${second.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json() as ContactMessage).toMatchObject({ id: second.id, isRead: true });
    expect(await unread()).toBe(2);
    // Again: still read, nothing else changes.
    expect((await admin.post(`/api/admin/contact-messages/${second.id}/read`)).statusCode).toBe(
      200,
    );
    expect(await unread()).toBe(2);
    page = await messages();
    expect(page.messages.map((m) => m.isRead)).toEqual([false, true, false]);
    expect(page.unread).toBe(2);

    const paged = (
      await admin.get('/api/admin/contact-messages?page=2&pageSize=2')
    ).json() as ContactMessagesPage;
    expect(paged.messages.map((m) => m.subject)).toEqual(['First question']);

    const missing = await admin.post(
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/read',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTACT_TEXTS.notFound);
  });

  it('shows a family’s secret links pasted into a message with their token hidden; the stored message keeps them', async () => {
    const token = 'Xq3_vB-9kLmN0pQrStUvWxYz0123456789AbCdEfGhI';
    const storyId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const message = `My link https://shop.example/my-stories#${token} and our story https://shop.example/collaborate/${storyId}/${token}, neither works.`;
    expect((await send({ ...VALID, message })).statusCode).toBe(201);
    const res = await admin.get('/api/admin/contact-messages');
    expect(res.body).not.toContain(token);
    expect((res.json() as ContactMessagesPage).messages[0]!.message).toBe(
      message.replaceAll(token, HIDDEN_LINK_SECRET),
    );
    const stored = await withPg(h.db.url, (c) => c.query(`SELECT message FROM contact_messages`));
    expect(stored.rows).toEqual([{ message }]);
  });

  it('keeps the messages to the operator', async () => {
    await send(VALID);
    const stranger = h.visitor();
    expect((await stranger.get('/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await stranger.get('/api/admin/contact-messages/count')).statusCode).toBe(401);
    const id = (await messages()).messages[0]!.id;
    expect((await stranger.post(`/api/admin/contact-messages/${id}/read`)).statusCode).toBe(401);
    const crossSite = await admin.request({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/read`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await unread()).toBe(1);
  });
});
