import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { baseQuery } from '../../api/baseApi';
import type { AppError } from '../../api/errors';
import { signalAdminUnauthorized } from './adminSession';

type QueryResult<T> = { data: T } | { error: AppError };

/** The app's baseQuery, plus: a 401 ends the admin session in the browser too. */
export async function adminQuery<T>(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<QueryResult<T>> {
  const result = await baseQuery(args, api, extraOptions);
  if (result.error) {
    if (result.error.status === 401) signalAdminUnauthorized();
    return { error: result.error };
  }
  return { data: result.data as T };
}
