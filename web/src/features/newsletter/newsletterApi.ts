import type { NewsletterSubscribed, NewsletterSubscribeInput } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The same friendly answer for a new and an existing address. */
    subscribe: build.mutation<NewsletterSubscribed, NewsletterSubscribeInput>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
