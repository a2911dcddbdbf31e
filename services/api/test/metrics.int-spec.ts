import type { Story } from '@shop/contracts';
import { loadConfig } from '@shop/config';
import { startHarness, type Harness } from '../../../test/support/harness';
import { insertOrder, withPg } from '../../../test/support/admin';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { metricsAccess } from '../src/metrics/metrics.module';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}

const TOKEN = 'a-metrics-token-for-the-test';

describe('GET /metrics (Prometheus)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ config: { METRICS_TOKEN: TOKEN, WORKER_QUEUES: 'story' } });
  });
  afterAll(() => h?.close());

  const scrape = async () => {
    const res = await h.api.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('answers only with the bearer token when one is configured', async () => {
    const none = await h.api.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await h.api.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('is off in production without a token, open elsewhere without one', () => {
    const prod = loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(40) });
    expect(metricsAccess(prod, undefined)).toBe(404);
    expect(metricsAccess(prod, 'Bearer anything-at-all-here')).toBe(404);
    expect(metricsAccess(loadConfig({ NODE_ENV: 'development' }), undefined)).toBe(200);
    const withToken = loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: TOKEN,
    });
    expect(metricsAccess(withToken, `Bearer ${TOKEN}`)).toBe(200);
    expect(metricsAccess(withToken, TOKEN)).toBe(401);
  });

  it('times requests by route pattern, and reports queues, job durations, outbox and print backlog', async () => {
    const owner = h.visitor();
    const created = await owner.post('/api/stories/generate', VALID_STORY);
    expect(created.statusCode).toBe(202);
    const story = await waitForFinalStory(owner, (created.json() as Story).id);
    expect(story.generationStatus).toBe('ready');

    await withPg(h.db.url, async (c) => {
      const paid = await insertOrder(c, { status: 'paid', storyId: story.id });
      const other = await insertOrder(c, { status: 'paid' });
      await insertOrder(c, { status: 'pending' });
      await c.query(
        `INSERT INTO outbox_messages ("orderId", kind, "to", subject, text, html, status)
         VALUES ($1, 'order_confirmation', 'p@example.com', 's', 't', '<p>t</p>', 'held'),
                ($1, 'order_shipped', 'p@example.com', 's', 't', '<p>t</p>', 'failed'),
                ($2, 'order_confirmation', 'p@example.com', 's', 't', '<p>t</p>', 'sent')`,
        [paid, other],
      );
    });

    const text = await scrape();
    // HTTP: by pattern, never by the story's id.
    const polls = sample(text, 'shop_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/stories/:id',
      status_code: '200',
    });
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(story.id);
    expect(
      sample(text, 'shop_http_request_duration_seconds_bucket', {
        route: '/api/stories/generate',
        status_code: '202',
        le: '+Inf',
      }),
    ).toBe(1);
    // Queues: every queue and state, the story queue drained.
    for (const queue of ['story', 'illustration', 'book', 'print', 'mail'])
      expect(sample(text, 'shop_queue_jobs', { queue, state: 'waiting' })).toBe(0);
    expect(sample(text, 'shop_queue_jobs', { queue: 'story', state: 'active' })).toBe(0);
    // Job durations, counted by the worker in Redis.
    expect(
      sample(text, 'shop_job_duration_seconds_count', {
        queue: 'story',
        job: 'story.generate',
        outcome: 'completed',
      }),
    ).toBe(1);
    expect(
      sample(text, 'shop_job_duration_seconds_bucket', {
        job: 'story.generate',
        outcome: 'completed',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(
      sample(text, 'shop_job_duration_seconds_sum', {
        job: 'story.generate',
        outcome: 'completed',
      }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'shop_job_duration_seconds_count', { job: 'book.build', outcome: 'completed' }),
    ).toBe(0);
    // Outbox and print backlog from Postgres.
    expect(sample(text, 'shop_outbox_backlog_messages', { status: 'held' })).toBe(1);
    expect(sample(text, 'shop_outbox_backlog_messages', { status: 'failed' })).toBe(1);
    expect(sample(text, 'shop_outbox_backlog_messages', { status: 'queued' })).toBe(0);
    expect(sample(text, 'shop_print_backlog_orders', { print_status: 'none' })).toBe(2);

    // A job the worker enqueues later shows up as waiting until a worker takes it.
    await h.worker!.close();
    const again = await owner.post('/api/stories/generate', VALID_STORY);
    expect(again.statusCode).toBe(202);
    const later = await scrape();
    expect(sample(later, 'shop_queue_jobs', { queue: 'story', state: 'waiting' })).toBe(1);
  });
});
