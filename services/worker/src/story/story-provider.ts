import { CONFIG, type Config } from '@shop/config';
import { createStoryProvider } from '@shop/story-engine';
import { PinoLogger } from 'nestjs-pino';

export const STORY_PROVIDER = Symbol('STORY_PROVIDER');

/** The configured story writer (built-in engine, or an LLM with fallback): configuration, never code. */
export const storyProviderFactory = {
  provide: STORY_PROVIDER,
  inject: [CONFIG, PinoLogger],
  useFactory: (config: Config, logger: PinoLogger) => createStoryProvider(config, logger),
};
