import type {
  CheckoutConfig,
  CreatePaymentIntentInput,
  OrderCompletionResponse,
  PaymentCompleteInput,
  PaymentIntentResponse,
  TestOrderInput,
  TestOrderResponse,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether payments are set up, and the publishable key (never a build-time constant). */
    getCheckoutConfig: build.query<CheckoutConfig, void>({
      query: () => '/checkout/config',
    }),
    /** The server prices the book and tax; the `amount` sent is ignored. */
    createPaymentIntent: build.mutation<PaymentIntentResponse, CreatePaymentIntentInput>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    paymentComplete: build.mutation<OrderCompletionResponse, PaymentCompleteInput>({
      query: (body) => ({ url: '/payment-complete', method: 'POST', body }),
    }),
    createTestOrder: build.mutation<
      TestOrderResponse,
      TestOrderInput & { collaborative?: boolean }
    >({
      query: ({ collaborative, ...body }) => ({
        url: collaborative ? '/test/create-collaborative-order' : '/test/create-order',
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useGetCheckoutConfigQuery,
  useCreatePaymentIntentMutation,
  usePaymentCompleteMutation,
  useCreateTestOrderMutation,
} = checkoutApi;
