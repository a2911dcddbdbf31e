import { type FieldError, isApiError } from '@shop/contracts';

/** What every failed request turns into in the app. */
export interface AppError {
  /** HTTP status, or a name such as 'FETCH_ERROR' when no response came back. */
  status: number | string;
  /** Spec §8: "<status>: <body>" (the status text when the body is empty). */
  message: string;
  /** Per-field validation messages when the API sent them (DESIGN change 6). */
  details?: FieldError[];
}

/**
 * Spec §8: any non-OK response becomes an error whose message is the status code, a colon,
 * a space and the response body text, or the status text when the body is empty. Our API's
 * bodies are JSON errors (DESIGN change 6); their human `message` stands for the body so a
 * parent reads "429: Too many stories..." rather than raw JSON.
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
      ...(data.details ? { details: data.details } : {}),
    };
  }
  const text = typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body);
  return { status, message: `${status}: ${text.trim() || statusText || 'Error'}` };
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

/** A readable message for anything a request or mutation can throw. */
export function errorMessage(error: unknown): string {
  if (isAppError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
