import { hashPassword } from '@shop/auth';
import { startHarness, type Harness } from '../../../test/support/harness';

const PASSWORD = 'a long operator passphrase';

/**
 * Defects an attack run found, each reproduced exactly as it was reported: these requests once
 * bypassed a limit, answered 500 or lacked a header.
 */
describe('hardening: what an attack run found stays closed', () => {
  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({
        worker: false,
        config: {
          TRUST_PROXY: '1',
          ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
          ADMIN_LOGIN_ATTEMPTS: '10',
          STORY_RATE_LIMIT_PER_VISITOR: '1000',
          STORY_RATE_LIMIT_PER_IP: '5',
        },
      });
    });
    afterAll(() => h.close());

    it('a client cannot pick its own IP with a forged first X-Forwarded-For entry', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await h.visitor().request({
          method: 'POST',
          url: '/api/admin/login',
          payload: { password: 'wrong password' },
          // The proxy at 127.0.0.1 appends the address it saw (10.9.9.9); the client wrote 6.6.6.i.
          headers: { 'x-forwarded-for': `6.6.6.${i}, 10.9.9.9` },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('story creations are counted per real client, whatever the client writes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await h.visitor().request({
          method: 'POST',
          url: '/api/stories/generate',
          payload: { childName: 'Mia', animal: 'fox', theme: 'kindness' },
          headers: { 'x-forwarded-for': `6.6.7.${i}, 10.9.9.8` },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 202)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });

  describe('sign-in limit', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({
        worker: false,
        config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD), ADMIN_LOGIN_ATTEMPTS: '3' },
      });
    });
    afterAll(() => h.close());

    const login = (password: string, ip: string) =>
      h.visitor().request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password },
        remoteAddress: ip,
      });

    it('successful sign-ins never count against the limit, even at once from several devices', async () => {
      for (let i = 0; i < 4; i++) expect((await login(PASSWORD, '10.1.0.1')).statusCode).toBe(200);
      const together = await Promise.all(
        Array.from({ length: 6 }, () => login(PASSWORD, '10.1.0.1')),
      );
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    });

    it('counts failures, and a success clears the count for that address', async () => {
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(401);
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(401);
      expect((await login(PASSWORD, '10.1.0.2')).statusCode).toBe(200);
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(401);
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(401);
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(401);
      expect((await login('wrong', '10.1.0.2')).statusCode).toBe(429);
      expect((await login(PASSWORD, '10.1.0.2')).statusCode).toBe(429);
    });
  });

  describe('input and routing', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ worker: false });
    });
    afterAll(() => h.close());

    it('a percent-encoded /api prefix still gets a visitor (never a 500)', async () => {
      const res = await h.visitor().get('/%61pi/stories');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('a NUL byte in a contact field is refused with a field message, not a 500', async () => {
      const res = await h.visitor().post('/api/contact', {
        name: 'Ann\u0000',
        email: 'ann@example.com',
        subject: 'Hello',
        message: 'A question about my order, please.',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(res.json().details)).toMatch(/name/);
    });

    it('a lone surrogate in a corrected paragraph is refused with a field message, not a 500', async () => {
      const visitor = h.visitor();
      const created = await visitor.post('/api/stories/generate', {
        childName: 'Mia',
        animal: 'fox',
        theme: 'kindness',
      });
      expect(created.statusCode).toBe(202);
      const res = await visitor.request({
        method: 'PATCH',
        url: `/api/stories/${created.json().id}`,
        payload: '{"paragraphs":[{"index":0,"text":"\\ud800"}]}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().details)).toMatch(/paragraphs\.0\.text/);
    });

    it('an unmatched /api address is not echoed back, however long', async () => {
      const path = `/api/${'x'.repeat(15_000)}`;
      const res = await h.visitor().get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('xxxxxxxxxx');
      expect(res.body.length).toBeLessThan(300);
    });

    it('Fastify’s own errors use the shop’s error shape, carry x-request-id, never echo the URL', async () => {
      const bad = await h.visitor().get('/api/stories/%E0%A4%A');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(bad.body).not.toContain('%E0%A4%A');
      expect(bad.headers['x-request-id']).toBeTruthy();

      const long = await h.visitor().get(`/api/stories/${'a'.repeat(600)}`);
      expect(long.statusCode).toBe(414);
      expect(Object.keys(long.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(long.body.length).toBeLessThan(300);
      expect(long.headers['x-request-id']).toBeTruthy();
    });

    it('every response carries the security headers', async () => {
      for (const url of ['/api/health', '/api/stories', '/api/nope']) {
        const res = await h.visitor().get(url);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      }
    });
  });

  describe('health that means something', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ worker: false });
    });
    afterAll(() => h.close());

    it('is live without a worker, but ready only while a worker sends heartbeats', async () => {
      expect((await h.visitor().get('/api/health')).statusCode).toBe(200);
      const before = await h.visitor().get('/api/ready');
      expect(before.statusCode).toBe(503);
      expect(before.json()).toMatchObject({
        status: 'not-ready',
        workers: 0,
        problems: ['No worker has sent a heartbeat in the last 30 seconds.'],
      });

      const worker = await h.startWorker();
      const during = await h.visitor().get('/api/ready');
      expect(during.statusCode).toBe(200);
      expect(during.json()).toMatchObject({ status: 'ready', workers: 1, problems: [] });
      expect(during.json().queues.story).toEqual({
        waiting: expect.any(Number),
        active: expect.any(Number), // the periodic story check may be running
        delayed: expect.any(Number),
        failed: 0,
        workers: 1,
      });

      await worker.close();
      expect((await h.visitor().get('/api/ready')).statusCode).toBe(503);
    });
  });
});
