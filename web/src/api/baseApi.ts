import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { formatHttpError, requestError, type AppError } from './errors';
import { notifyUnauthorized } from './unauthorized';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // The API keeps the visitor's stories behind a signed httpOnly cookie: always send it.
  credentials: 'include',
  // JSON or text by the response's content type, so an empty or non-JSON error body still
  // yields a readable message.
  responseHandler: 'content-type',
});

/**
 * fetchBaseQuery with readable error messages ("status: body"), no retries; a 401 tells the
 * signed-in pages that the session is over (./unauthorized).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
    if (error.status === 401) notifyUnauthorized();
    return {
      error: formatHttpError(error.status, error.data, result.meta?.response?.statusText),
      meta: result.meta,
    };
  }
  // FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return {
    error: requestError(status, 'error' in error ? error.error : 'Request failed'),
    meta: result.meta,
  };
};

/**
 * The one RTK Query API of the app. Features inject their endpoints (`baseApi.injectEndpoints`).
 * No refetch on focus or reconnect, data never goes stale by itself, unused data is dropped
 * after 5 minutes. Every cache tag type is declared here, once.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Story',
    'StoryList',
    'StoryVersions',
    'BookPreview',
    'Illustrations',
    'IllustrationRun',
    'AdminOrders',
    'AdminOrder',
    'AdminOrderHistory',
    'AdminStories',
    'ContactMessages',
    'Outbox',
    'Subscribers',
  ],
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
