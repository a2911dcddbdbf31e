import { hashPassword } from '@shop/auth';
import {
  OUTBOX_TEXTS,
  type OrderCompletionResponse,
  type OutboxMessage,
  type OutboxPage,
  type PaymentIntentResponse,
  type Story,
  type TestOrderResponse,
} from '@shop/contracts';
import { HELD_REASONS, HIDDEN_LINK_SECRET, OrderMailer } from '@shop/mail';
import { bullPrefix, JobProducer, redisOptions } from '@shop/queue';
import {
  type FakeStripe,
  type ReceivedMail,
  startFakeStripe,
  stripeConfig,
  startTestSmtp,
  type TestSmtp,
  waitFor,
} from '@shop/testing';
import { QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';
import { SHIPPING } from '../../../test/support/shipping';

const PASSWORD = 'mail operator passphrase';
const PUBLIC_URL = 'https://shop.example';
const OPERATOR = 'ops@shop.example';
/** A child's name with markup in it (the story form refuses it; older data or an LLM might not). */
const MARKUP_NAME = '<b>Mia</b> & "Co"';

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  to: string;
}

/**
 * Order e-mails end to end: the real API and worker (mail queue), Postgres, Redis and BullMQ, a
 * real SMTP server (smtp-server) on 127.0.0.1 receiving what nodemailer sends, parsed with
 * mailparser; payments through the real stripe-node client against the local fake Stripe.
 */
describe('order e-mails through a real SMTP server', () => {
  let h: Harness;
  let smtp: TestSmtp;
  let stripe: FakeStripe;
  let pg: Client;
  let admin: Visitor;
  let events: QueueEvents;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    stripe = await startFakeStripe();
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Storybook Shop <orders@shop.example>',
        OPERATOR_EMAIL: OPERATOR,
        MAIL_ATTEMPTS: '30',
        MAIL_BACKOFF_MS: '100',
        SMTP_TIMEOUT_MS: '5000',
        // Stories are made ready directly: this worker serves the mail queue only.
        WORKER_QUEUES: 'mail',
        ...stripeConfig(stripe),
        TAX_COLLECT_STATES: 'TX',
      },
    });
    await h.startWorker();
    await h.api.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${await h.api.getUrl()}/api/webhooks/stripe`.replace('[::1]', '127.0.0.1');
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    admin = await signInAdmin(h, PASSWORD);
    events = new QueueEvents('mail', {
      connection: redisOptions(h.config.REDIS_URL),
      prefix: bullPrefix(h.config.REDIS_PREFIX),
    });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await pg?.end();
    await h?.close();
    await stripe?.close();
    await smtp?.stop();
  });

  const mailsTo = (address: string, subject?: RegExp): ReceivedMail[] =>
    smtp.received.filter(
      (m) => m.to.includes(address) && (!subject || subject.test(m.parsed.subject ?? '')),
    );
  const waitForMail = (address: string, subject: RegExp) =>
    waitFor(async () => mailsTo(address, subject)[0], { what: `a mail to ${address}` });
  const outbox = async (where: string, params: unknown[]): Promise<OutboxRow[]> =>
    (await pg.query<OutboxRow>(`SELECT * FROM "outbox_messages" WHERE ${where}`, params)).rows;
  /**
   * The rows once the worker has recorded their sending: the fake SMTP server receives a mail a
   * moment before the worker marks its row sent, so a read right after the mail arrives races it.
   */
  const sentOutbox = (where: string, params: unknown[]): Promise<OutboxRow[]> =>
    waitFor(
      async () => {
        const rows = await outbox(where, params);
        return rows.length > 0 && rows.every((r) => r.status === 'sent') ? rows : undefined;
      },
      { what: `sent outbox rows where ${where}` },
    );

  /**
   * Runs one more send job for the message under a fresh job id (past the deterministic id's
   * de-duplication) and waits for it: the proof that sending twice sends once is that this job
   * finished and the server still holds one message.
   */
  async function sendAgainAndWait(outboxId: string): Promise<unknown> {
    const job = await h.api
      .get(JobProducer)
      .enqueue('mail.send', { outboxId }, { jobId: `extra-${outboxId}-${Date.now()}` });
    return job.waitUntilFinished(events, 20_000);
  }

  async function readyStory(v: Visitor, childName = 'Mia'): Promise<Story> {
    const res = await v.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "progress" = 100, "title" = 'The Brave Little Fox',
         "childName" = $2, "content" = 'Once upon a time.', "wordCount" = 4 WHERE "id" = $1`,
      [id, childName],
    );
    return (await v.get(`/api/stories/${id}`)).json() as Story;
  }

  it('a paid order gets one confirmation: book, address, amounts with tax, delivery, status link', async () => {
    const parent = h.visitor();
    const email = 'paid-parent@example.com';
    const story = await readyStory(parent);
    const pi = (
      await parent.post('/api/create-payment-intent', {
        storyId: story.id,
        productType: 'custom_storybook',
        amount: 24.99,
        shippingDetails: { ...SHIPPING, email },
      })
    ).json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    // The browser reports it, Stripe's webhook reports it, the browser asks again: one order.
    const done = await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });
    expect(done.statusCode).toBe(200);
    const { orderId, orderRef } = done.json() as OrderCompletionResponse;
    expect((await stripe.sendEvent('payment_intent.succeeded', pi.paymentIntentId)).status).toBe(
      200,
    );
    await parent.post('/api/payment-complete', {
      paymentIntentId: pi.paymentIntentId,
      storyId: story.id,
    });

    const mail = await waitForMail(email, /confirmed/);
    const { parsed } = mail;
    expect(mail.from).toBe('orders@shop.example');
    expect(parsed.subject).toBe('Your storybook order is confirmed: The Brave Little Fox');
    const statusUrl = `${PUBLIC_URL}/orders/${orderRef}`;
    for (const part of [parsed.text!, parsed.html as string]) {
      expect(part).toContain('The Brave Little Fox');
      expect(part).toContain('A special story for Mia');
      expect(part).toContain('1 Main Street');
      expect(part).toContain('Austin, TX 78701');
      expect(part).toContain('$24.99');
      // Texas 6.25 % of $24.99
      expect(part).toContain('Sales Tax (6.25%)');
      expect(part).toContain('$1.56');
      expect(part).toContain('$26.55');
      expect(part).toContain('Delivery: 7–10 business days');
      expect(part).toContain(statusUrl);
    }
    expect(parsed.html).toContain(`href="${statusUrl}"`);
    expect(parsed.messageId).toMatch(/@shop\.example>?$/);

    const rows = await sentOutbox(`"orderId" = $1`, [orderId]);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'order_confirmation',
        status: 'sent',
        attempts: 1,
        to: email,
      }),
    ]);
    // Asked again (any number of times): the same message, never a second send.
    const mailer = h.api.get(OrderMailer);
    expect(await mailer.orderConfirmation(orderId)).toBe(rows[0]!.id);
    expect(await sendAgainAndWait(rows[0]!.id)).toBe('already-sent');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('shipping an order sends one notice with the tracking number and link', async () => {
    const parent = h.visitor();
    const email = 'shipped-parent@example.com';
    const story = await readyStory(parent, 'Leo');
    // An operator's test order: confirmed by e-mail like a paid one, marked as a test.
    const created = await admin.post('/api/test/create-order', {
      storyId: story.id,
      shippingDetails: { ...SHIPPING, email },
    });
    expect(created.statusCode).toBe(201);
    const { orderId, orderRef } = created.json() as TestOrderResponse;
    const confirmation = await waitForMail(email, /confirmed/);
    expect(confirmation.parsed.subject).toBe(
      '[Test order] Your storybook order is confirmed: The Brave Little Fox',
    );

    const tracking = await admin.post(`/api/admin/orders/${orderId}/tracking`, {
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://track.example/1Z999AA10123456784?a=1&b=2',
    });
    expect(tracking.statusCode).toBe(200);
    expect(
      (await admin.post(`/api/admin/orders/${orderId}/status`, { status: 'shipped' })).statusCode,
    ).toBe(200);
    const shipped = await waitForMail(email, /on its way/);
    expect(shipped.parsed.subject).toBe(
      '[Test order] Your storybook is on its way: The Brave Little Fox',
    );
    expect(shipped.parsed.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped.parsed.text).toContain(
      'Track your parcel: https://track.example/1Z999AA10123456784?a=1&b=2',
    );
    expect(shipped.parsed.html).toContain(
      'href="https://track.example/1Z999AA10123456784?a=1&amp;b=2"',
    );
    expect(shipped.parsed.text).toContain(`${PUBLIC_URL}/orders/${orderRef}`);
    expect(shipped.parsed.text).toMatch(/Estimated delivery: \w{3}, \w{3} \d+/);

    // Back to paid and shipped again: still one notice.
    await admin.post(`/api/admin/orders/${orderId}/status`, { status: 'paid' });
    await admin.post(`/api/admin/orders/${orderId}/status`, { status: 'shipped' });
    const [row] = await sentOutbox(`"orderId" = $1 AND "kind" = 'order_shipped'`, [orderId]);
    expect(row).toMatchObject({ status: 'sent' });
    expect(await sendAgainAndWait(row!.id)).toBe('already-sent');
    expect(mailsTo(email, /on its way/)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('escapes markup from a child’s name in the HTML version and keeps it as typed in the text', async () => {
    const parent = h.visitor();
    const email = 'markup-parent@example.com';
    const story = await readyStory(parent, MARKUP_NAME);
    const created = await admin.post('/api/test/create-order', {
      storyId: story.id,
      shippingDetails: { ...SHIPPING, email, fullName: 'Jane <i>Parent</i>' },
    });
    expect(created.statusCode).toBe(201);
    const { parsed } = await waitForMail(email, /confirmed/);
    const html = parsed.html as string;
    expect(html).toContain('A special story for &lt;b&gt;Mia&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Hi Jane &lt;i&gt;Parent&lt;/i&gt;,');
    expect(html).not.toContain('<b>Mia</b>');
    expect(html).not.toContain('<i>Parent</i>');
    expect(parsed.text).toContain(`A special story for ${MARKUP_NAME}`);
  });

  it('a contact message reaches the operator once, with Reply-To the visitor and the message escaped', async () => {
    const res = await h.visitor().request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sam <script>',
        email: 'sam@example.com',
        subject: 'Question about <em>gift</em> wrapping',
        message: 'Can you wrap it?\n\nIt is for a <birthday> & more.',
      },
      remoteAddress: '10.40.0.1',
    });
    expect(res.statusCode).toBe(201);
    const { parsed } = await waitForMail(OPERATOR, /New contact message/);
    expect(parsed.subject).toBe('New contact message: Question about <em>gift</em> wrapping');
    expect(parsed.replyTo?.value[0]?.address).toBe('sam@example.com');
    expect(parsed.text).toContain('It is for a <birthday> & more.');
    const html = parsed.html as string;
    expect(html).toContain('It is for a &lt;birthday&gt; &amp; more.');
    expect(html).toContain('Sam &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="${PUBLIC_URL}/admin"`);
    expect(mailsTo(OPERATOR)).toHaveLength(1);
  });

  it('SMTP server down: the message is retried with backoff and delivered once it is back', async () => {
    await smtp.stop();
    try {
      const res = await h.visitor().request({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada Down',
          email: 'ada@example.com',
          subject: 'Sent while the server was down',
          message: 'This message waits for the mail server.',
        },
        remoteAddress: '10.40.0.2',
      });
      expect(res.statusCode).toBe(201);
      // Failed attempts are recorded on the message while it stays queued.
      const failing = await waitFor(
        async () => {
          const [row] = await outbox(`"subject" LIKE '%server was down'`, []);
          return row && row.attempts >= 2 ? row : undefined;
        },
        { what: 'two failed attempts' },
      );
      expect(failing.status).toBe('queued');
      expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
    const mail = await waitForMail(OPERATOR, /server was down/);
    expect(mail.parsed.text).toContain('This message waits for the mail server.');
    const [row] = await sentOutbox(`"subject" LIKE '%server was down'`, []);
    expect(row).toMatchObject({ status: 'sent', lastError: null });
    expect(row!.attempts).toBeGreaterThanOrEqual(3);
    expect(mailsTo(OPERATOR, /server was down/)).toHaveLength(1);
  });

  it('a my stories link reaches the family whole; the operator reads it with its token hidden', async () => {
    const parent = h.visitor();
    await readyStory(parent);
    const email = 'link-parent@example.com';
    const asked = await parent.request({
      method: 'POST',
      url: '/api/my-stories/link',
      payload: { email },
      remoteAddress: '10.40.0.3',
    });
    expect(asked.statusCode).toBe(200);
    // The family's mail, as the SMTP server got it: the working link in both versions.
    const { parsed } = await waitForMail(email, /another device/);
    const token = /\/my-stories#([A-Za-z0-9_-]{43})/.exec(parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    const link = `${PUBLIC_URL}/my-stories#${token}`;
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    // The stored message it was sent from keeps the link.
    const stored = (
      await pg.query<{ id: string; text: string; html: string }>(
        `SELECT id, text, html FROM "outbox_messages" WHERE "to" = $1`,
        [email],
      )
    ).rows[0]!;
    expect(stored.text).toContain(link);
    expect(stored.html).toContain(`href="${link}"`);

    // The operator: the list and the message carry no token; the rest reads as sent.
    const list = await admin.get('/api/admin/outbox');
    expect((list.json() as OutboxPage).messages.map((m) => m.id)).toContain(stored.id);
    expect(list.body).not.toContain(token);
    const opened = await admin.get(`/api/admin/outbox/${stored.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain(token);
    const message = opened.json() as OutboxMessage;
    expect(message.text).toBe(stored.text.replaceAll(token!, HIDDEN_LINK_SECRET));
    expect(message.html).toBe(stored.html.replaceAll(token!, HIDDEN_LINK_SECRET));
    expect(message.html).toContain(`href="${PUBLIC_URL}/my-stories#${HIDDEN_LINK_SECRET}"`);

    // The family's link still works.
    const claimed = await h.visitor().request({
      method: 'POST',
      url: '/api/my-stories/claim',
      payload: { token },
      remoteAddress: '10.40.0.4',
    });
    expect(claimed.statusCode).toBe(200);
  });

  it('the operator reads every message in the outbox (admin only)', async () => {
    expect((await h.visitor().get('/api/admin/outbox')).statusCode).toBe(401);
    await sentOutbox(`true`, []);
    const page = (await admin.get('/api/admin/outbox')).json() as OutboxPage;
    expect(page.smtpConfigured).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.messages.every((m) => m.status === 'sent')).toBe(true);
    const contact = page.messages.find((m) => m.kind === 'contact_notice')!;
    const opened = (await admin.get(`/api/admin/outbox/${contact.id}`)).json() as OutboxMessage;
    expect(opened).toMatchObject({ to: OPERATOR, replyTo: expect.any(String) });
    expect(opened.html).toContain('<!doctype html>');
    // Only held or failed messages are sent again.
    expect((await admin.post(`/api/admin/outbox/${contact.id}/send`)).statusCode).toBe(409);
    expect(
      (await admin.get('/api/admin/outbox/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('order e-mails without SMTP configured', () => {
  let h: Harness;
  let pg: Client;
  let admin: Visitor;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        PUBLIC_URL,
        WORKER_QUEUES: 'mail',
      },
    });
    await h.startWorker();
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
  });

  it('keeps every message in the outbox, held and readable by the operator; nothing pretends to be sent', async () => {
    const parent = h.visitor();
    const res = await parent.post('/api/stories/generate', VALID_STORY);
    const { id: storyId } = res.json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "title" = 'Held Story', "childName" = $2 WHERE "id" = $1`,
      [storyId, MARKUP_NAME],
    );
    const created = await admin.post('/api/test/create-order', {
      storyId,
      shippingDetails: SHIPPING,
    });
    expect(created.statusCode).toBe(201);
    await h.visitor().request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Held Visitor',
        email: 'held@example.com',
        subject: 'A held notice',
        message: 'No operator address and no server.',
      },
      remoteAddress: '10.41.0.1',
    });

    const page = await waitFor(
      async () => {
        const p = (await admin.get('/api/admin/outbox')).json() as OutboxPage;
        return p.messages.length === 2 && p.messages.every((m) => m.status === 'held')
          ? p
          : undefined;
      },
      { what: 'two held messages' },
    );
    expect(page.smtpConfigured).toBe(false);
    for (const m of page.messages) {
      expect(m).toMatchObject({ sentAt: null, attempts: 0, lastError: HELD_REASONS.noSmtp });
    }
    const confirmation = page.messages.find((m) => m.kind === 'order_confirmation')!;
    const opened = (
      await admin.get(`/api/admin/outbox/${confirmation.id}`)
    ).json() as OutboxMessage;
    expect(opened.to).toBe('jane@example.com');
    expect(opened.text).toContain(`A special story for ${MARKUP_NAME}`);
    expect(opened.html).toContain(
      'A special story for &lt;b&gt;Mia&lt;/b&gt; &amp; &quot;Co&quot;',
    );

    // A visitor's own test order (open outside production) sends nothing at all. It is for a
    // second story: a story that has an order gets no test order.
    const own = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    await pg.query(
      `UPDATE "stories" SET "generationStatus" = 'ready', "title" = 'Own Story' WHERE "id" = $1`,
      [own.id],
    );
    const visitorOrder = await parent.post('/api/test/create-order', {
      storyId: own.id,
      shippingDetails: { ...SHIPPING, email: 'anyone@example.com' },
    });
    expect(visitorOrder.statusCode).toBe(201);
    const rows = await pg.query(
      `SELECT 1 FROM "outbox_messages" WHERE "to" = 'anyone@example.com'`,
    );
    expect(rows.rowCount).toBe(0);

    // Sent again (say, once SMTP is configured): still no server here, so held again.
    const again = await admin.post(`/api/admin/outbox/${confirmation.id}/send`);
    expect(again.statusCode).toBe(200);
    await waitFor(async () => {
      const m = (await admin.get(`/api/admin/outbox/${confirmation.id}`)).json() as OutboxMessage;
      return m.status === 'held' ? m : undefined;
    });

    // The family's data deleted on request: the e-mails no longer name the child.
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/stories/${storyId}` })).statusCode,
    ).toBe(200);
    const redacted = (
      await admin.get(`/api/admin/outbox/${confirmation.id}`)
    ).json() as OutboxMessage;
    expect(redacted).toMatchObject({
      subject: OUTBOX_TEXTS.redacted,
      text: OUTBOX_TEXTS.redacted,
      html: OUTBOX_TEXTS.redacted,
      status: 'held',
    });
  });
});
