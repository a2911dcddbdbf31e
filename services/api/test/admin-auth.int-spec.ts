import { hashPassword } from '@shop/auth';
import { ADMIN_TEXTS, MESSAGES } from '@shop/contracts';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@shop/testing';
import { registeredRoutes } from '../src/app';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';

const PASSWORD = 'a long operator passphrase';

/**
 * Routes anyone may call. Everything else the API registers must answer 401 without an operator
 * session: adding a route without deciding who may call it fails this test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/privacy',
  'GET /api/shop',
  'GET /api/stories',
  'GET /api/stories/export',
  'GET /api/stories/:id',
  'DELETE /api/stories/:id',
  'POST /api/stories/:id/share-link',
  'POST /api/stories/generate',
  'POST /api/stories/:id/regenerate',
  'POST /api/stories/collaborative',
  'GET /api/stories/collaborative/:id',
  'GET /api/stories/prompts/:id',
  'GET /api/stories/contributions/:id',
  'POST /api/stories/contribute',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /api/newsletter/unsubscribe',
  // My stories on any device: a link by e-mail (rate-limited, the same answer for any address),
  // opened with its single-use, expiring token.
  'POST /api/my-stories/link',
  'POST /api/my-stories/claim',
  'POST /api/newsletter/unsubscribe',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  // Checkout: the story-access check, payment verification and webhook signature
  // protect these; test orders are operator-only unless TEST_ORDERS_PUBLIC (default: not in production).
  'GET /api/checkout/config',
  'POST /api/create-payment-intent',
  'POST /api/payment-complete',
  'POST /api/webhooks/stripe',
  'POST /api/test/create-order',
  'POST /api/test/create-collaborative-order',
  // Illustrations: a story's pictures for its owner (story-access check inside), and
  // stored files at unguessable URLs.
  'GET /api/stories/:id/illustrations',
  'GET /api/files/*',
  // Order status page: found only by the order's unguessable 128-bit reference,
  // rate-limited per IP, no listing.
  'GET /api/orders/status/:orderRef',
  // The printed book: the family's preview (story-access check inside) and the
  // owner's corrections to the text (owner check inside; frozen once paid).
  'GET /api/stories/:id/preview',
  'PATCH /api/stories/:id',
  'PUT /api/stories/:id/dedication',
  // Earlier versions of a story: its owner's only (owner check inside; restoring frozen once paid).
  'GET /api/stories/:id/versions',
  'POST /api/stories/:id/versions/:revision/restore',
  // Print: Lulu's signed status callbacks, and print files behind signed, expiring links.
  'POST /api/webhooks/print',
  'POST /api/webhooks/print/:provider',
  'GET /api/print-files/:token',
  // The API description: open outside production, the operator's only in production (checked
  // inside, see openapi.int-spec).
  'GET /api/docs',
  'GET /api/docs/openapi.json',
]);

describe('operator sign-in and the admin guard', () => {
  let h: Harness;
  let redis: Redis;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD), ADMIN_LOGIN_ATTEMPTS: '4' },
    });
    redis = new Redis(testRedisUrl());
  });
  afterAll(async () => {
    redis.disconnect();
    await h.close();
  });

  async function signIn(v: Visitor = h.visitor(), ip = '10.0.0.1') {
    const res = await v.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: PASSWORD },
      remoteAddress: ip,
    });
    return { v, res };
  }

  it('every registered API route outside the public list answers 401 without a session', async () => {
    const routes = registeredRoutes
      .get(h.api)!
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
    const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
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
    // The public list names only routes that exist.
    for (const name of PUBLIC_ROUTES)
      expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(name);
  });

  it('signs in with the right password and sets a strict, httpOnly session cookie', async () => {
    const { v, res } = await signIn();
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sb_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await v.get('/api/admin/session')).statusCode).toBe(200);
  });

  it('refuses a wrong or empty password with the sign-in messages', async () => {
    const v = h.visitor();
    const wrong = await v.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'nope' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(ADMIN_TEXTS.invalidPassword);
    const empty = await v.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: '' },
      remoteAddress: '10.0.0.2',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'password', message: MESSAGES.admin.password }]);
    expect((await v.get('/api/admin/session')).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per IP, even with the right password', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 4; i++) {
      const r = await h.visitor().request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: `guess ${i}` },
        remoteAddress: ip,
      });
      expect(r.statusCode).toBe(401);
    }
    const { res } = await signIn(h.visitor(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ADMIN_TEXTS.tooManyAttempts);
    expect((await signIn(h.visitor(), '10.0.0.4')).res.statusCode).toBe(200);
  });

  it('logout ends the session: a copied cookie stops working', async () => {
    const { v } = await signIn(h.visitor(), '10.0.0.5');
    const stolen = v.cookies.sb_admin!;
    expect((await v.post('/api/admin/logout')).statusCode).toBe(204);
    expect((await v.get('/api/admin/session')).statusCode).toBe(401);
    const thief = await h
      .visitor()
      .request({ method: 'GET', url: '/api/admin/session', cookies: { sb_admin: stolen } });
    expect(thief.statusCode).toBe(401);
  });

  it('rotates the session at sign-in', async () => {
    const { v } = await signIn(h.visitor(), '10.0.0.6');
    const before = v.cookies.sb_admin!;
    await signIn(v, '10.0.0.6');
    expect(v.cookies.sb_admin).not.toEqual(before);
    const old = await h
      .visitor()
      .request({ method: 'GET', url: '/api/admin/session', cookies: { sb_admin: before } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses forged cookies', async () => {
    const forged = await h.visitor().request({
      method: 'GET',
      url: '/api/admin/session',
      cookies: { sb_admin: 'made-up-token' },
    });
    expect(forged.statusCode).toBe(401);
    const { v } = await signIn(h.visitor(), '10.0.0.7');
    const [token] = v.cookies.sb_admin!.split('.');
    const unsigned = await h
      .visitor()
      .request({ method: 'GET', url: '/api/admin/session', cookies: { sb_admin: token! } });
    expect(unsigned.statusCode).toBe(401);
  });

  it('expires an idle session', async () => {
    const { v } = await signIn(h.visitor(), '10.0.0.8');
    const keys = await redis.keys(`${h.config.REDIS_PREFIX}:admin:session:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) await redis.pexpire(key, 50);
    await new Promise((r) => setTimeout(r, 150));
    expect((await v.get('/api/admin/session')).statusCode).toBe(401);
  });
});
