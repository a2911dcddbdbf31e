import type { PrivacyFacts } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Retention periods and outside services as the shop is configured (never built in). */
    getPrivacyFacts: build.query<PrivacyFacts, void>({
      query: () => '/privacy',
      // The settings change only with a restart: one read per visit is enough.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPrivacyFactsQuery } = privacyApi;
