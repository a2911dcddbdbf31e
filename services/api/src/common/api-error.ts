import { HttpException, HttpStatus } from '@nestjs/common';
import { type ApiError, type FieldError, REQUEST_TEXTS } from '@shop/contracts';
import { isServiceUnavailable } from '@shop/queue';
import { errorCodes } from 'fastify';
import { STATUS_CODES } from 'node:http';

export interface ApiErrorResponse {
  status: number;
  body: ApiError;
  headers: Record<string, string>;
}

/** A 400 whose details name each field with its validation message. */
export class ValidationException extends HttpException {
  constructor(readonly details: FieldError[]) {
    super({ message: details.map((d) => d.message).join('; '), details }, HttpStatus.BAD_REQUEST);
  }
}

/** A 429 that tells the client when to come back. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Errors Fastify raises before a handler runs (body parsing), in words a person can act on.
 * Nest rethrows them as HttpExceptions carrying Fastify's message, so they are matched by it.
 */
const FRIENDLY: [new () => Error, string][] = [
  [errorCodes.FST_ERR_CTP_BODY_TOO_LARGE, 'The request body is too large.'],
  [errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE, REQUEST_TEXTS.jsonOnly],
  [errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY, 'The request body is empty; send a JSON object.'],
  [errorCodes.FST_ERR_CTP_INVALID_JSON_BODY, 'The request body is not valid JSON.'],
];
const FASTIFY_MESSAGES = new Map(FRIENDLY.map(([E, friendly]) => [new E().message, friendly]));

/**
 * Errors the router raises before any route (a malformed percent-escape, an over-long path
 * parameter). Their messages would echo the URL back, so they get fixed sentences instead.
 */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address of this request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address of this request is too long.' },
};

/**
 * Nest's answer for a path no route matches ("Cannot GET /api/…") would echo the whole URL back,
 * however long: it gets a fixed sentence instead.
 */
const UNMATCHED_ROUTE = /^Cannot [A-Z]+ \//;
const UNMATCHED_ROUTE_MESSAGE = 'There is nothing at this address.';

const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a minute.';

function errorName(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Maps anything thrown while serving a request to the one error shape of the API
 * (`{statusCode, error, message, details?}`). Unknown errors become a 500
 * without internals; bad input never does.
 */
export function toApiError(err: unknown): ApiErrorResponse {
  const headers: Record<string, string> = {};
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const response = err.getResponse();
    let message = err.message;
    let details: FieldError[] | undefined;
    if (typeof response === 'object' && response !== null) {
      const r = response as { message?: unknown; details?: FieldError[] };
      if (typeof r.message === 'string') message = FASTIFY_MESSAGES.get(r.message) ?? r.message;
      else if (Array.isArray(r.message)) message = r.message.join('; ');
      details = r.details;
    } else if (typeof response === 'string') {
      message = FASTIFY_MESSAGES.get(response) ?? response;
    }
    if (status === 404 && UNMATCHED_ROUTE.test(message)) message = UNMATCHED_ROUTE_MESSAGE;
    if (err instanceof TooManyRequestsException)
      headers['retry-after'] = String(err.retryAfterSeconds);
    return {
      status,
      headers,
      body: {
        statusCode: status,
        error: errorName(status),
        message,
        ...(details ? { details } : {}),
      },
    };
  }
  if (isServiceUnavailable(err)) {
    headers['retry-after'] = '30';
    return {
      status: 503,
      headers,
      body: { statusCode: 503, error: errorName(503), message: UNAVAILABLE_MESSAGE },
    };
  }
  const e = err as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  const routerError = typeof e?.code === 'string' ? ROUTER_ERRORS[e.code] : undefined;
  if (routerError) {
    const { status, message } = routerError;
    return { status, headers, body: { statusCode: status, error: errorName(status), message } };
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const raw = String(e?.message ?? errorName(status));
    const message = FASTIFY_MESSAGES.get(raw) ?? raw;
    return { status, headers, body: { statusCode: status, error: errorName(status), message } };
  }
  return {
    status: 500,
    headers,
    body: {
      statusCode: 500,
      error: errorName(500),
      message: 'Something went wrong on our side. Please try again.',
    },
  };
}
