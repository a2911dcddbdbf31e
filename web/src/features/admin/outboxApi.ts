import type { OutboxMessage, OutboxPage } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { adminQuery } from './adminQuery';

/** The e-mail outbox (admin-only): every message the shop wrote, sent, held or failed. */
export const outboxApi = baseApi.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<OutboxPage, { page: number }>({
      queryFn: ({ page }, api, extra) =>
        adminQuery<OutboxPage>(`/admin/outbox?page=${page}`, api, extra),
      providesTags: ['Outbox'],
    }),
    outboxMessage: build.query<OutboxMessage, string>({
      queryFn: (id, api, extra) => adminQuery<OutboxMessage>(`/admin/outbox/${id}`, api, extra),
      providesTags: (_r, _e, id) => [{ type: 'Outbox', id }],
    }),
    resendOutboxMessage: build.mutation<OutboxMessage, string>({
      queryFn: (id, api, extra) =>
        adminQuery<OutboxMessage>({ url: `/admin/outbox/${id}/send`, method: 'POST' }, api, extra),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useOutboxQuery, useOutboxMessageQuery, useResendOutboxMessageMutation } = outboxApi;
