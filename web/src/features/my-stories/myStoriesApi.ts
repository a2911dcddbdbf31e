import type {
  MyStoriesClaim,
  MyStoriesClaimed,
  MyStoriesLinkRequest,
  MyStoriesLinkSent,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const myStoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The same answer whether or not the address is known. */
    requestMyStoriesLink: build.mutation<MyStoriesLinkSent, MyStoriesLinkRequest>({
      query: (body) => ({ url: '/my-stories/link', method: 'POST', body }),
    }),
    /** The family's stories become this browser's: Previous Stories shows them. */
    claimMyStories: build.mutation<MyStoriesClaimed, MyStoriesClaim>({
      query: (body) => ({ url: '/my-stories/claim', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['StoryList'] : []),
    }),
  }),
});

export const { useRequestMyStoriesLinkMutation, useClaimMyStoriesMutation } = myStoriesApi;
