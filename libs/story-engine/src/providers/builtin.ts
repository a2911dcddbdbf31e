import { composeStory } from '../library/compose';
import { library } from '../library/loader';
import { type LibraryStory } from '../library/schema';
import {
  type ComposedStory,
  type StoryProvider,
  type StoryRequest,
  type WriteOptions,
} from '../types';

const STEPS = 10;

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('The story job was aborted');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The built-in engine as a provider. Composing takes a few milliseconds; progress is reported in
 * ten steps, and `stepDelayMs` paces them (demos, and crash tests that need a slow job).
 */
export class BuiltinStoryProvider implements StoryProvider {
  readonly name = 'builtin';
  private readonly stepDelayMs: number;
  private readonly library?: readonly LibraryStory[];

  /** `library`: the stories to tell (the library's files by default). */
  constructor(opts: { stepDelayMs?: number; library?: readonly LibraryStory[] } = {}) {
    this.stepDelayMs = Math.max(0, opts.stepDelayMs ?? 0);
    this.library = opts.library;
  }

  async write(req: StoryRequest, opts: WriteOptions = {}): Promise<ComposedStory> {
    const { signal, onProgress } = opts;
    if (signal?.aborted) throw abortError(signal);
    const story = composeStory(req, this.library ?? library());
    for (let step = 1; step <= STEPS; step++) {
      if (this.stepDelayMs > 0) await sleep(this.stepDelayMs, signal);
      else if (signal?.aborted) throw abortError(signal);
      await onProgress?.(Math.round((step / STEPS) * 100));
    }
    return story;
  }
}
