import { BOOK } from '@shop/contracts';
import OpenAI from 'openai';
import { z } from 'zod';
import { countWords } from '../text';
import {
  type ComposedStory,
  type StoryProvider,
  type StoryRequest,
  type WriteOptions,
} from '../types';
import { bookRequest } from '../library/compose';
import { outlineFor } from '../library/outline';
import { type LibraryStory } from '../library/schema';
import { ACCEPT, acceptanceProblems } from '../quality/accept';
import { type Readability } from '../quality/readability';
import { validateStory } from '../validate';
import { STORY_JSON_SCHEMA, systemPrompt, userPrompt } from './prompt';

export interface OpenAiStoryOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** `max_completion_tokens`. */
  maxTokens: number;
  /** Attempts in all (default 2: the first, and one retry). */
  attempts?: number;
  /** The reading-level check's libraries; null skips that one check (Jest cannot load them). */
  readability?: Promise<Readability> | null;
  /** The story library the outline comes from (the library's files by default). */
  library?: readonly LibraryStory[];
}

/** Why the LLM's answer could not be used. */
export class StoryProviderError extends Error {
  constructor(
    readonly reason:
      'refusal' | 'length' | 'invalid-json' | 'invalid-story' | 'timeout' | 'api' | 'aborted',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoryProviderError';
  }
}

/** The LLM answer's shape (the same as STORY_JSON_SCHEMA). */
const answerSchema = z.object({
  title: z.string().trim().min(1).max(120),
  pages: z
    .array(
      z.object({
        text: z.string().trim().min(1),
      }),
    )
    .length(BOOK.storyPages),
});

/** Tolerance for an LLM's length: the same as the built-in engine's. */
export const LLM_LENGTH_TOLERANCE = ACCEPT.lengthTolerance;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server, vLLM) through
 * the official SDK: streamed, structured JSON output, progress from the streamed text, a timeout
 * and a token cap per attempt. It writes to the outline of the library story the built-in engine
 * would tell (its pages and scenes), with the pronoun and the band's plot guidance; the answer must
 * pass the acceptance checks (length, glitches, setting conflicts, name density, reading level) or
 * it is retried once.
 */
export class OpenAiStoryProvider implements StoryProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiStoryOptions) {
    this.client = new OpenAI({
      baseURL: opts.baseURL,
      // local servers ignore the key, but the SDK wants one
      apiKey: opts.apiKey || 'no-key',
      timeout: opts.timeoutMs,
      maxRetries: 0,
    });
  }

  async write(asked: StoryRequest, opts: WriteOptions = {}): Promise<ComposedStory> {
    // a toddler or preschool story asked for more than its band's longest is written at it
    const req = bookRequest(asked);
    const attempts = Math.max(1, this.opts.attempts ?? 2);
    let last: StoryProviderError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await this.attempt(req, opts);
      } catch (err) {
        last = toProviderError(err, opts.signal);
        if (last.reason === 'aborted') throw last;
      }
    }
    throw last ?? new StoryProviderError('api', 'no attempt was made');
  }

  private async attempt(req: StoryRequest, opts: WriteOptions): Promise<ComposedStory> {
    const expectedChars = req.wordCount * 6.5 + 2500;
    let reported = 0;
    const report = async (p: number) => {
      if (p > reported) {
        reported = p;
        await opts.onProgress?.(p);
      }
    };
    const plan = outlineFor(req, this.opts.library);
    const stream = await this.client.chat.completions.create(
      {
        model: this.opts.model,
        messages: [
          { role: 'system', content: systemPrompt(req) },
          { role: 'user', content: userPrompt(req, plan) },
        ],
        stream: true,
        stream_options: { include_usage: true },
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'storybook_story', strict: true, schema: STORY_JSON_SCHEMA },
        },
        max_completion_tokens: this.opts.maxTokens,
        temperature: 0.8,
        seed: req.seed,
      },
      { signal: opts.signal, timeout: this.opts.timeoutMs },
    );
    let text = '';
    let refusal = '';
    let finish: string | null = null;
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      stream.controller.abort();
    }, this.opts.timeoutMs);
    try {
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.delta?.content) text += choice.delta.content;
        if (choice.delta?.refusal) refusal += choice.delta.refusal;
        if (choice.finish_reason) finish = choice.finish_reason;
        await report(Math.min(95, Math.floor((text.length / expectedChars) * 100)));
      }
    } catch (err) {
      if (timedOut && !opts.signal?.aborted) {
        throw new StoryProviderError(
          'timeout',
          `no complete answer within ${this.opts.timeoutMs} ms`,
          { cause: err },
        );
      }
      throw err;
    } finally {
      clearTimeout(deadline);
    }
    if (opts.signal?.aborted) throw new StoryProviderError('aborted', 'the story job was aborted');
    if (timedOut)
      throw new StoryProviderError(
        'timeout',
        `no complete answer within ${this.opts.timeoutMs} ms`,
      );
    if (refusal)
      throw new StoryProviderError('refusal', `the model refused: ${refusal.slice(0, 200)}`);
    if (finish === 'length') {
      throw new StoryProviderError(
        'length',
        `the answer hit the token cap (${this.opts.maxTokens})`,
      );
    }
    if (finish === 'content_filter')
      throw new StoryProviderError('refusal', 'the answer was filtered');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new StoryProviderError('invalid-json', 'the answer is not valid JSON', { cause: err });
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) {
      throw new StoryProviderError(
        'invalid-story',
        `the answer does not match the schema: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    // the scenes are the plan's: the text was written to them, page by page
    const pages = parsed.data.pages.map((p, i) => ({
      text: p.text
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
      scene: plan.pages[i]!.scene,
    }));
    const content = pages.map((p) => p.text).join('\n\n');
    const story: ComposedStory = {
      title: parsed.data.title,
      content,
      wordCount: countWords(content),
      pages,
      seed: req.seed,
      provider: 'openai',
      blueprintId: plan.blueprintId,
      companionName: plan.companionName,
    };
    const problems = [
      ...validateStory(story, req, LLM_LENGTH_TOLERANCE, { style: false }),
      ...(await acceptanceProblems(story, req, this.opts.readability)).filter(
        (p) => !p.startsWith('length'),
      ),
    ];
    if (problems.length > 0) throw new StoryProviderError('invalid-story', problems.join('; '));
    await report(100);
    return story;
  }
}

function toProviderError(err: unknown, signal?: AbortSignal): StoryProviderError {
  if (err instanceof StoryProviderError) return err;
  if (signal?.aborted)
    return new StoryProviderError('aborted', 'the story job was aborted', { cause: err });
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new StoryProviderError('timeout', 'the story service timed out', { cause: err });
  }
  if (err instanceof OpenAI.APIUserAbortError) {
    return new StoryProviderError('timeout', 'the story service timed out', { cause: err });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new StoryProviderError('api', `the story service failed: ${message}`, { cause: err });
}
