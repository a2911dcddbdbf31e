import OpenAI from 'openai';
import type { RenderPool } from '../render/pool';
import {
  type IllustrationProvider,
  type IllustrationRequest,
  type IllustrationResult,
  PermanentIllustrationError,
} from '../types';
import { illustrationPrompt } from './prompt';

/** Hands out the paid calls a story may still make (a cap per story, kept where all workers see it). */
export interface CallBudget {
  /** true if the story may make one more call (and counts it). */
  take(storyId: string): Promise<boolean>;
}

export interface OpenAiIllustratorOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  size: string;
  timeoutMs: number;
  /** Retries after the first attempt; each attempt counts against the story's budget. */
  maxRetries: number;
  budget: CallBudget;
  /** Largest answer we decode (pixels): a bad server cannot make us allocate gigabytes. */
  maxPixels?: number;
  /** First backoff between attempts, doubled each time. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

class ImageTimeoutError extends Error {
  override readonly name = 'ImageTimeoutError';
}

function retryable(err: unknown): boolean {
  if (err instanceof ImageTimeoutError || err instanceof OpenAI.APIConnectionError) return true;
  if (err instanceof OpenAI.APIError) {
    const s = err.status ?? 0;
    return s === 408 || s === 409 || s === 429 || s >= 500;
  }
  return false;
}

/**
 * Any OpenAI-compatible images endpoint (`POST {base}/images/generations`), through the official
 * SDK. Answers come back as base64 (`b64_json`); a server that only gives URLs (LocalAI) is
 * downloaded. The picture is fitted to the size asked (screen, or print: upscaled) in the render pool.
 */
export class OpenAiIllustrator implements IllustrationProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly opts: OpenAiIllustratorOptions,
    private readonly pool: RenderPool,
  ) {
    this.client = new OpenAI({
      baseURL: opts.baseURL,
      apiKey: opts.apiKey || 'unused',
      timeout: opts.timeoutMs + 1000, // backstop; each attempt has its own timer below
      maxRetries: 0, // retried here, so every attempt is counted against the story's cap
      fetch: opts.fetch,
    });
  }

  async illustrate(
    req: IllustrationRequest,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<IllustrationResult> {
    const prompt = illustrationPrompt(req);
    const size = req.size ?? 'print';
    const bytes = await this.generate(req.storyId, prompt, signal);
    const image = await this.pool.render({
      op: 'raster',
      input: bytes,
      maxPixels: this.opts.maxPixels ?? 40_000_000,
      size,
    });
    return { ...image, provider: 'openai', size, prompt };
  }

  private async generate(
    storyId: string,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<Uint8Array> {
    const dalle = this.opts.model.startsWith('dall-e');
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.opts.maxRetries; attempt++) {
      if (attempt > 0) await sleep((this.opts.retryDelayMs ?? 1000) * 2 ** (attempt - 1), signal);
      if (!(await this.opts.budget.take(storyId))) {
        throw new PermanentIllustrationError(
          `This story has used all its image-AI calls (limit reached)`,
        );
      }
      const timer = new AbortController();
      let timedOut = false;
      const timeout = setTimeout(() => {
        timedOut = true;
        timer.abort(new Error('timed out'));
      }, this.opts.timeoutMs);
      try {
        const res = await this.client.images.generate(
          {
            model: this.opts.model,
            prompt: prompt.slice(0, dalle ? 4000 : 32000),
            n: 1,
            size: this.opts.size as '1024x1024',
            ...(dalle ? { response_format: 'b64_json' as const } : {}),
          },
          { signal: signal ? AbortSignal.any([signal, timer.signal]) : timer.signal },
        );
        const first = res.data?.[0];
        if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
        if (first?.url) return await this.download(first.url, signal);
        throw new PermanentIllustrationError('The image service answered without an image');
      } catch (err) {
        lastError = timedOut
          ? new ImageTimeoutError(
              `The image service did not answer within ${this.opts.timeoutMs} ms (timed out)`,
            )
          : err;
        if (signal?.aborted || !retryable(lastError)) break;
      } finally {
        clearTimeout(timeout);
      }
    }
    if (
      lastError instanceof OpenAI.APIError &&
      [400, 401, 403, 404].includes(lastError.status ?? 0)
    ) {
      throw new PermanentIllustrationError(
        `Image service refused the request (${lastError.status}): ${lastError.message}`,
      );
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  private async download(url: string, signal?: AbortSignal): Promise<Uint8Array> {
    const timeout = AbortSignal.timeout(this.opts.timeoutMs);
    const res = await (this.opts.fetch ?? fetch)(new URL(url, this.opts.baseURL), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`Image download failed (${res.status})`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}
