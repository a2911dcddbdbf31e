import { PrintProviderError } from '../types';
import { LULU_TOKEN_PATH, type LuluTokenResponse } from './types';

export interface LuluClientOptions {
  baseUrl: string;
  clientKey: string;
  clientSecret: string;
  timeoutMs: number;
  /** For tests of the token cache; defaults to the wall clock. */
  now?: () => number;
}

/** A non-2xx answer of Lulu's API. */
export class LuluApiError extends PrintProviderError {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    // 408 and 429 and 5xx may pass on a retry; any other 4xx means the request itself is wrong.
    super(message, status >= 400 && status < 500 && status !== 408 && status !== 429, status);
    this.name = 'LuluApiError';
  }
}

/** "shipping_address.phone_number: Enter a valid phone number." from Lulu's `{field: [messages]}`. */
function describeLuluErrors(body: unknown, prefix = ''): string[] {
  if (typeof body === 'string') return [prefix ? `${prefix}: ${body}` : body];
  if (Array.isArray(body)) return body.flatMap((b) => describeLuluErrors(b, prefix));
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([k, v]) => {
      const path =
        k === 'detail' || k === 'non_field_errors' ? prefix : prefix ? `${prefix}.${k}` : k;
      return describeLuluErrors(v, path);
    });
  }
  return [];
}

interface CachedToken {
  value: string;
  /** When to fetch a new one: some time before Lulu's expiry, so no request goes out with a dying token. */
  refreshAt: number;
}

/**
 * Lulu's HTTP API with the client-credentials token: fetched once, cached until shortly before it
 * expires (one fetch at a time however many calls wait), fetched again on a 401 (revoked or
 * expired early) and the call retried once.
 */
export class LuluClient {
  private token: CachedToken | null = null;
  private pending: Promise<CachedToken> | null = null;
  private readonly now: () => number;
  private readonly base: string;
  /** Token requests made (for tests and logs). */
  tokenFetches = 0;

  constructor(private readonly options: LuluClientOptions) {
    this.now = options.now ?? Date.now;
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  private async fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      throw new PrintProviderError(
        `Could not reach the print service: ${err instanceof Error ? err.message : String(err)}`,
        false,
      );
    }
  }

  private async fetchToken(): Promise<CachedToken> {
    this.tokenFetches += 1;
    const basic = Buffer.from(`${this.options.clientKey}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const res = await this.fetchWithTimeout(`${this.base}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await readBody(res);
    if (!res.ok) {
      throw new LuluApiError(
        res.status,
        body,
        `The print service refused the API keys (HTTP ${res.status}).`,
      );
    }
    const token = body as LuluTokenResponse;
    if (typeof token?.access_token !== 'string' || typeof token.expires_in !== 'number') {
      throw new PrintProviderError('The print service sent an unreadable token.', false);
    }
    // Refresh a minute early (or at half-life for short tokens).
    const margin = Math.min(60, token.expires_in / 2);
    return {
      value: token.access_token,
      refreshAt: this.now() + (token.expires_in - margin) * 1000,
    };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return this.token.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    this.token = await this.pending;
    return this.token.value;
  }

  /** Forgets the cached token (after a 401). */
  private dropToken(value: string): void {
    if (this.token?.value === value) this.token = null;
  }

  async request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const res = await this.fetchWithTimeout(url.toString(), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'cache-control': 'no-cache',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = await readBody(res);
      if (res.status === 401 && attempt === 0) {
        this.dropToken(token);
        continue;
      }
      if (!res.ok) {
        const details = describeLuluErrors(data).join('; ');
        throw new LuluApiError(
          res.status,
          data,
          `The print service answered ${res.status} to ${method} ${path}${details ? `: ${details}` : ''}`,
        );
      }
      return data as T;
    }
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 500);
  }
}
