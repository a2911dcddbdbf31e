import sharp from 'sharp';
import { RenderPool } from '../render/pool';
import {
  PermanentIllustrationError,
  PRINT_SIZE_PX,
  SCREEN_SIZE_PX,
  type IllustrationRequest,
} from '../types';
import { FakeImagesServer } from './fake-images-server';
import {
  type CallBudget,
  OpenAiIllustrator,
  type OpenAiIllustratorOptions,
} from './openai-illustrator';

const request = (over: Partial<IllustrationRequest> = {}): IllustrationRequest => ({
  storyId: 'story-1',
  title: 'Leo and the Lighthouse',
  childName: 'Leo',
  animal: 'penguin',
  petName: 'Pip',
  pageNumber: 2,
  scene: {
    setting: 'a sandy beach with gentle waves',
    timeOfDay: 'evening',
    weather: 'breezy',
    characters: ['Leo', 'Pip the penguin'],
    action: 'Leo and Pip build a sandcastle',
    mood: 'joyful',
  },
  look: { hairColor: 'black', hairStyle: 'short', skinTone: 'light' },
  child: { gender: 'boy', race: 'asian', notes: 'Loves his red glasses' },
  ...over,
});

class CountingBudget implements CallBudget {
  calls = 0;
  constructor(private readonly cap = 100) {}
  async take(): Promise<boolean> {
    this.calls++;
    return this.calls <= this.cap;
  }
}

describe('OpenAI-compatible images adapter (against a local fake server)', () => {
  const fake = new FakeImagesServer();
  const pool = new RenderPool(1);
  let baseURL: string;
  let small: Buffer;

  beforeAll(async () => {
    baseURL = await fake.start();
    small = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#3a86ff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await fake.stop();
    await pool.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.replyWith((_, n) => (n < 0 ? { kind: 'b64', png: small } : { kind: 'b64', png: small }));
  });

  const illustrator = (
    over: Partial<OpenAiIllustratorOptions> = {},
    budget: CallBudget = new CountingBudget(),
  ) =>
    new OpenAiIllustrator(
      {
        baseURL,
        apiKey: 'sk-test',
        model: 'gpt-image-1',
        size: '1024x1024',
        timeoutMs: 5000,
        maxRetries: 2,
        retryDelayMs: 10,
        budget,
        ...over,
      },
      pool,
    );

  it('sends the book style and character sheet with the scene, and upscales the b64 answer to print size', async () => {
    const result = await illustrator().illustrate(request());
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0]!;
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024' });
    expect(body).not.toHaveProperty('response_format'); // GPT image models always answer b64
    const prompt = String(body.prompt);
    expect(prompt).toContain('Pip the penguin: a round navy-blue penguin');
    // One fixed description of the child, from the look (and the family's notes).
    expect(prompt).toContain(
      'Leo: a boy of about six with light skin, short black hair, round red glasses, wearing',
    );
    expect(prompt).toContain("the family's notes about Leo: Loves his red glasses");
    // The page's scene, a legacy one mapped to the vocabulary (its own words for the place).
    expect(prompt).toContain(
      'Setting: a sandy beach with gentle waves, summer, evening, windy weather.',
    );
    expect(prompt).toContain('The sandcastle is large and clearly visible near Leo.');
    expect(prompt).toContain('No text');
    const meta = await sharp(result.png).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([PRINT_SIZE_PX, PRINT_SIZE_PX, 'png']);
    expect((await sharp(result.webp).metadata()).format).toBe('webp');
    expect(result.provider).toBe('openai');
  });

  it('keeps the character and style part of the prompt identical from page to page', async () => {
    const a = illustrator();
    await a.illustrate(request({ pageNumber: 0 }));
    await a.illustrate(
      request({
        pageNumber: 7,
        scene: {
          setting: 'forest',
          timeOfDay: 'night',
          weather: 'foggy',
          season: 'autumn',
          child: true,
          companion: true,
          cast: ['owl' as never, 'deer'],
          pose: 'hold',
          keyObject: 'lantern',
          mood: 'worried',
          action: 'Leo holds up the lantern to find the path.',
        },
      }),
    );
    const [p0, p7] = fake.requests.map((r) => String(r.body.prompt).split('\n'));
    expect(p0!.slice(0, 2)).toEqual(p7!.slice(0, 2));
    expect(p0![2]).not.toEqual(p7![2]);
    expect(p7![2]).toBe(
      'Page 8. Setting: a forest, autumn, night, foggy weather. In the picture: Leo, Pip, a deer. ' +
        "Leo's pose: hold. The lantern is large and clearly visible near Leo. " +
        'What happens: Leo holds up the lantern to find the path. Mood: worried.',
    );
  });

  it('fits the answer to screen size without drawing the print picture when asked', async () => {
    const result = await illustrator().illustrate(request({ size: 'screen' }));
    expect(result.size).toBe('screen');
    expect(result.png).toBeUndefined();
    const webp = await sharp(result.webp).metadata();
    expect([webp.width, webp.format]).toEqual([SCREEN_SIZE_PX, 'webp']);
  });

  it('asks dall-e models for b64_json, and downloads a URL answer when that is all a server gives', async () => {
    fake.replyWith(() => ({ kind: 'url', png: small }));
    const result = await illustrator({ model: 'dall-e-3' }).illustrate(request());
    expect(fake.requests[0]!.body.response_format).toBe('b64_json');
    expect((await sharp(result.png).metadata()).width).toBe(PRINT_SIZE_PX);
  });

  it('retries server errors and rate limits, counting every attempt against the story', async () => {
    fake.replyWith((_, n) =>
      n === 1
        ? { kind: 'status', status: 500 }
        : n === 2
          ? { kind: 'status', status: 429 }
          : { kind: 'b64', png: small },
    );
    const budget = new CountingBudget();
    await illustrator({}, budget).illustrate(request());
    expect(fake.requests).toHaveLength(3);
    expect(budget.calls).toBe(3);
  });

  it('gives up after the retries, and does not retry a refused request', async () => {
    fake.replyWith(() => ({ kind: 'status', status: 503 }));
    await expect(illustrator({ maxRetries: 1 }).illustrate(request())).rejects.toThrow();
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    fake.replyWith(() => ({
      kind: 'status',
      status: 400,
      body: {
        error: {
          message: 'Your request was rejected by the safety system',
          type: 'invalid_request_error',
          code: 'content_policy_violation',
        },
      },
    }));
    await expect(illustrator().illustrate(request())).rejects.toThrow(PermanentIllustrationError);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a server that does not answer', async () => {
    fake.replyWith(() => ({ kind: 'hang', ms: 3000 }));
    const started = Date.now();
    await expect(
      illustrator({ timeoutMs: 1000, maxRetries: 1 }).illustrate(request()),
    ).rejects.toThrow(/timed out/i);
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('stops at the per-story call cap', async () => {
    fake.replyWith(() => ({ kind: 'status', status: 500 }));
    const budget = new CountingBudget(2);
    await expect(illustrator({ maxRetries: 5 }, budget).illustrate(request())).rejects.toThrow(
      PermanentIllustrationError,
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects an answer that is not an image', async () => {
    fake.replyWith(() => ({ kind: 'b64', png: Buffer.from('definitely not a png') }));
    await expect(illustrator().illustrate(request())).rejects.toThrow();
  });
});
