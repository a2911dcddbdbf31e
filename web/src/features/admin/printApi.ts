import {
  type AdminOrder,
  isPrintSettling,
  type PrintStatusResponse,
  type SetPrintStatusInput,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

/** A print action's answer refreshes the lists, the order and its history. */
const orderChanged = (_r: unknown, _e: unknown, { id }: { id: string }) => [
  'AdminOrders' as const,
  { type: 'AdminOrder' as const, id },
  { type: 'AdminOrderHistory' as const, id },
];

/** Print fulfilment: submit, the order while it settles, the status now, manual reports. */
export const printApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One order, polled while its print submission settles. */
    adminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminOrder', id }],
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Settled: the lists show the outcome too (and the polling, driven by them, stops).
          if (!isPrintSettling(data.printStatus))
            dispatch(baseApi.util.invalidateTags(['AdminOrders', 'AdminOrderHistory']));
        } catch {
          // The query's own error state shows it.
        }
      },
    }),
    /** 202 at once with the order (printStatus SUBMITTING); the worker does the rest. */
    submitPrintOrder: build.mutation<AdminOrder, { id: string }>({
      query: ({ id }) => ({ url: `/orders/${id}/print`, method: 'POST' }),
      invalidatesTags: orderChanged,
    }),
    refreshPrintStatus: build.mutation<PrintStatusResponse, { id: string }>({
      query: ({ id }) => `/orders/${id}/print-status`,
      invalidatesTags: orderChanged,
    }),
    setPrintStatus: build.mutation<PrintStatusResponse, SetPrintStatusInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/orders/${id}/print-status`, method: 'PUT', body }),
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
