import type { NewsletterOverview } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

/** The operator's newsletter subscribers (admin-only): counts, search, unsubscribe on request. */
const subscribersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterOverview: build.query<NewsletterOverview, string>({
      query: (q) => `/admin/newsletter/overview${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      providesTags: ['Subscribers'],
    }),
    unsubscribeSubscriber: build.mutation<{ unsubscribed: true; message: string }, string>({
      query: (email) => ({
        url: '/admin/newsletter/subscribers/unsubscribe',
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: ['Subscribers'],
    }),
  }),
});

export const { useNewsletterOverviewQuery, useUnsubscribeSubscriberMutation } = subscribersApi;
