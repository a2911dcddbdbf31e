import type { Illustration } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

/**
 * The one illustration call customers make (story view, home story panel), apart from the
 * operator's illustrationsApi so the home page does not load the admin calls. Same tag as the
 * manager's list: the operator's edits refresh these pictures too.
 */
export const picturesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Its owner (cookie), or a holder of its collaborative link with the `token`. */
    storyPictures: build.query<Illustration[], { storyId: string; token?: string }>({
      query: ({ storyId, token }) =>
        token
          ? `/stories/${storyId}/illustrations?token=${encodeURIComponent(token)}`
          : `/stories/${storyId}/illustrations`,
      providesTags: (_r, _e, { storyId }) => [{ type: 'Illustrations', id: storyId }],
    }),
  }),
});

export const { useStoryPicturesQuery } = picturesApi;
