import { BuiltinIllustrator } from './builtin/builtin-illustrator';
import { type CallBudget, OpenAiIllustrator } from './openai/openai-illustrator';
import type { RenderPool } from './render/pool';
import type { IllustrationProvider } from './types';

export * from './types';
export * from './rng';
export * from './builtin/characters';
export * from './builtin/look';
export * from './builtin/legacy';
export * from './builtin/scene';
export * from './builtin/builtin-illustrator';
export * from './openai/prompt';
export * from './openai/openai-illustrator';
export * from './render/pool';
export * from './upload';

export interface IllustratorConfig {
  ILLUSTRATION_PROVIDER: 'builtin' | 'openai';
  IMAGES_BASE_URL: string;
  IMAGES_API_KEY: string;
  IMAGES_MODEL: string;
  IMAGES_SIZE: string;
  IMAGES_TIMEOUT_MS: number;
  IMAGES_MAX_RETRIES: number;
  UPLOAD_MAX_PIXELS: number;
}

/** The configured illustrator: configuration, never code. */
export function createIllustrator(
  config: IllustratorConfig,
  pool: RenderPool,
  budget: CallBudget,
): IllustrationProvider {
  if (config.ILLUSTRATION_PROVIDER === 'openai') {
    return new OpenAiIllustrator(
      {
        baseURL: config.IMAGES_BASE_URL,
        apiKey: config.IMAGES_API_KEY,
        model: config.IMAGES_MODEL,
        size: config.IMAGES_SIZE,
        timeoutMs: config.IMAGES_TIMEOUT_MS,
        maxRetries: config.IMAGES_MAX_RETRIES,
        maxPixels: config.UPLOAD_MAX_PIXELS,
        budget,
      },
      pool,
    );
  }
  return new BuiltinIllustrator(pool);
}
