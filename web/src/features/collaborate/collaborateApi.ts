import type {
  CollaborativeStory,
  ContributionInput,
  ContributionView,
  CreateCollaborativeStoryInput,
  CreatedCollaborativeStory,
  PromptView,
  ReplacedShareLink,
  Story,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { storiesApi } from '../stories';

/** A collaborative link: the story and the token that opens it. */
export interface CollaborativeKey {
  storyId: string;
  token: string;
}

/** Collaborative pages refresh their data every 5 seconds. */
export const COLLABORATIVE_POLL_MS = 5000;

const path = (kind: string, { storyId, token }: CollaborativeKey) =>
  `/stories/${kind}/${encodeURIComponent(storyId)}?token=${encodeURIComponent(token)}`;
const tag = ({ storyId }: CollaborativeKey) => [{ type: 'Story' as const, id: storyId }];

const collaborateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Create Together: the story with its prompts and the two opening parts, plus its share link. */
    createCollaborativeStory: build.mutation<
      CreatedCollaborativeStory,
      CreateCollaborativeStoryInput
    >({
      query: (body) => ({ url: '/stories/collaborative', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['StoryList'] : []),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The home page's story panel shows the new story at once (its creator owns it, and
          // keeps its share link).
          const {
            collaborativeToken: _t,
            completedParts: _c,
            totalParts: _n,
            parts: _p,
            ...story
          } = data.story;
          dispatch(
            storiesApi.util.upsertQueryData('getStory', story.id, {
              ...story,
              sharePath: data.sharePath,
            }),
          );
        } catch {
          // the form shows the error
        }
      },
    }),
    getCollaborativeStory: build.query<CollaborativeStory, CollaborativeKey>({
      query: (key) => path('collaborative', key),
      providesTags: (_r, _e, key) => tag(key),
    }),
    getPrompts: build.query<PromptView[], CollaborativeKey>({
      query: (key) => path('prompts', key),
      providesTags: (_r, _e, key) => tag(key),
    }),
    getContributions: build.query<ContributionView[], CollaborativeKey>({
      query: (key) => path('contributions', key),
      providesTags: (_r, _e, key) => tag(key),
    }),
    /** The story view for a holder of the collaborative link (`GET /api/stories/{id}?token=`). */
    getStoryWithToken: build.query<Story, CollaborativeKey>({
      query: ({ storyId, token }) =>
        `/stories/${encodeURIComponent(storyId)}?token=${encodeURIComponent(token)}`,
      providesTags: (_r, _e, key) => tag(key),
    }),
    /**
     * The creator withdraws the link (`key`) and gets a new one. The pages already loaded are
     * copied under the new link, so the page moves to it without reloading; nothing is refetched
     * under the old link (it now answers 404).
     */
    replaceShareLink: build.mutation<ReplacedShareLink, CollaborativeKey>({
      query: ({ storyId }) => ({
        url: `/stories/${encodeURIComponent(storyId)}/share-link`,
        method: 'POST',
        body: {},
      }),
      async onQueryStarted(old, { dispatch, getState, queryFulfilled }) {
        let data: ReplacedShareLink;
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // the page shows the error
        }
        const next = { storyId: old.storyId, token: data.collaborativeToken };
        const state = getState() as Parameters<
          ReturnType<typeof collaborateApi.endpoints.getCollaborativeStory.select>
        >[0];
        const story = collaborateApi.endpoints.getCollaborativeStory.select(old)(state).data;
        const prompts = collaborateApi.endpoints.getPrompts.select(old)(state).data;
        const parts = collaborateApi.endpoints.getContributions.select(old)(state).data;
        if (story) {
          dispatch(
            collaborateApi.util.upsertQueryData('getCollaborativeStory', next, {
              ...story,
              collaborativeToken: data.collaborativeToken,
            }),
          );
        }
        if (prompts) dispatch(collaborateApi.util.upsertQueryData('getPrompts', next, prompts));
        if (parts) dispatch(collaborateApi.util.upsertQueryData('getContributions', next, parts));
        // The creator's own view of the story shows its share link.
        dispatch(
          storiesApi.util.updateQueryData('getStory', old.storyId, (draft) => {
            draft.sharePath = data.sharePath;
          }),
        );
      },
    }),
    /** Adds a part; 409 when the other writer answered the same prompt first. */
    addContribution: build.mutation<ContributionView, ContributionInput>({
      query: (body) => ({ url: '/stories/contribute', method: 'POST', body }),
      // Success or a lost race: either way the other writer's part is news, so reload.
      invalidatesTags: (_r, error, body) =>
        !error || error.status === 409 ? [{ type: 'Story' as const, id: body.storyId }] : [],
    }),
  }),
});

export const {
  useCreateCollaborativeStoryMutation,
  useGetCollaborativeStoryQuery,
  useGetPromptsQuery,
  useGetContributionsQuery,
  useAddContributionMutation,
  useGetStoryWithTokenQuery,
  useReplaceShareLinkMutation,
} = collaborateApi;
