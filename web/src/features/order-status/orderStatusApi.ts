import type { OrderStatusView } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const orderStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The buyer's view of an order, by the reference in the status link. */
    getOrderStatus: build.query<OrderStatusView, string>({
      query: (orderRef) => `/orders/status/${encodeURIComponent(orderRef)}`,
    }),
  }),
});

export const { useGetOrderStatusQuery } = orderStatusApi;
