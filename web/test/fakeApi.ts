/**
 * A fake `/api` behind `fetch` for component and API tests (jsdom has no fetch, Request or
 * Response): the real store and RTK Query run against answers the test chooses.
 */

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}
export interface FakeReply {
  status: number;
  body?: unknown;
}
export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

class FakeRequestImpl {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly signal?: AbortSignal;
  constructor(input: string | FakeRequestImpl, init: RequestInit = {}) {
    this.url = typeof input === 'string' ? input : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers as HeadersInit | undefined);
    this.body = init.body;
    this.signal = init.signal ?? undefined;
  }
  clone() {
    return this;
  }
}

class FakeResponseImpl {
  readonly headers: Headers;
  readonly ok: boolean;
  constructor(
    private readonly text_: string,
    readonly status: number,
    contentType: string,
  ) {
    this.headers = new Headers({ 'content-type': contentType });
    this.ok = status >= 200 && status < 300;
  }
  get statusText() {
    return '';
  }
  clone() {
    return new FakeResponseImpl(this.text_, this.status, this.headers.get('content-type') ?? '');
  }
  async text() {
    return this.text_;
  }
  async json() {
    return JSON.parse(this.text_) as unknown;
  }
}

/** Routes every `fetch` to `handler`; returns the list of requests seen. */
export function installFakeApi(handler: FakeHandler): FakeRequest[] {
  const seen: FakeRequest[] = [];
  Object.assign(globalThis, { Request: FakeRequestImpl, Response: FakeResponseImpl });
  globalThis.fetch = jest.fn(async (input: unknown) => {
    const req = input as FakeRequestImpl;
    const body =
      typeof req.body === 'string' && req.body ? (JSON.parse(req.body) as unknown) : undefined;
    const fake: FakeRequest = {
      method: req.method,
      url: new URL(req.url, 'http://localhost'),
      body,
    };
    seen.push(fake);
    const reply = await handler(fake);
    return new FakeResponseImpl(
      reply.body === undefined ? '' : JSON.stringify(reply.body),
      reply.status,
      'application/json; charset=utf-8',
    ) as unknown as Response;
  }) as unknown as typeof fetch;
  return seen;
}

/** The error body the API sends for `status`, with field details when given. */
export function apiError(
  status: number,
  message: string,
  details?: { field: string; message: string }[],
): FakeReply {
  const error = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[status] ?? 'Error';
  return { status, body: { statusCode: status, error, message, ...(details ? { details } : {}) } };
}
