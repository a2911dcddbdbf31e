import { APP_ERROR_TEXTS, type FieldError, isApiError } from '@shop/contracts';

/** What every failed request turns into in the app. */
export interface AppError {
  /** HTTP status, or a name such as 'FETCH_ERROR' when no response came back. */
  status: number | string;
  /** "<status>: <body>" (the status text when the body is empty): for logs and checks. */
  message: string;
  /** A sentence for people: the server's own message, or a plain one when it sent none. */
  text: string;
  /** Per-field validation messages when the API sent them. */
  details?: FieldError[];
}

/**
 * Any non-OK response becomes an error whose message is the status code, a colon, a space and
 * the response body text, or the status text when the body is empty. Our API's bodies are JSON
 * errors whose `message` is a sentence: that is the error's `text`, what the parent reads.
 */
export function formatHttpError(status: number, body: unknown, statusText = ''): AppError {
  let data: unknown = body;
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body);
    } catch {
      data = body;
    }
  }
  if (isApiError(data)) {
    return {
      status,
      message: `${status}: ${data.message}`,
      text: data.message,
      ...(data.details ? { details: data.details } : {}),
    };
  }
  const raw = typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body);
  return {
    status,
    message: `${status}: ${raw.trim() || statusText || 'Error'}`,
    text: APP_ERROR_TEXTS.request,
  };
}

/** A request that got no answer (network down, timeout) or an unreadable one. */
export function requestError(status: string | number, detail: string): AppError {
  return {
    status,
    message: `${status}: ${detail}`,
    text: status === 'FETCH_ERROR' ? APP_ERROR_TEXTS.offline : APP_ERROR_TEXTS.request,
  };
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string' &&
    'status' in value
  );
}

/** The sentence to show for anything a request or mutation can throw (never "429: ..."). */
export function errorMessage(error: unknown): string {
  if (isAppError(error))
    return typeof error.text === 'string' ? error.text : APP_ERROR_TEXTS.request;
  return APP_ERROR_TEXTS.request;
}

/** The server's words when it sent some ("409: This order is fulfilled..."), else the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (isAppError(error) && typeof error.status === 'number' && error.status < 500)
    return errorMessage(error);
  return fallback;
}
