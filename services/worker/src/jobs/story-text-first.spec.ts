import type { Worker } from 'bullmq';
import { EventEmitter } from 'node:events';
import { storyTextFirst } from './story-text-first';

/** The part of a BullMQ worker the rule uses: its events, pause and resume. */
class FakeWorker extends EventEmitter {
  paused = false;
  calls: string[] = [];
  isPaused() {
    return this.paused;
  }
  async pause() {
    this.calls.push('pause');
    await new Promise((r) => setTimeout(r, 5));
    this.paused = true;
  }
  resume() {
    this.calls.push('resume');
    this.paused = false;
  }
}

const settled = () => new Promise((r) => setTimeout(r, 30));
const QUIET_MS = 60;
const quietPassed = () => new Promise((r) => setTimeout(r, QUIET_MS + 30));

describe('story text first', () => {
  it('stops taking pictures while story jobs are in hand, and takes them again after a quiet spell', async () => {
    const story = new FakeWorker();
    const pictures = new FakeWorker();
    const errors: unknown[] = [];
    storyTextFirst(
      story as unknown as Worker,
      pictures as unknown as Worker,
      (e) => errors.push(e),
      QUIET_MS,
    );

    story.emit('active');
    story.emit('active');
    await settled();
    expect(pictures.isPaused()).toBe(true);

    story.emit('completed');
    await settled();
    expect(pictures.isPaused()).toBe(true); // one still in hand

    story.emit('failed');
    await settled();
    expect(pictures.isPaused()).toBe(true); // none in hand, but not for long yet

    // The next story of a burst arrives before the quiet spell is over: pictures stay paused.
    story.emit('active');
    await quietPassed();
    expect(pictures.isPaused()).toBe(true);
    story.emit('completed');
    await quietPassed();
    expect(pictures.isPaused()).toBe(false);
    expect(pictures.calls).toEqual(['pause', 'resume']);

    // A job that starts and ends at once: the resume waits for the pause it follows.
    story.emit('active');
    story.emit('completed');
    await quietPassed();
    expect(pictures.isPaused()).toBe(false);
    expect(errors).toEqual([]);
  });
});
