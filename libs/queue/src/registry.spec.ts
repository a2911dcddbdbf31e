import { JOBS, jobIds, jobsOfQueue, parsePayload, parseQueueList, QUEUE_NAMES } from './registry';

describe('job registry', () => {
  it('maps every job to a known queue', () => {
    for (const { queue } of Object.values(JOBS)) expect(QUEUE_NAMES).toContain(queue);
    expect(jobsOfQueue('story')).toEqual(['story.generate', 'story.reconcile', 'story.weave']);
  });

  it('validates payloads on the way in and out', () => {
    const storyId = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
    expect(parsePayload('story.generate', { storyId })).toEqual({ storyId });
    expect(() => parsePayload('story.generate', { storyId: '42' })).toThrow();
    expect(() => parsePayload('story.generate', {})).toThrow();
  });

  it('builds deterministic job ids BullMQ accepts (no ":")', () => {
    const id = jobIds.storyGenerate('4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11', 2);
    expect(id).toBe('story-generate-4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11-r2');
    expect(id).not.toContain(':');
  });

  it('parses WORKER_QUEUES and names unknown queues', () => {
    expect(parseQueueList(' story , story')).toEqual(['story']);
    expect(() => parseQueueList('story,printing')).toThrow(
      /WORKER_QUEUES: unknown queue\(s\) printing/,
    );
    expect(() => parseQueueList(' , ')).toThrow(/at least one/);
  });
});
