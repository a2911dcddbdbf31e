export * from './types';
export { composeStory, composeLibraryStory, pickStory, storiesFor } from './library/compose';
export { library, readLibrary, StoryFileError } from './library/loader';
export { validateStory, type ValidateOptions } from './validate';
export { storySeed } from './rng';
export { countWords } from './text';
export { BuiltinStoryProvider } from './providers/builtin';
export {
  OpenAiStoryProvider,
  StoryProviderError,
  LLM_LENGTH_TOLERANCE,
  type OpenAiStoryOptions,
} from './providers/openai';
export {
  createStoryProvider,
  FallbackStoryProvider,
  type StoryProviderConfig,
  type WarnLogger,
} from './providers/factory';
export * from './collaborative';
