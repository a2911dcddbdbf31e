import { REQUEST_TEXTS, type StorySummary } from '@shop/contracts';
import { StoryEntity } from '@shop/db';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { startHarness, type Harness } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';

const run = promisify(execFile);
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/**
 * Another site must not act for a parent: state-changing `/api` calls take JSON only, calls
 * from another site are refused, and such a call never replaces the parent's visitor cookie.
 */
describe('cross-site requests cannot change anything or replace the visitor cookie', () => {
  let h: Harness;
  let base: string;
  const storyCount = () => h.api.get(DataSource).getRepository(StoryEntity).count();

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    await h.api.listen({ port: 0, host: '127.0.0.1' });
    const address = h.api.getHttpServer().address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => h.close());

  it('refuses the form-encoded curl POST: no story, no cookie', async () => {
    const before = await storyCount();
    const { stdout } = await run('curl', [
      '-s',
      '-i',
      '-X',
      'POST',
      '-H',
      'content-type: application/x-www-form-urlencoded',
      '--data',
      'childName=Eve&animal=fox&theme=kindness',
      `${base}/api/stories/generate`,
    ]);
    const [head, body] = stdout.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 415/);
    expect(head!.toLowerCase()).not.toContain('set-cookie');
    expect(JSON.parse(body!).message).toBe(REQUEST_TEXTS.jsonOnly);
    expect(await storyCount()).toBe(before);
  });

  it('a cross-site form POST from a browser is refused and the parent keeps their stories', async () => {
    const parent = h.visitor();
    const created = await parent.request({
      method: 'POST',
      url: '/api/stories/generate',
      payload: VALID_STORY,
      headers: { origin: h.config.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(created.statusCode).toBe(202);
    const cookie = parent.cookies.sb_visitor;
    expect(cookie).toBeTruthy();

    // The browser leaves the SameSite=Lax cookie home on a cross-site POST.
    const attack = await h.api.inject({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { ...EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'childName=Eve&animal=fox&theme=kindness',
    });
    expect(attack.statusCode).toBe(403);
    expect(attack.json().message).toBe(REQUEST_TEXTS.crossSite);
    expect(attack.headers['set-cookie']).toBeUndefined();

    // Even JSON with the cookie (were a browser to send it) is refused from another site.
    const withCookie = await parent.request({
      method: 'POST',
      url: '/api/stories/generate',
      payload: VALID_STORY,
      headers: EVIL,
    });
    expect(withCookie.statusCode).toBe(403);
    const sameSiteSubdomain = await parent.request({
      method: 'POST',
      url: '/api/stories/generate',
      payload: VALID_STORY,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSiteSubdomain.statusCode).toBe(403);

    // A cross-site read (an image tag) without the cookie gets no cookie either.
    const read = await h.api.inject({ method: 'GET', url: '/api/stories', headers: EVIL });
    expect(read.statusCode).toBe(200);
    expect(read.headers['set-cookie']).toBeUndefined();

    expect(parent.cookies.sb_visitor).toBe(cookie);
    const mine = (await parent.get('/api/stories')).json() as StorySummary[];
    expect(mine.map((s) => s.id)).toEqual([created.json().id]);
  });

  it('takes JSON only: plain text and multipart bodies are refused with 415', async () => {
    for (const [type, payload] of [
      ['text/plain', JSON.stringify(VALID_STORY)],
      ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
      ['application/x-www-form-urlencoded', 'childName=Eve'],
    ] as const) {
      const res = await h.visitor().request({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(REQUEST_TEXTS.jsonOnly);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a cross-site call to the queue dashboard is refused like any other', async () => {
    const res = await h.api.inject({
      method: 'PUT',
      url: '/api/admin/queues/api/queues/pause',
      headers: EVIL,
    });
    expect(res.statusCode).toBe(403);
  });
});
