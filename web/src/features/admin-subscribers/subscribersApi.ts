import type { NewsletterOverview } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { adminQuery } from '../admin/adminQuery';

/** The operator's newsletter subscribers (admin-only): counts, search, unsubscribe on request. */
export const subscribersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Subscribers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      newsletterOverview: build.query<NewsletterOverview, string>({
        queryFn: (q, api, extra) =>
          adminQuery<NewsletterOverview>(
            `/admin/newsletter/overview${q ? `?q=${encodeURIComponent(q)}` : ''}`,
            api,
            extra,
          ),
        providesTags: ['Subscribers'],
      }),
      unsubscribeSubscriber: build.mutation<{ unsubscribed: true; message: string }, string>({
        queryFn: (email, api, extra) =>
          adminQuery<{ unsubscribed: true; message: string }>(
            { url: '/admin/newsletter/subscribers/unsubscribe', method: 'POST', body: { email } },
            api,
            extra,
          ),
        invalidatesTags: ['Subscribers'],
      }),
    }),
  });

export const { useNewsletterOverviewQuery, useUnsubscribeSubscriberMutation } = subscribersApi;
