import {
  type AdminOrder,
  isPrintSettling,
  type PrintStatusResponse,
  type SetPrintStatusInput,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import { adminQuery } from './adminQuery';

/** A print action's answer refreshes the lists, the order and its history. */
const orderChanged = (_r: unknown, _e: unknown, { id }: { id: string }) => [
  'AdminOrders' as const,
  { type: 'AdminOrder' as const, id },
  { type: 'AdminOrderHistory' as const, id },
];

/** Print fulfilment (spec §7): submit, the order while it settles, the status now, manual reports. */
const withTags = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminOrders', 'AdminOrder', 'AdminOrderHistory'],
});

export const printApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** One order, polled while its print submission settles. */
    adminOrder: build.query<AdminOrder, string>({
      queryFn: (id, api, extra) => adminQuery<AdminOrder>(`/admin/orders/${id}`, api, extra),
      providesTags: (_r, _e, id) => [{ type: 'AdminOrder', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Settled: the lists show the outcome too (and the polling, driven by them, stops).
          if (!isPrintSettling(data.printStatus))
            dispatch(withTags.util.invalidateTags(['AdminOrders', 'AdminOrderHistory']));
        } catch {
          // The query's own error state shows it.
        }
      },
    }),
    /** 202 at once with the order (printStatus SUBMITTING); the worker does the rest. */
    submitPrintOrder: build.mutation<AdminOrder, { id: string }>({
      queryFn: ({ id }, api, extra) =>
        adminQuery<AdminOrder>({ url: `/orders/${id}/print`, method: 'POST' }, api, extra),
      invalidatesTags: orderChanged,
    }),
    refreshPrintStatus: build.mutation<PrintStatusResponse, { id: string }>({
      queryFn: ({ id }, api, extra) =>
        adminQuery<PrintStatusResponse>(`/orders/${id}/print-status`, api, extra),
      invalidatesTags: orderChanged,
    }),
    setPrintStatus: build.mutation<PrintStatusResponse, SetPrintStatusInput & { id: string }>({
      queryFn: ({ id, ...body }, api, extra) =>
        adminQuery<PrintStatusResponse>(
          { url: `/orders/${id}/print-status`, method: 'PUT', body },
          api,
          extra,
        ),
      invalidatesTags: orderChanged,
    }),
  }),
});

export const {
  useAdminOrderQuery,
  useSubmitPrintOrderMutation,
  useRefreshPrintStatusMutation,
  useSetPrintStatusMutation,
} = printApi;

/** The interior or cover PDF download of an order's print job. */
export function printFileUrl(orderId: string, kind: 'interior' | 'cover'): string {
  return `/api/orders/${orderId}/print-files/${kind}`;
}
