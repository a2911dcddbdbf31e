import { onUnauthorized } from '../../api/unauthorized';
import { makeStore } from '../../app/store';
import { installFakeApi, type FakeReply, type FakeRequest } from '../../../test/fakeApi';
import { illustrationsApi, waitForIllustrationJob } from './illustrationsApi';
import { picturesApi } from './picturesApi';

/** Every request the fake API saw: a GET as its path, anything else as url, method and body. */
let seen: FakeRequest[] = [];
const calls = () =>
  seen.map((r) => {
    const url = `${r.url.pathname.replace(/^\/api/, '')}${r.url.search}`;
    if (r.method === 'GET') return url;
    return r.body === undefined
      ? { url, method: r.method }
      : { url, method: r.method, body: r.body };
  });
const answer = (...replies: FakeReply[]) => {
  let i = 0;
  seen = installFakeApi(() => replies[Math.min(i++, replies.length - 1)]!);
};

const STORY = '11111111-1111-4111-8111-111111111111';

describe('illustration API calls', () => {
  it('sends each call to its path with its payload', async () => {
    answer({ status: 200, body: {} });
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
    const listUrl = `/stories/${STORY}/illustrations`;
    // Each change to the story's pictures refreshes its list (1 load + 4 changes).
    expect(calls().filter((c) => c === listUrl)).toHaveLength(5);
    expect(calls().filter((c) => c !== listUrl)).toEqual([
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
    answer({ status: 200, body: [] });
    const store = makeStore();
    const pictures = picturesApi.endpoints.storyPictures;
    await store.dispatch(pictures.initiate({ storyId: STORY }));
    await store.dispatch(pictures.initiate({ storyId: STORY, token: 'a b&c' }));
    await store.dispatch(
      illustrationsApi.endpoints.deleteIllustration.initiate({ id: 'i1', storyId: STORY }),
    );
    const reads = calls().filter((c) => typeof c === 'string');
    const own = `/stories/${STORY}/illustrations`;
    const shared = `${own}?token=a%20b%26c`;
    // One read each, then one more each after the delete.
    expect(reads.filter((r) => r === own)).toHaveLength(2);
    expect(reads.filter((r) => r === shared)).toHaveLength(2);
  });

  it('a 401 tells the admin shell the session is over', async () => {
    answer({ status: 401, body: { statusCode: 401, message: 'Please sign in.' } });
    const told = jest.fn();
    const stop = onUnauthorized(told);
    const store = makeStore();
    await store.dispatch(
      illustrationsApi.endpoints.deleteIllustration.initiate({ id: 'i1', storyId: STORY }),
    );
    stop();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('polls a generation job until it is final', async () => {
    answer(
      { status: 200, body: { jobId: 'j', state: 'waiting', imageUrl: null, error: null } },
      { status: 200, body: { jobId: 'j', state: 'active', imageUrl: null, error: null } },
      {
        status: 200,
        body: { jobId: 'j', state: 'completed', imageUrl: '/api/files/x.png', error: null },
      },
    );
    const store = makeStore();
    const job = await waitForIllustrationJob(store.dispatch, 'j', { intervalMs: 1 });
    expect(job).toMatchObject({ state: 'completed', imageUrl: '/api/files/x.png' });
    expect(calls()).toEqual(Array(3).fill('/admin/illustrations/jobs/j'));
  });
});
