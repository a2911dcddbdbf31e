import { makeStore } from '../../app/store';
import { ADMIN_FLAG_KEY } from '../admin/adminSession';
import { illustrationsApi, waitForIllustrationJob } from './illustrationsApi';
import { picturesApi } from './picturesApi';

const baseQuery = jest.fn();
jest.mock('../../api/baseApi', () => {
  const actual = jest.requireActual('../../api/baseApi');
  return { ...actual, baseQuery: (...args: unknown[]) => baseQuery(...args) };
});

const STORY = '11111111-1111-4111-8111-111111111111';

describe('illustration API calls (spec §7)', () => {
  beforeEach(() => {
    baseQuery.mockReset();
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  });

  it('sends each call to its path with its payload', async () => {
    baseQuery.mockResolvedValue({ data: {} });
    const store = makeStore();
    const e = illustrationsApi.endpoints;
    await store.dispatch(e.storyIllustrations.initiate(STORY));
    await store.dispatch(
      e.uploadIllustration.initiate({
        storyId: STORY,
        imageData: 'data:image/png;base64,AA==',
        pageNumber: -1,
        pageContent: null,
      }),
    );
    await store.dispatch(
      e.assignIllustrationPage.initiate({ id: 'i1', storyId: STORY, pageNumber: null }),
    );
    await store.dispatch(
      e.setIllustrationSequence.initiate({ id: 'i1', storyId: STORY, sequenceOrder: 3 }),
    );
    await store.dispatch(e.deleteIllustration.initiate({ id: 'i1', storyId: STORY }));
    await store.dispatch(e.generateIllustration.initiate({ storyId: STORY }));
    await store.dispatch(e.startBulkIllustrations.initiate({ filter: 'paid-without-full-set' }));
    await store.dispatch(e.cancelBulkIllustrations.initiate('run-1'));
    const calls = baseQuery.mock.calls.map((c) => c[0]);
    const listUrl = `/stories/${STORY}/illustrations`;
    // Each change to the story's pictures refreshes its list (1 load + 4 changes).
    expect(calls.filter((c) => c === listUrl)).toHaveLength(5);
    expect(calls.filter((c) => c !== listUrl)).toEqual([
      {
        url: `/stories/${STORY}/custom-illustrations`,
        method: 'POST',
        body: { imageData: 'data:image/png;base64,AA==', pageNumber: -1, pageContent: null },
      },
      { url: '/illustrations/i1/page', method: 'PATCH', body: { pageNumber: null } },
      { url: '/illustrations/i1/sequence', method: 'PATCH', body: { sequenceOrder: 3 } },
      { url: '/illustrations/i1', method: 'DELETE' },
      { url: `/admin/stories/${STORY}/illustrations`, method: 'POST', body: {} },
      {
        url: '/admin/illustrations/bulk',
        method: 'POST',
        body: { filter: 'paid-without-full-set' },
      },
      { url: '/admin/illustrations/bulk/run-1/cancel', method: 'POST', body: {} },
    ]);
  });

  it('reads a customer’s pictures (with the collaborative token when given); edits refresh them', async () => {
    baseQuery.mockResolvedValue({ data: [] });
    const store = makeStore();
    const pictures = picturesApi.endpoints.storyPictures;
    await store.dispatch(pictures.initiate({ storyId: STORY }));
    await store.dispatch(pictures.initiate({ storyId: STORY, token: 'a b&c' }));
    await store.dispatch(
      illustrationsApi.endpoints.deleteIllustration.initiate({ id: 'i1', storyId: STORY }),
    );
    const reads = baseQuery.mock.calls.map((c) => c[0]).filter((c) => typeof c === 'string');
    const own = `/stories/${STORY}/illustrations`;
    const shared = `${own}?token=a%20b%26c`;
    // One read each, then one more each after the delete.
    expect(reads.filter((r) => r === own)).toHaveLength(2);
    expect(reads.filter((r) => r === shared)).toHaveLength(2);
  });

  it('a 401 ends the admin session in the browser', async () => {
    baseQuery.mockResolvedValue({
      error: { status: 401, message: '401: Please sign in to the admin area.' },
    });
    const store = makeStore();
    await store.dispatch(
      illustrationsApi.endpoints.deleteIllustration.initiate({ id: 'i1', storyId: STORY }),
    );
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });

  it('polls a generation job until it is final', async () => {
    baseQuery
      .mockResolvedValueOnce({
        data: { jobId: 'j', state: 'waiting', imageUrl: null, error: null },
      })
      .mockResolvedValueOnce({ data: { jobId: 'j', state: 'active', imageUrl: null, error: null } })
      .mockResolvedValueOnce({
        data: { jobId: 'j', state: 'completed', imageUrl: '/api/files/x.png', error: null },
      });
    const store = makeStore();
    const job = await waitForIllustrationJob(store.dispatch, 'j', { intervalMs: 1 });
    expect(job).toMatchObject({ state: 'completed', imageUrl: '/api/files/x.png' });
    expect(baseQuery).toHaveBeenCalledTimes(3);
    expect(baseQuery.mock.calls[0]![0]).toBe('/admin/illustrations/jobs/j');
  });
});
