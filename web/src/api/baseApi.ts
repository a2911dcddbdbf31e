import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { formatHttpError, type AppError } from './errors';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // The API keeps the visitor's stories behind a signed httpOnly cookie: always send it.
  credentials: 'include',
  // Spec §7: the body comes back as text first so an empty or non-JSON error body still
  // yields a readable message.
  responseHandler: 'content-type',
});

/** fetchBaseQuery with spec §8 error messages ("status: body"). No retries (spec §7). */
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
    error: { status, message: `${status}: ${'error' in error ? error.error : 'Request failed'}` },
    meta: result.meta,
  };
};

/**
 * The one RTK Query API of the app. Features inject their endpoints (`baseApi.injectEndpoints`).
 * Spec §7 defaults: no refetch on focus or reconnect, data never goes stale by itself,
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
