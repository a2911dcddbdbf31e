import type { BookFileStatus, Story, UpdateStoryTextInput } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { storiesApi } from '../stories';

interface PreviewArgs {
  storyId: string;
  /** A collaborative link's token, when the story is opened through one. */
  token?: string;
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The book preview's state: poll while `building` (the `book.preview` job builds it). */
    getBookPreview: build.query<BookFileStatus, PreviewArgs>({
      query: ({ storyId, token }) => ({
        url: `/stories/${encodeURIComponent(storyId)}/preview`,
        params: token ? { token } : {},
      }),
      providesTags: (_r, _e, { storyId }) => [{ type: 'BookPreview', id: storyId }],
    }),
    /** Asks again for a preview whose build failed (and polls it from then on). */
    retryBookPreview: build.mutation<BookFileStatus, PreviewArgs>({
      query: ({ storyId, token }) => ({
        url: `/stories/${encodeURIComponent(storyId)}/preview`,
        params: { ...(token ? { token } : {}), retry: '1' },
      }),
      invalidatesTags: (_r, _e, { storyId }) => [{ type: 'BookPreview', id: storyId }],
    }),
    /** The owner's corrections to the title or paragraphs before ordering. */
    updateStoryText: build.mutation<Story, { storyId: string; body: UpdateStoryTextInput }>({
      query: ({ storyId, body }) => ({
        url: `/stories/${encodeURIComponent(storyId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (result, _e, { storyId }) =>
        result ? [{ type: 'BookPreview', id: storyId }, 'StoryList'] : [],
      async onQueryStarted({ storyId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storiesApi.util.upsertQueryData('getStory', storyId, data));
        } catch {
          // the form shows the error
        }
      },
    }),
    /** The dedication on the book's first page (empty removes it); the owner, before ordering. */
    updateDedication: build.mutation<Story, { storyId: string; dedication: string }>({
      query: ({ storyId, dedication }) => ({
        url: `/stories/${encodeURIComponent(storyId)}/dedication`,
        method: 'PUT',
        body: { dedication },
      }),
      invalidatesTags: (result, _e, { storyId }) =>
        result ? [{ type: 'BookPreview', id: storyId }] : [],
      async onQueryStarted({ storyId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storiesApi.util.upsertQueryData('getStory', storyId, data));
        } catch {
          // the form shows the error
        }
      },
    }),
  }),
});

export const {
  useGetBookPreviewQuery,
  useRetryBookPreviewMutation,
  useUpdateStoryTextMutation,
  useUpdateDedicationMutation,
} = api;

/** Where the preview page lives (and how a collaborative link's holder reaches it). */
export function bookPreviewPath(storyId: string, token?: string | null): string {
  const path = `/stories/${encodeURIComponent(storyId)}/book`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
