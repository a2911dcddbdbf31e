import { composeStory } from '../library/compose';
import { type StoryRequest } from '../types';
import { BuiltinStoryProvider } from './builtin';

const req: StoryRequest = {
  childName: 'Leo',
  animal: 'owl',
  theme: 'science',
  ageRange: 'early-elementary',
  wordCount: 1400,
  seed: 11,
};

describe('BuiltinStoryProvider', () => {
  it('writes the composed story and reports progress in ten steps', async () => {
    const progress: number[] = [];
    const story = await new BuiltinStoryProvider().write(req, {
      onProgress: (p) => void progress.push(p),
    });
    expect(story).toEqual(composeStory(req));
    expect(progress).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('waits stepDelayMs between steps', async () => {
    const started = Date.now();
    await new BuiltinStoryProvider({ stepDelayMs: 30 }).write(req);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * 30 - 15);
  });

  it('stops when aborted', async () => {
    const ac = new AbortController();
    const progress: number[] = [];
    const p = new BuiltinStoryProvider({ stepDelayMs: 50 }).write(req, {
      signal: ac.signal,
      onProgress: (x) => void progress.push(x),
    });
    setTimeout(() => ac.abort(new Error('shutting down')), 120);
    await expect(p).rejects.toThrow('shutting down');
    expect(progress.length).toBeLessThan(10);
  });
});
