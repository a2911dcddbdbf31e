import type {
  GenerateStoryRequest,
  Story,
  StoryDeletion,
  StorySummary,
  StoryVersion,
} from '@shop/contracts';
import { FINAL_GENERATION_STATUSES } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

export const storiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's own stories, newest first. */
    listStories: build.query<StorySummary[], void>({
      query: () => '/stories',
      providesTags: ['StoryList'],
    }),
    getStory: build.query<Story, string>({
      query: (id) => `/stories/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Story', id }],
      // A story that has just finished changes how it looks in the list (title, status).
      async onQueryStarted(_id, { dispatch, queryFulfilled, getCacheEntry }) {
        const before = getCacheEntry().data;
        try {
          const { data } = await queryFulfilled;
          if (before && !isFinal(before) && isFinal(data)) {
            dispatch(storiesApi.util.invalidateTags(['StoryList']));
          }
        } catch {
          // the component shows the error
        }
      },
    }),
    /** 202: the story is queued; poll getStory until it is ready (generation runs as a job). */
    generateStory: build.mutation<Story, GenerateStoryRequest>({
      query: (body) => ({ url: '/stories/generate', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['StoryList'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storiesApi.util.upsertQueryData('getStory', data.id, data));
        } catch {
          // the component shows the error
        }
      },
    }),
    /** A new version of a story with the same inputs (owner only). */
    regenerateStory: build.mutation<Story, string>({
      query: (id) => ({ url: `/stories/${encodeURIComponent(id)}/regenerate`, method: 'POST' }),
      invalidatesTags: (result, _error, id) =>
        result ? ['StoryList', { type: 'StoryVersions', id }] : [],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storiesApi.util.upsertQueryData('getStory', data.id, data));
        } catch {
          // the component shows the error
        }
      },
    }),
    /** The owner's earlier versions of a story, newest first. */
    listStoryVersions: build.query<StoryVersion[], string>({
      query: (id) => `/stories/${encodeURIComponent(id)}/versions`,
      providesTags: (_result, _error, id) => [{ type: 'StoryVersions', id }],
    }),
    /** Makes an earlier version the story again (the one shown is kept as a version). */
    restoreStoryVersion: build.mutation<Story, { id: string; revision: number }>({
      query: ({ id, revision }) => ({
        url: `/stories/${encodeURIComponent(id)}/versions/${revision}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? ['StoryList', { type: 'StoryVersions', id }] : [],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storiesApi.util.upsertQueryData('getStory', id, data));
        } catch {
          // the component shows the error
        }
      },
    }),
    /**
     * Deletes a story (its creator only) and says what was deleted and what is kept. Only the
     * list is reloaded: the story's own read would now answer 404 under the page that asked.
     */
    deleteStory: build.mutation<StoryDeletion, string>({
      query: (id) => ({ url: `/stories/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['StoryList'] : []),
    }),
  }),
});

export const {
  useDeleteStoryMutation,
  useListStoryVersionsQuery,
  useRestoreStoryVersionMutation,
  useListStoriesQuery,
  useGetStoryQuery,
  useGenerateStoryMutation,
  useRegenerateStoryMutation,
} = storiesApi;

export function isFinal(story: Pick<Story, 'generationStatus'> | undefined): boolean {
  return !!story && FINAL_GENERATION_STATUSES.includes(story.generationStatus);
}
