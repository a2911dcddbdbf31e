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

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A 401 here means a wrong password: no redirect. */
    adminLogin: build.mutation<AdminSession, AdminLoginInput>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    adminLogout: build.mutation<void, void>({
      query: () => ({ url: '/admin/logout', method: 'POST' }),
    }),
    adminSession: build.query<AdminSession, void>({
      query: () => '/admin/session',
    }),

    adminOrders: build.query<AdminOrdersPage, AdminOrdersQuery>({
      query: (arg) => ordersUrl(arg),
      providesTags: ['AdminOrders'],
    }),
    orderHistory: build.query<OrderEvent[], string>({
      query: (id) => `/admin/orders/${id}/history`,
      providesTags: (_r, _e, id) => [{ type: 'AdminOrderHistory', id }],
    }),
    updateTracking: build.mutation<
      AdminOrder,
      { id: string; trackingNumber: string; trackingUrl?: string }
    >({
      query: ({ id, ...body }) => ({ url: `/admin/orders/${id}/tracking`, method: 'POST', body }),
      invalidatesTags: orderChanged,
    }),
    updateStatus: build.mutation<AdminOrder, { id: string; status: OrderStatus }>({
      query: ({ id, status }) => ({
        url: `/admin/orders/${id}/status`,
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: orderChanged,
    }),
    updateFulfilled: build.mutation<AdminOrder, { id: string; fulfilled: boolean }>({
      query: ({ id, fulfilled }) => ({
        url: `/admin/orders/${id}/fulfill`,
        method: 'POST',
        body: { fulfilled },
      }),
      invalidatesTags: orderChanged,
    }),
    updateNotes: build.mutation<AdminOrder, { id: string; notes: string }>({
      query: ({ id, notes }) => ({
        url: `/admin/orders/${id}/notes`,
        method: 'POST',
        body: { notes },
      }),
      invalidatesTags: orderChanged,
    }),
    contactMessages: build.query<ContactMessagesPage, { page: number }>({
      query: ({ page }) => `/admin/contact-messages?page=${page}`,
      providesTags: ['ContactMessages'],
    }),
    contactUnreadCount: build.query<ContactUnreadCount, void>({
      query: () => '/admin/contact-messages/count',
      providesTags: ['ContactMessages'],
    }),
    markMessageRead: build.mutation<ContactMessage, string>({
      query: (id) => ({ url: `/admin/contact-messages/${id}/read`, method: 'POST' }),
      invalidatesTags: ['ContactMessages'],
    }),

    adminStories: build.query<AdminStoryOption[], void>({
      query: () => '/admin/stories',
      providesTags: ['AdminStories'],
    }),
    deleteFamilyData: build.mutation<FamilyDataDeletion, string>({
      query: (storyId) => ({ url: `/admin/stories/${storyId}`, method: 'DELETE' }),
      invalidatesTags: ['AdminOrders', 'AdminStories', 'AdminOrderHistory'],
    }),
    adminCreateTestOrder: build.mutation<
      TestOrderResponse,
      TestOrderInput & { collaborative: boolean }
    >({
      query: ({ collaborative, ...body }) => ({
        url: collaborative ? '/test/create-collaborative-order' : '/test/create-order',
        method: 'POST',
        body,
      }),
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
