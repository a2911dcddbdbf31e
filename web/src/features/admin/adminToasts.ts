import { errorMessage, isAppError } from '../../api/errors';

/** The server's words when it sent some ("409: This order is fulfilled..."), else the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (isAppError(error) && typeof error.status === 'number' && error.status < 500)
    return errorMessage(error);
  return fallback;
}
