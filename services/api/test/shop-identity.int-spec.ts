import { hashPassword } from '@shop/auth';
import { checkBookPdf } from '@shop/book';
import { type ShopIdentity, type Story } from '@shop/contracts';
import { startTestSmtp, type TestSmtp, waitFor } from '@shop/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

jest.setTimeout(120_000);

const PASSWORD = 'shop identity operator passphrase';
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Generic</title></head>
<body><div id="root"></div></body></html>`;
const HOME_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root"><p>Storybook Shop, prerendered</p></div>',
);

/**
 * SHOP_NAME, SHOP_CONTACT_EMAIL and SHOP_SOCIAL_LINKS reach what families see: the pages (the
 * server-rendered head and GET /api/shop), the e-mails (through the outbox and a real SMTP
 * server) and the printed book (built by the worker).
 */
describe('the shop identity from the configuration (real API, worker and SMTP)', () => {
  let h: Harness;
  let smtp: TestSmtp;
  let webDir: string;
  let storageDir: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    webDir = mkdtempSync(join(tmpdir(), 'shop-identity-web-'));
    storageDir = mkdtempSync(join(tmpdir(), 'shop-identity-files-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDir, 'home.html'), HOME_HTML);
    h = await startHarness({
      config: {
        SHOP_NAME: 'Little Tales',
        SHOP_CONTACT_EMAIL: 'hello@littletales.example',
        SHOP_SOCIAL_LINKS: 'https://www.instagram.com/littletales,https://bsky.app/profile/tales',
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        WEB_DIST_DIR: webDir,
        STORAGE_DIR: storageDir,
        SMTP_URL: smtp.url,
        MAIL_BACKOFF_MS: '100',
        WORKER_QUEUES: 'story,book,mail',
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.stop();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  });

  const SHOP: ShopIdentity = {
    name: 'Little Tales',
    contactEmail: 'hello@littletales.example',
    socialLinks: [
      { label: 'Instagram', url: 'https://www.instagram.com/littletales' },
      { label: 'Bluesky', url: 'https://bsky.app/profile/tales' },
    ],
  };

  it('GET /api/shop gives the configured identity', async () => {
    const res = await h.visitor().get('/api/shop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SHOP);
  });

  it('writes the name into the page head and the identity for the app', async () => {
    const res = await h.visitor().request({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>About Us | Little Tales</title>');
    expect(res.body).toContain('<meta property="og:site_name" content="Little Tales">');
    expect(res.body).not.toContain('Storybook Shop');
    const json = /<script type="application\/json" id="shop-identity">([^<]*)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(json![1]!)).toEqual(SHOP);
    // The prerendered home page shows the default shop: this one renders in the browser.
    const home = await h.visitor().request({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('prerendered');
    expect(home.body).toContain('<div id="root"></div>');
    // The unsubscribe pages stand outside the app: they name the shop themselves.
    const unsubscribe = await h.visitor().get('/api/newsletter/unsubscribe?token=nope');
    expect(unsubscribe.body).toContain('Back to Little Tales');
  });

  it('heads, signs and replies from the shop in its e-mails', async () => {
    const res = await h.visitor().request({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'ada@example.com' },
      remoteAddress: '10.78.0.1',
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(
      async () => smtp.received.find((m) => m.to.includes('ada@example.com')),
      { what: 'the welcome e-mail' },
    );
    expect(mail.parsed.subject).toBe('Welcome to the Little Tales newsletter');
    expect(mail.parsed.text).toContain('The Little Tales team');
    expect(mail.parsed.text).toContain('Questions? Write to us at hello@littletales.example.');
    expect(mail.parsed.replyTo?.text).toBe('hello@littletales.example');
    expect(mail.parsed.html || '').not.toContain('Storybook Shop');
  });

  it('prints the name in the book', async () => {
    const owner: Visitor = h.visitor();
    const admin = await signInAdmin(h, PASSWORD);
    const created = await owner.post('/api/stories/generate', VALID_STORY);
    const story = await waitForFinalStory(owner, (created.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    const pdf = await waitFor(
      async () => {
        const res = await admin.get(`/api/stories/${story.id}/pdf`);
        return res.statusCode === 200 ? res : undefined;
      },
      { timeoutMs: 90_000, what: 'the PDF' },
    );
    const report = await checkBookPdf(pdf.rawPayload, {
      pageCount: 24,
      pageSize: { widthPt: 630, heightPt: 630 },
    });
    const text = report.pages!.map((p) => p.text.map((t) => t.str).join(' ')).join('\n');
    expect(text).toContain('Created with Little Tales');
    expect(text).not.toContain('Storybook Shop');
  });
});
