import type { OutboxMessage, OutboxPage } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

/** The e-mail outbox (admin-only): every message the shop wrote, sent, held or failed. */
const outboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxPage, { page: number }>({
      query: ({ page }) => `/admin/outbox?page=${page}`,
      providesTags: ['Outbox'],
    }),
    outboxMessage: build.query<OutboxMessage, string>({
      query: (id) => `/admin/outbox/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Outbox', id }],
    }),
    resendOutboxMessage: build.mutation<OutboxMessage, string>({
      query: (id) => ({ url: `/admin/outbox/${id}/send`, method: 'POST' }),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery, useOutboxMessageQuery, useResendOutboxMessageMutation } = outboxApi;
