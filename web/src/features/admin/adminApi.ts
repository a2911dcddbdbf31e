import type {
  AdminLoginInput,
  AdminOrder,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminSession,
  AdminStoryOption,
  ContactMessage,
  ContactMessagesPage,
  ContactUnreadCount,
  FamilyDataDeletion,
  OrderEvent,
  OrderStatus,
  TestOrderInput,
  TestOrderResponse,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { adminQuery } from './adminQuery';

/** `GET /api/admin/orders` query string; defaults left out so cache keys stay short. */
function ordersUrl({ tab = 'all', page = 1, pageSize, q }: AdminOrdersQuery): string {
  const params = new URLSearchParams({ tab, page: String(page) });
  if (pageSize) params.set('pageSize', String(pageSize));
  if (q?.trim()) params.set('q', q.trim());
  return `/admin/orders?${params.toString()}`;
}

/** An order action's answer refreshes the lists and that order's history. */
const orderChanged = (_r: unknown, _e: unknown, { id }: { id: string }) => [
  'AdminOrders' as const,
  { type: 'AdminOrderHistory' as const, id },
];

export const adminApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['AdminOrders', 'AdminOrderHistory', 'ContactMessages', 'AdminStories'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** A 401 here means a wrong password: no redirect. */
      adminLogin: build.mutation<AdminSession, AdminLoginInput>({
        query: (body) => ({ url: '/admin/login', method: 'POST', body }),
      }),
      adminLogout: build.mutation<void, void>({
        query: () => ({ url: '/admin/logout', method: 'POST' }),
      }),
      adminSession: build.query<AdminSession, void>({
        queryFn: (_arg, api, extra) => adminQuery<AdminSession>('/admin/session', api, extra),
      }),

      adminOrders: build.query<AdminOrdersPage, AdminOrdersQuery>({
        queryFn: (arg, api, extra) => adminQuery<AdminOrdersPage>(ordersUrl(arg), api, extra),
        providesTags: ['AdminOrders'],
      }),
      orderHistory: build.query<OrderEvent[], string>({
        queryFn: (id, api, extra) =>
          adminQuery<OrderEvent[]>(`/admin/orders/${id}/history`, api, extra),
        providesTags: (_r, _e, id) => [{ type: 'AdminOrderHistory', id }],
      }),
      updateTracking: build.mutation<
        AdminOrder,
        { id: string; trackingNumber: string; trackingUrl?: string }
      >({
        queryFn: ({ id, ...body }, api, extra) =>
          adminQuery<AdminOrder>(
            { url: `/admin/orders/${id}/tracking`, method: 'POST', body },
            api,
            extra,
          ),
        invalidatesTags: orderChanged,
      }),
      updateStatus: build.mutation<AdminOrder, { id: string; status: OrderStatus }>({
        queryFn: ({ id, status }, api, extra) =>
          adminQuery<AdminOrder>(
            { url: `/admin/orders/${id}/status`, method: 'POST', body: { status } },
            api,
            extra,
          ),
        invalidatesTags: orderChanged,
      }),
      updateFulfilled: build.mutation<AdminOrder, { id: string; fulfilled: boolean }>({
        queryFn: ({ id, fulfilled }, api, extra) =>
          adminQuery<AdminOrder>(
            { url: `/admin/orders/${id}/fulfill`, method: 'POST', body: { fulfilled } },
            api,
            extra,
          ),
        invalidatesTags: orderChanged,
      }),
      updateNotes: build.mutation<AdminOrder, { id: string; notes: string }>({
        queryFn: ({ id, notes }, api, extra) =>
          adminQuery<AdminOrder>(
            { url: `/admin/orders/${id}/notes`, method: 'POST', body: { notes } },
            api,
            extra,
          ),
        invalidatesTags: orderChanged,
      }),
      contactMessages: build.query<ContactMessagesPage, { page: number }>({
        queryFn: ({ page }, api, extra) =>
          adminQuery<ContactMessagesPage>(`/admin/contact-messages?page=${page}`, api, extra),
        providesTags: ['ContactMessages'],
      }),
      contactUnreadCount: build.query<ContactUnreadCount, void>({
        queryFn: (_arg, api, extra) =>
          adminQuery<ContactUnreadCount>('/admin/contact-messages/count', api, extra),
        providesTags: ['ContactMessages'],
      }),
      markMessageRead: build.mutation<ContactMessage, string>({
        queryFn: (id, api, extra) =>
          adminQuery<ContactMessage>(
            { url: `/admin/contact-messages/${id}/read`, method: 'POST' },
            api,
            extra,
          ),
        invalidatesTags: ['ContactMessages'],
      }),

      adminStories: build.query<AdminStoryOption[], void>({
        queryFn: (_arg, api, extra) => adminQuery<AdminStoryOption[]>('/admin/stories', api, extra),
        providesTags: ['AdminStories'],
      }),
      deleteFamilyData: build.mutation<FamilyDataDeletion, string>({
        queryFn: (storyId, api, extra) =>
          adminQuery<FamilyDataDeletion>(
            { url: `/admin/stories/${storyId}`, method: 'DELETE' },
            api,
            extra,
          ),
        invalidatesTags: ['AdminOrders', 'AdminStories', 'AdminOrderHistory'],
      }),
      adminCreateTestOrder: build.mutation<
        TestOrderResponse,
        TestOrderInput & { collaborative: boolean }
      >({
        queryFn: ({ collaborative, ...body }, api, extra) =>
          adminQuery<TestOrderResponse>(
            {
              url: collaborative ? '/test/create-collaborative-order' : '/test/create-order',
              method: 'POST',
              body,
            },
            api,
            extra,
          ),
        invalidatesTags: ['AdminOrders'],
      }),
    }),
  });

export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminSessionQuery,
  useAdminOrdersQuery,
  useOrderHistoryQuery,
  useUpdateTrackingMutation,
  useUpdateStatusMutation,
  useUpdateFulfilledMutation,
  useUpdateNotesMutation,
  useContactMessagesQuery,
  useContactUnreadCountQuery,
  useMarkMessageReadMutation,
  useAdminStoriesQuery,
  useDeleteFamilyDataMutation,
  useAdminCreateTestOrderMutation,
} = adminApi;
