import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { formatHttpError, requestError, type AppError } from './errors';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // The API keeps the visitor's stories behind a signed httpOnly cookie: always send it.
  credentials: 'include',
  // The body is read by its content type, so an empty or non-JSON error body still yields a
  // readable message.
  responseHandler: 'content-type',
});

/** fetchBaseQuery whose errors carry "status: body" and a sentence for people. No retries. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  if (typeof error.status === 'number') {
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
 * No refetch on focus or reconnect, data never goes stale by itself,
 * unused data is dropped after 5 minutes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Story', 'StoryList'],
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
