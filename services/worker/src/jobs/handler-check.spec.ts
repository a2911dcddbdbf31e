import { jobsOfQueue } from '@shop/queue';
import { checkHandlers } from './handler-check';

describe('worker handler check', () => {
  it('passes when each job of the served queues has exactly one handler', () => {
    expect(checkHandlers(['story'], jobsOfQueue('story'))).toEqual([]);
  });

  it('names missing, duplicate and stray handlers', () => {
    const others = jobsOfQueue('story').filter((j) => j !== 'story.reconcile');
    expect(checkHandlers(['story'], [...others, 'story.generate'])).toEqual([
      '2 handlers for job "story.generate"',
      'no handler for job "story.reconcile"',
    ]);
    expect(checkHandlers([], ['story.generate'])).toEqual([
      'handler for job "story.generate" whose queue this worker does not serve',
    ]);
  });
});
