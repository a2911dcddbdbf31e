import { STORY_SALE_TEXTS, type Illustration } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { apiError, installFakeApi } from '../../test/fakeApi';
import { renderWithApp } from '../../test/render';
import { picturesApi } from '../features/illustrations';
import { BUY_LABEL } from '../features/stories';
import { StoryViewPage } from './StoryViewPage';
import {
  BOOK_PICTURE,
  bookPicture,
  OPEN_TOGETHER,
  OPEN_TOGETHER_SHARE as SHARE,
  READY_STORY,
} from '../../test/fixtures';

const STORY = READY_STORY;

/** The story and its pictures as the API serves them to whoever may read them. */
function serve(pictures: Illustration[] | 'forbidden') {
  return installFakeApi(({ url }) => {
    if (url.pathname === `/api/stories/${STORY.id}`) return { status: 200, body: STORY };
    if (url.pathname === `/api/stories/${STORY.id}/illustrations`) {
      return pictures === 'forbidden'
        ? apiError(404, 'Story not found')
        : { status: 200, body: pictures };
    }
    return apiError(404, 'Not found');
  });
}

const renderAt = (route: string) =>
  renderWithApp(<StoryViewPage />, { route, path: '/stories/:id' });

describe('story view: the story’s pictures', () => {
  it('shows the cover and the page pictures to the story’s owner', async () => {
    const seen = serve([bookPicture('cover', -1), bookPicture('p0', 0), bookPicture('p9', 9)]);
    renderAt(`/stories/${STORY.id}`);
    expect(await screen.findByRole('img', { name: 'Book cover illustration' })).toHaveAttribute(
      'src',
      '/api/files/illustrations/cover.webp',
    );
    expect(screen.getByRole('heading', { level: 1, name: STORY.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration for page 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration for page 10' })).toBeInTheDocument();
    const pictureCalls = seen.filter((r) => r.url.pathname.endsWith('/illustrations'));
    expect(pictureCalls.map((r) => r.url.search)).toEqual(['']);
  });

  it('asks with the collaborative link’s token when the page was opened with one', async () => {
    const seen = serve([bookPicture('cover', -1)]);
    renderAt(`/stories/${STORY.id}?token=shared-secret`);
    expect(await screen.findByRole('img', { name: 'Book cover illustration' })).toBeInTheDocument();
    const pictureCalls = seen.filter((r) => r.url.pathname.endsWith('/illustrations'));
    expect(pictureCalls.map((r) => r.url.searchParams.get('token'))).toEqual(['shared-secret']);
  });

  it('shows just the story when it has no pictures, or they cannot be read', async () => {
    const select = picturesApi.endpoints.storyPictures.select({ storyId: STORY.id });
    const picturesState = (store: ReturnType<typeof renderAt>['store']) =>
      select(store.getState() as Parameters<typeof select>[0]).status;

    serve([]);
    const first = renderAt(`/stories/${STORY.id}`);
    expect(await screen.findByRole('heading', { name: STORY.title })).toBeInTheDocument();
    await waitFor(() => expect(picturesState(first.store)).toBe('fulfilled'));
    expect(screen.queryByRole('img', { name: BOOK_PICTURE })).toBeNull();
    first.unmount();

    serve('forbidden');
    const second = renderAt(`/stories/${STORY.id}`);
    expect(await screen.findByRole('heading', { name: STORY.title })).toBeInTheDocument();
    await waitFor(() => expect(picturesState(second.store)).toBe('rejected'));
    expect(screen.queryByRole('img', { name: BOOK_PICTURE })).toBeNull();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
  });
});

describe('a story written together that is still open', () => {
  beforeEach(() => {
    installFakeApi(({ url }) =>
      url.pathname === `/api/stories/${READY_STORY.id}`
        ? { status: 200, body: OPEN_TOGETHER }
        : url.pathname.endsWith('/illustrations')
          ? { status: 200, body: [] }
          : apiError(404, 'Not found'),
    );
  });

  it('the story view leads its creator back: "Continue writing together" with the link', async () => {
    renderWithApp(<StoryViewPage />, { route: `/stories/${READY_STORY.id}`, path: '/stories/:id' });
    const link = await screen.findByRole('link', { name: STORY_SALE_TEXTS.continueTogether });
    expect(link).toHaveAttribute('href', SHARE);
    expect(screen.getByRole('link', { name: `${window.location.origin}${SHARE}` })).toBeVisible();
    expect(screen.queryByRole('link', { name: BUY_LABEL })).toBeNull();
  });
});
