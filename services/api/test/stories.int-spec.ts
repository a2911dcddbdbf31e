import {
  BOOK,
  isPageScene,
  MESSAGES,
  splitParagraphs,
  type Story,
  type StorySummary,
  STORY_LENGTHS,
} from '@shop/contracts';
import { StoryEntity } from '@shop/db';
import { countWords } from '@shop/story-engine';
import { DataSource } from 'typeorm';
import { startHarness, type Harness } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';

describe('story generation pipeline (API + worker, real Postgres and Redis)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('queues a story (202), the worker writes it, and its owner reads it ready', async () => {
    const parent = h.visitor();
    const res = await parent.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const queued = res.json() as Story;
    expect(queued.generationStatus).toBe('queued');
    expect(queued).not.toHaveProperty('ownerVisitorId');
    expect(parent.cookies.sb_visitor).toBeTruthy();

    const story = await waitForFinalStory(parent, queued.id);
    expect(story.generationStatus).toBe('ready');
    expect(story.progress).toBe(100);
    expect(story.title.length).toBeGreaterThan(3);
    expect(story.content).toContain('Mia');
    expect(splitParagraphs(story.content).length).toBeGreaterThan(3);
    // Counted as the engine counts (a dash or an ellipsis standing alone is no word).
    const words = countWords(story.content);
    expect(story.wordCount).toBe(words);
    // a preschool story asked for 1200 words is written at the band's longest; it keeps what was asked
    const longest = STORY_LENGTHS.preschool.max;
    expect(Math.abs(words - longest) / longest).toBeLessThanOrEqual(0.05);
    expect(story.requestedWordCount).toBe(1200);
    // Where each of the book's pages starts, for placing its picture: 10 pages, in order.
    const starts = story.pageStarts!;
    expect(starts).toHaveLength(BOOK.storyPages);
    expect(starts[0]).toBe(0);
    expect(starts.every((s, i) => i === 0 || s > starts[i - 1]!)).toBe(true);
    expect(starts.at(-1)!).toBeLessThan(splitParagraphs(story.content).length);

    // the row keeps the companion's name, and each page's scene is in the scene vocabulary
    const row = await h.api
      .get(DataSource)
      .getRepository(StoryEntity)
      .findOneByOrFail({ id: queued.id });
    expect(row.companionName).toBeTruthy();
    expect(story.content).toContain(row.companionName!);
    expect(row.provider).toBe('builtin');
    expect(row.pages!.every((p) => isPageScene(p.scene))).toBe(true);
  });

  it('lists only the caller’s own stories, newest first', async () => {
    const a = h.visitor();
    const b = h.visitor();
    const first = (
      await a.post('/api/stories/generate', { ...VALID_STORY, childName: 'Ava' })
    ).json() as Story;
    const second = (
      await a.post('/api/stories/generate', { ...VALID_STORY, childName: 'Leo' })
    ).json() as Story;
    await b.post('/api/stories/generate', { ...VALID_STORY, childName: 'Zoe' });

    const list = (await a.get('/api/stories')).json() as StorySummary[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(list.map((s) => s.childName)).not.toContain('Zoe');
  });

  it('answers 404 to another visitor, exactly as for a story that does not exist', async () => {
    const owner = h.visitor();
    const stranger = h.visitor();
    const { id } = (await owner.post('/api/stories/generate', VALID_STORY)).json() as Story;
    expect((await owner.get(`/api/stories/${id}`)).statusCode).toBe(200);

    const foreign = await stranger.get(`/api/stories/${id}`);
    const missing = await stranger.get('/api/stories/00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await stranger.get('/api/stories/not-a-uuid')).statusCode).toBe(404);
  });

  it('ignores a forged visitor cookie and gives a fresh identity', async () => {
    const owner = h.visitor();
    const { id } = (await owner.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const unsignedValue = owner.cookies.sb_visitor!.split('.')[0]!;
    const forger = h.visitor();
    const res = await forger.request({
      method: 'GET',
      url: `/api/stories/${id}`,
      cookies: { sb_visitor: unsignedValue },
    });
    expect(res.statusCode).toBe(404);
  });

  it('rejects bad input with the validation message for each field', async () => {
    const v = h.visitor();
    const res = await v.post('/api/stories/generate', {
      childName: '  ',
      animal: '',
      theme: 'dragons',
      wordCount: 5000,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'childName', message: MESSAGES.story.childName },
        { field: 'animal', message: MESSAGES.story.animal },
        { field: 'theme', message: MESSAGES.story.theme },
        { field: 'wordCount', message: MESSAGES.story.wordCount },
      ]),
    );
    expect(body.message).toContain("Please enter the child's name");
  });

  it('rejects markup in a child’s name', async () => {
    const res = await h
      .visitor()
      .post('/api/stories/generate', { ...VALID_STORY, childName: '<script>x</script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('childName');
  });

  it('never answers 500 to malformed input', async () => {
    const v = h.visitor();
    const badJson = await v.request({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"childName": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
    });

    const huge = await v.request({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...VALID_STORY,
        childName: 'x'.repeat(h.config.BODY_LIMIT_BYTES + 10),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });

    const array = await v.post('/api/stories/generate', [1, 2, 3]);
    expect(array.statusCode).toBe(400);

    const text = await v.request({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    // JSON only: a plain-text body is what another site's form could send.
    expect(text.statusCode).toBe(415);

    const xml = await v.request({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      statusCode: 415,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('answers JSON 404 for unknown API routes', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await h.visitor().request({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('reports Postgres and Redis in /api/health', async () => {
    const res = await h.visitor().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await h
      .visitor()
      .request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers['x-request-id']).toBe('trace-42');
    expect(res.json()).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('writes another version with a new seed when the owner asks', async () => {
    const parent = h.visitor();
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const first = await waitForFinalStory(parent, id);

    expect((await h.visitor().post(`/api/stories/${id}/regenerate`)).statusCode).toBe(404);
    const again = await parent.post(`/api/stories/${id}/regenerate`);
    expect(again.statusCode).toBe(202);
    expect((again.json() as Story).generationStatus).toBe('queued');
    const second = await waitForFinalStory(parent, id);
    expect(second.generationStatus).toBe('ready');
    expect(second.content).not.toEqual(first.content);
  });
});

describe('story generation rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { STORY_RATE_LIMIT_PER_VISITOR: '2', STORY_RATE_LIMIT_PER_IP: '3' },
    });
  });
  afterAll(() => h.close());

  it('limits per visitor, then per IP, with 429 and Retry-After', async () => {
    const a = h.visitor();
    expect((await a.post('/api/stories/generate', VALID_STORY)).statusCode).toBe(202);
    expect((await a.post('/api/stories/generate', VALID_STORY)).statusCode).toBe(202);
    const limited = await a.post('/api/stories/generate', VALID_STORY);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().message).toMatch(/a lot of stories/);

    // A new visitor from the same address still meets the IP limit (3 requests counted so far).
    const b = h.visitor();
    const results = [];
    for (let i = 0; i < 2; i++)
      results.push((await b.post('/api/stories/generate', VALID_STORY)).statusCode);
    expect(results).toContain(429);
  });
});

describe('story generation that keeps failing', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      config: {
        // An LLM endpoint nobody answers, and no fallback: every attempt fails.
        STORY_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        OPENAI_API_KEY: 'test',
        STORY_FALLBACK_TO_BUILTIN: 'false',
        STORY_TIMEOUT_MS: '1000',
        JOB_ATTEMPTS: '2',
        JOB_BACKOFF_MS: '50',
      },
    });
  });
  afterAll(() => h.close());

  it('ends failed with a reason after its retries, never stuck in generating', async () => {
    const parent = h.visitor();
    const { id } = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    const story = await waitForFinalStory(parent, id, 30_000);
    expect(story.generationStatus).toBe('failed');
    expect(story.generationError).toMatch(
      /^We couldn't finish this story \(.+\)\. Please try again\.$/,
    );
    expect(story.content).toBe('');
  });
});
