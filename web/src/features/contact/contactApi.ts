import type { ContactConfirmation, ContactMessageInput } from '@shop/contracts';
import { baseApi } from '../../api/baseApi';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/contact` (built by the admin feature). */
    sendContactMessage: build.mutation<ContactConfirmation, ContactMessageInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
