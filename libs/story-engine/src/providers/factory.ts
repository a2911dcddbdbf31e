import { type Config } from '@shop/config';
import {
  type ComposedStory,
  type StoryProvider,
  type StoryRequest,
  type WriteOptions,
} from '../types';
import { BuiltinStoryProvider } from './builtin';
import { OpenAiStoryProvider, type OpenAiStoryOptions, StoryProviderError } from './openai';

export type StoryProviderConfig = Pick<
  Config,
  | 'STORY_PROVIDER'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'STORY_MODEL'
  | 'STORY_TIMEOUT_MS'
  | 'STORY_MAX_TOKENS'
  | 'STORY_FALLBACK_TO_BUILTIN'
  | 'STORY_ENGINE_STEP_DELAY_MS'
>;

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** Tries the primary provider; on its final failure writes the story with the fallback. */
export class FallbackStoryProvider implements StoryProvider {
  readonly name: string;
  constructor(
    private readonly primary: StoryProvider,
    private readonly fallback: StoryProvider,
    private readonly log?: WarnLogger,
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async write(req: StoryRequest, opts: WriteOptions = {}): Promise<ComposedStory> {
    try {
      return await this.primary.write(req, opts);
    } catch (err) {
      if (opts.signal?.aborted || (err instanceof StoryProviderError && err.reason === 'aborted'))
        throw err;
      this.log?.warn(
        {
          provider: this.primary.name,
          fallback: this.fallback.name,
          reason: err instanceof StoryProviderError ? err.reason : 'error',
          err: err instanceof Error ? err.message : String(err),
        },
        'story provider failed; writing the story with the fallback',
      );
      return this.fallback.write(req, opts);
    }
  }
}

/** The configured story provider: built-in, or OpenAI-compatible (with the built-in as fallback). */
export function createStoryProvider(
  config: StoryProviderConfig,
  log?: WarnLogger,
  extra: Pick<OpenAiStoryOptions, 'readability' | 'library'> = {},
): StoryProvider {
  const builtin = new BuiltinStoryProvider({
    stepDelayMs: config.STORY_ENGINE_STEP_DELAY_MS,
    library: extra.library,
  });
  if (config.STORY_PROVIDER === 'builtin') return builtin;
  const openai = new OpenAiStoryProvider({
    baseURL: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.STORY_MODEL,
    timeoutMs: config.STORY_TIMEOUT_MS,
    maxTokens: config.STORY_MAX_TOKENS,
    ...extra,
  });
  return config.STORY_FALLBACK_TO_BUILTIN
    ? new FallbackStoryProvider(openai, builtin, log)
    : openai;
}
