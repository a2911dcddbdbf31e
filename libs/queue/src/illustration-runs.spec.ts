import { bulkRunIdOf } from './illustration-runs';
import { jobIds, jobsOfQueue, parsePayload } from './registry';

describe('illustration jobs in the registry', () => {
  const storyId = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
  const runId = '0d8e6c4a-2b8f-4a55-9d1e-6f1f0b0c7e21';

  it('has the page job, the story-pictures parent and the bulk job on the illustration queue', () => {
    expect(jobsOfQueue('illustration')).toEqual([
      'illustration.generate',
      'illustration.story',
      'illustration.bulk',
    ]);
  });

  it('validates page numbers (-2 back cover … 9) and bulk selections', () => {
    expect(parsePayload('illustration.generate', { storyId, pageNumber: -2 })).toEqual({
      storyId,
      pageNumber: -2,
    });
    for (const bad of [-3, 10, 1.5, null])
      expect(() => parsePayload('illustration.generate', { storyId, pageNumber: bad })).toThrow();
    expect(parsePayload('illustration.bulk', { storyIds: [storyId] })).toEqual({
      storyIds: [storyId],
    });
    expect(parsePayload('illustration.bulk', { filter: 'paid-without-full-set' })).toEqual({
      filter: 'paid-without-full-set',
    });
    expect(() => parsePayload('illustration.bulk', { storyIds: [] })).toThrow();
    expect(() => parsePayload('illustration.bulk', { filter: 'everything' })).toThrow();
  });

  it('builds job ids BullMQ accepts and finds the run of a bulk job', () => {
    for (const page of [-2, -1, 0, 9])
      expect(jobIds.illustrationGenerate(runId, storyId, page)).not.toContain(':');
    expect(jobIds.illustrationGenerate(runId, storyId, -1)).not.toBe(
      jobIds.illustrationGenerate(runId, storyId, 1),
    );
    expect(bulkRunIdOf(jobIds.illustrationBulk(runId))).toBe(runId);
    expect(bulkRunIdOf('story-generate-x')).toBeNull();
    expect(bulkRunIdOf(undefined)).toBeNull();
  });
});
