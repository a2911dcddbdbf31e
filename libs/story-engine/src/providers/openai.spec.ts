import { join } from 'node:path';
import { BOOK } from '@shop/contracts';
import { type StoryRequest } from '../types';
import { composeLibraryStory, composeStory } from '../library/compose';
import { parseStoryFile } from '../library/loader';
import { outlineFor } from '../library/outline';
import { createStoryProvider } from './factory';
import { FakeOpenAiServer } from './fake-openai-server';
import { OpenAiStoryProvider, StoryProviderError } from './openai';

const req: StoryRequest = {
  childName: 'Mia',
  animal: 'fox',
  // a theme whose library story, told in full, meets every acceptance check at both bands used here
  theme: 'teamwork',
  ageRange: 'preschool',
  // preschool's longest (a preschool story asked for more is written at it)
  wordCount: 900,
  seed: 7,
};

/** The library's test fixture: a toddler kindness story every animal can play. */
function fixture() {
  const { story, errors } = parseStoryFile(
    join(__dirname, '../library/fixtures/toddler/kindness-fixture.yaml'),
  );
  if (!story) throw new Error(errors.join('\n'));
  return story;
}

/**
 * A realistic answer: the request's outline told in full (the library's own telling of it), as the
 * JSON text the model would stream.
 */
function answer(over: Partial<StoryRequest> = {}, words?: number): string {
  const s = composeStory({
    ...req,
    ...over,
    wordCount: words ?? over.wordCount ?? req.wordCount,
  });
  return JSON.stringify({
    title: s.title,
    pages: s.pages.map((p) => ({ text: p.text })),
  });
}

// The first test reads the whole story library (about 200 files): on a busy machine that alone
// can pass jest's 5 s default, which is no fault of the provider.
jest.setTimeout(30_000);

describe('OpenAiStoryProvider against a local OpenAI-compatible server', () => {
  let server: FakeOpenAiServer;
  let baseURL: string;
  const provider = (o: Partial<ConstructorParameters<typeof OpenAiStoryProvider>[0]> = {}) =>
    new OpenAiStoryProvider({
      baseURL,
      apiKey: 'sk-test',
      model: 'story-model',
      timeoutMs: 5000,
      maxTokens: 4000,
      // Jest cannot load the ES-module readability libraries (library-acceptance.spec runs them in tsx)
      readability: null,
      ...o,
    });

  beforeEach(async () => {
    server = new FakeOpenAiServer();
    baseURL = await server.start();
  });
  afterEach(() => server.stop());

  it('streams a structured story, reports progress and sends the right request', async () => {
    server.reply({ kind: 'stream', content: answer(), chunkSize: 50 });
    const progress: number[] = [];
    const story = await provider().write(req, { onProgress: (p) => void progress.push(p) });

    expect(story.provider).toBe('openai');
    expect(story.pages).toHaveLength(BOOK.storyPages);
    expect(story.content).toBe(story.pages.map((p) => p.text).join('\n\n'));
    expect(story.content).toContain('Mia');
    expect(Math.abs(story.wordCount - 900) / 900).toBeLessThanOrEqual(0.05);
    expect(story.seed).toBe(7);
    // progress from the streamed text: many steps, rising, ending at 100
    expect(progress.length).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toBe(100);

    expect(server.requests).toHaveLength(1);
    const { body, headers } = server.requests[0]!;
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('story-model');
    expect(body.stream).toBe(true);
    expect(body.max_completion_tokens).toBe(4000);
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'storybook_story', strict: true },
    });
    const messages = body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/Preschool 3-5 years/);
    expect(messages[0]!.content).toMatch(/Teamwork & Cooperation/);
    expect(messages[0]!.content).toMatch(/900 words/);
    expect(messages[0]!.content).toMatch(/Child-safety rules/);
    expect(messages[0]!.content).toMatch(/they\/them/);
  });

  it('sends the page plan, the pronoun and the band\u2019s plot guidance; keeps the plan\u2019s scenes', async () => {
    const she = {
      ...req,
      pronoun: 'she' as const,
      ageRange: 'middle-school' as const,
      wordCount: 1200,
    };
    server.reply({ kind: 'stream', content: answer(she) });
    const story = await provider().write(she);
    const messages = server.requests[0]!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toMatch(/as she\/her\/her after that/);
    expect(messages[0]!.content).toMatch(/mystery with fair clues/);
    const user = JSON.parse(messages[1]!.content) as {
      pronoun: string;
      pages: { beat: string; scene: object }[];
    };
    expect(user.pronoun).toBe('she');
    expect(user.pages).toHaveLength(BOOK.storyPages);
    const plan = outlineFor(she);
    expect(user.pages.map((p) => p.beat)).toEqual(plan.pages.map((p) => p.beat));
    expect(story.pages.map((p) => p.scene)).toEqual(plan.pages.map((p) => p.scene));
    expect(story.companionName).toBe(plan.companionName);
  });

  it('holds an answer to the report\u2019s checks: a glitch or a setting conflict is refused', async () => {
    const good = JSON.parse(answer()) as { title: string; pages: { text: string }[] };
    good.pages[0]!.text += ' It was the story of this really day.';
    good.pages[2]!.text += ' Moonlight fell on the path.';
    server.reply({ kind: 'stream', content: JSON.stringify(good) });
    const err = await provider()
      .write(req)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'invalid-story' });
    expect((err as Error).message).toMatch(/this really day/);
    expect((err as Error).message).toMatch(/moonlight/i);
    expect(server.requests).toHaveLength(2);
  });

  it('retries once after invalid JSON, then succeeds', async () => {
    server.reply(
      { kind: 'stream', content: '{"title": "Oops", "pages": [' },
      { kind: 'stream', content: answer() },
    );
    const story = await provider().write(req);
    expect(story.title.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
  });

  it('fails after invalid JSON twice', async () => {
    server.reply({ kind: 'stream', content: 'Once upon a time, not JSON at all.' });
    await expect(provider().write(req)).rejects.toMatchObject({ reason: 'invalid-json' });
    expect(server.requests).toHaveLength(2);
  });

  it('treats a refusal as a failure', async () => {
    server.reply({ kind: 'refusal', refusal: "I'm sorry, I can't help with that." });
    const err = await provider()
      .write(req)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoryProviderError);
    expect(err).toMatchObject({ reason: 'refusal' });
    expect((err as Error).message).toMatch(/can't help/);
  });

  it("treats finish_reason 'length' as a failure, even when the text parses", async () => {
    server.reply({ kind: 'stream', content: answer(), finishReason: 'length' });
    await expect(provider().write(req)).rejects.toMatchObject({ reason: 'length' });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a story that misses the checks (too short, no name) and retries', async () => {
    // the wrong child, and 600 words for the 900 a preschool story asked for 1600 is written at
    const short = answer({ childName: 'Zed' }, 600);
    server.reply({ kind: 'stream', content: short });
    const err = await provider()
      .write({ ...req, wordCount: 1600 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'invalid-story' });
    expect((err as Error).message).toMatch(/Mia/);
    expect((err as Error).message).toMatch(/length/);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the timeout when the server stalls mid-stream', async () => {
    server.reply({ kind: 'hang', ms: 10_000 });
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).write(req)).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(2);
  });

  it('reports an HTTP error from the server', async () => {
    server.reply({ kind: 'status', status: 500 });
    await expect(provider().write(req)).rejects.toMatchObject({ reason: 'api' });
  });

  it('stops at once when the caller aborts', async () => {
    server.reply({ kind: 'hang', ms: 10_000 });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    await expect(provider().write(req, { signal: ac.signal })).rejects.toMatchObject({
      reason: 'aborted',
    });
    expect(server.requests).toHaveLength(1);
  });

  describe('createStoryProvider', () => {
    const config = () => ({
      STORY_PROVIDER: 'openai' as const,
      OPENAI_BASE_URL: baseURL,
      OPENAI_API_KEY: '',
      STORY_MODEL: 'llama3.1',
      STORY_TIMEOUT_MS: 2000,
      STORY_MAX_TOKENS: 4000,
      STORY_FALLBACK_TO_BUILTIN: true,
      STORY_ENGINE_STEP_DELAY_MS: 0,
    });

    it('falls back to the built-in engine when the service keeps failing, and says so', async () => {
      server.reply({ kind: 'refusal', refusal: 'No.' });
      const warn = jest.fn();
      const story = await createStoryProvider(config(), { warn }, { readability: null }).write(req);
      expect(story.provider).toBe('builtin');
      expect(story).toEqual(composeStory(req));
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ reason: 'refusal' }),
        expect.any(String),
      );
      expect(server.requests).toHaveLength(2);
    });

    it('falls back to the authored story when the service keeps failing on its outline', async () => {
      server.reply({ kind: 'refusal', refusal: 'No.' });
      const library = [fixture()];
      const r = {
        ...req,
        theme: 'kindness' as const,
        ageRange: 'toddler' as const,
        wordCount: 250,
      };
      const story = await createStoryProvider(config(), undefined, {
        readability: null,
        library,
      }).write(r);
      expect(story.provider).toBe('builtin');
      expect(story.blueprintId).toBe('kindness-fixture');
      expect(story).toEqual(composeLibraryStory(r, library[0]!));
      expect(server.requests).toHaveLength(2);
    });

    it('uses the service when it answers well', async () => {
      server.reply({ kind: 'stream', content: answer() });
      const story = await createStoryProvider(config(), undefined, {
        readability: null,
      }).write(req);
      expect(story.provider).toBe('openai');
      expect(server.requests[0]!.headers.authorization).toBe('Bearer no-key');
    });

    it('without fallback, the failure reaches the caller', async () => {
      server.reply({ kind: 'status', status: 503 });
      await expect(
        createStoryProvider({ ...config(), STORY_FALLBACK_TO_BUILTIN: false }).write(req),
      ).rejects.toBeInstanceOf(StoryProviderError);
    });

    it('builtin when configured so', async () => {
      const p = createStoryProvider({ ...config(), STORY_PROVIDER: 'builtin' });
      expect(p.name).toBe('builtin');
      expect((await p.write(req)).provider).toBe('builtin');
      expect(server.requests).toHaveLength(0);
    });
  });
});

describe('OpenAiStoryProvider with a library story', () => {
  let server: FakeOpenAiServer;
  let baseURL: string;
  beforeEach(async () => {
    server = new FakeOpenAiServer();
    baseURL = await server.start();
  });
  afterEach(() => server.stop());

  it('writes to the authored story’s outline and keeps its scenes, companion and id', async () => {
    const story = fixture();
    const r: StoryRequest = {
      ...req,
      theme: 'kindness',
      ageRange: 'toddler',
      wordCount: 250,
      pronoun: 'he',
    };
    // a good answer: the authored story told at the asked length
    const told = composeLibraryStory(r, story);
    server.reply({
      kind: 'stream',
      content: JSON.stringify({
        title: told.title,
        pages: told.pages.map((p) => ({ text: p.text })),
      }),
    });
    const written = await new OpenAiStoryProvider({
      baseURL,
      apiKey: 'sk-test',
      model: 'story-model',
      timeoutMs: 5000,
      maxTokens: 4000,
      readability: null,
      library: [story],
    }).write(r);
    const outline = outlineFor(r, [story]);
    expect(outline.blueprintId).toBe(story.id);
    const user = JSON.parse(
      (server.requests[0]!.body.messages as { content: string }[])[1]!.content,
    ) as { companionName: string; helpers: string[]; pages: { beat: string; scene: object }[] };
    expect(user.companionName).toBe(told.companionName);
    expect(user.helpers).toEqual(['Mouse', 'Granny']);
    expect(user.pages.map((p) => p.beat)).toEqual(outline.pages.map((p) => p.beat));
    // the beats are the base text: the shortest telling, a part of the full one
    expect(user.pages[0]!.beat).toMatch(/^Snow on the gate\. Snow on the tree\./);
    expect(written.provider).toBe('openai');
    expect(written.blueprintId).toBe('kindness-fixture');
    expect(written.companionName).toBe(told.companionName);
    expect(written.pages.map((p) => p.scene)).toEqual(told.pages.map((p) => p.scene));
  });
});
