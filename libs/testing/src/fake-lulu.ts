import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { readBody } from './read-body';

/**
 * A local stand-in for Lulu's Print API, for tests: an HTTP server on 127.0.0.1 that speaks
 * Lulu's wire format (client-credentials token with Basic auth, Bearer calls, paths ending in
 * `/`, `{field: [messages]}` 400s) and keeps print jobs in memory. Like Lulu it DOWNLOADS the
 * interior and cover from the job's source URLs and checks them (readable PDF, page count, page
 * size, cover size = its own cover-dimensions answer): a bad file REJECTS the job. Test hooks
 * move a job along (IN_PRODUCTION, SHIPPED with tracking ...) and deliver signed webhooks.
 *
 *   const lulu = await startFakeLulu({ webhookUrl });
 *   config: PRINT_PROVIDER=lulu LULU_API_URL=lulu.url LULU_CLIENT_KEY=lulu.clientKey
 *           LULU_CLIENT_SECRET=lulu.clientSecret LULU_CONTACT_EMAIL=ops@shop.example
 */

const FAKE_LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';

interface FakeLuluStatus {
  name: string;
  message: string;
  changed: string;
}

interface FakeLuluLineItem {
  id: number;
  external_id: string | null;
  title: string;
  quantity: number;
  printable_id: null;
  printable_normalization: {
    pod_package_id: string;
    cover: { source_url: string; page_count: number | null; job_id: null; normalized_file: null };
    interior: {
      source_url: string;
      page_count: number | null;
      job_id: null;
      normalized_file: null;
    };
  };
  status: { name: string; messages: Record<string, unknown> };
  tracking_id: string | null;
  tracking_urls: string[];
  carrier_name: string | null;
}

interface FakeLuluJob {
  id: number;
  order_id: string;
  external_id: string | null;
  contact_email: string;
  date_created: string;
  date_modified: string;
  production_delay: number;
  production_due_time: null;
  shipping_level: string;
  shipping_option_level: string;
  shipping_address: Record<string, unknown> & { warnings: unknown[] };
  estimated_shipping_dates: {
    arrival_min: string;
    arrival_max: string;
    dispatch_min: string;
    dispatch_max: string;
  };
  costs: Record<string, unknown>;
  status: FakeLuluStatus;
  line_items: FakeLuluLineItem[];
  tax_country: string;
}

interface FakeLuluRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface SetStatusOptions {
  message?: string;
  /** SHIPPED: tracking number and URL (defaults are made up). */
  trackingId?: string;
  trackingUrl?: string;
  /** Also POST the signed PRINT_JOB_STATUS_CHANGED webhook (default true when a URL is set). */
  notify?: boolean;
}

interface WebhookDelivery {
  status: number;
  body: string;
  payload: string;
  signature: string;
}

interface SendWebhookOptions {
  url?: string;
  /** The digest's encoding in the header (Lulu does not say which it sends). */
  encoding?: 'hex' | 'base64';
  /** Signing key (default: the client secret); a wrong one forges the signature. */
  secret?: string;
  /** Send exactly this body (replays, tampering). */
  payload?: string;
}

export interface FakeLulu {
  url: string;
  clientKey: string;
  clientSecret: string;
  webhookUrl: string | undefined;
  jobs: Map<number, FakeLuluJob>;
  requests: FakeLuluRequest[];
  /** Token requests that got a token. */
  tokensIssued: number;
  /** Lifetime of new tokens, seconds (Lulu: 3600). */
  tokenTtlSeconds: number;
  /** The cover size for 24 pages in points (19.0 x 10.25 in), as Lulu's cover-dimensions says. */
  coverSize(pageCount: number): { width: number; height: number };
  /** Interior page count the product accepts (the cover dimensions were asked for it). */
  expectedPageCount: number;
  job(id: number | string): FakeLuluJob;
  /** Resolves when the job's files were downloaded and checked (UNPAID or REJECTED). */
  validated(id: number | string): Promise<FakeLuluJob>;
  /** Every access token issued so far stops working (Lulu revoked or expired them early). */
  revokeTokens(): void;
  /** The next POST /print-jobs/ creates the job, then drops the connection without an answer. */
  dropNextCreateResponse(): void;
  setStatus(id: number | string, name: string, options?: SetStatusOptions): Promise<FakeLuluJob>;
  webhookPayload(id: number | string): string;
  sign(payload: string, encoding?: 'hex' | 'base64', secret?: string): string;
  sendWebhook(id: number | string, options?: SendWebhookOptions): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

/** Lulu's 8.5 x 8.5 in casewrap hardcover: the one product the fake knows. */
export const FAKE_LULU_POD_PACKAGE = '0850X0850.FC.PRE.CW.080CW444.MXX';
const SHIPPING_LEVELS = [
  'MAIL',
  'PRIORITY_MAIL',
  'GROUND_HD',
  'GROUND_BUS',
  'GROUND',
  'EXPEDITED',
  'EXPRESS',
];
const PHONE = /^\+?[\d\s\-./()]{8,20}$/;
const TRIM_PT = 630; // 8.5 in + 2 x 0.125 in bleed
const TOLERANCE_PT = 1;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Field errors of a print-job request, in Lulu's `{field: [messages]}` shape. */
function validateCreate(body: Record<string, unknown>): Record<string, unknown> | null {
  const errors: Record<string, unknown> = {};
  const required = 'This field is required.';
  if (typeof body.contact_email !== 'string' || !/^\S+@\S+\.\S+$/.test(body.contact_email))
    errors.contact_email = ['Enter a valid email address.'];
  if (!SHIPPING_LEVELS.includes(body.shipping_level as string))
    errors.shipping_level = [`"${String(body.shipping_level)}" is not a valid choice.`];
  const a = body.shipping_address as Record<string, unknown> | undefined;
  if (!a || typeof a !== 'object') errors.shipping_address = [required];
  else {
    const ae: Record<string, string[]> = {};
    for (const f of ['street1', 'city', 'country_code', 'postcode'])
      if (typeof a[f] !== 'string' || !(a[f] as string).trim()) ae[f] = [required];
    if (!a.name && !a.organization) ae.name = [required];
    if (typeof a.country_code === 'string' && !/^[A-Z]{2}$/.test(a.country_code))
      ae.country_code = ['Enter a valid ISO 3166-1 alpha-2 country code.'];
    if (['US', 'MX', 'CA', 'AU'].includes(a.country_code as string) && !a.state_code)
      ae.state_code = ['State code is required for this country.'];
    if (a.phone_number !== undefined && !PHONE.test(String(a.phone_number)))
      ae.phone_number = ['Enter a valid phone number.'];
    if (Object.keys(ae).length) errors.shipping_address = ae;
  }
  const items = body.line_items as Record<string, unknown>[] | undefined;
  if (!Array.isArray(items) || !items.length) errors.line_items = [required];
  else {
    const ie = items.map((item) => {
      const e: Record<string, unknown> = {};
      if (typeof item.quantity !== 'number' || item.quantity < 1) e.quantity = [required];
      if (typeof item.title !== 'string' || !item.title || item.title.length > 255)
        e.title = ['This field is required and at most 255 characters.'];
      const p = item.printable_normalization as Record<string, unknown> | undefined;
      const url = (x: unknown) => (x as { source_url?: unknown } | undefined)?.source_url;
      if (!p) e.printable_normalization = [required];
      else {
        if (p.pod_package_id !== FAKE_LULU_POD_PACKAGE)
          e.pod_package_id = [`Invalid pod_package_id ${String(p.pod_package_id)}.`];
        if (typeof url(p.cover) !== 'string') e.cover = [required];
        if (typeof url(p.interior) !== 'string') e.interior = [required];
      }
      return e;
    });
    if (ie.some((e) => Object.keys(e).length)) errors.line_items = ie;
  }
  return Object.keys(errors).length ? errors : null;
}

async function download(url: string, what: string): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new Error(`Could not download the ${what} file: ${String(err)}`);
  }
  if (!res.ok) throw new Error(`Could not download the ${what} file (HTTP ${res.status}).`);
  return Buffer.from(await res.arrayBuffer());
}

async function pdfPages(bytes: Buffer, what: string): Promise<{ width: number; height: number }[]> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPages().map((p) => p.getMediaBox());
  } catch {
    throw new Error(`The ${what} file is not a readable PDF.`);
  }
}

export async function startFakeLulu({
  webhookUrl,
  tokenTtlSeconds = 3600,
  expectedPageCount = 24,
}: {
  webhookUrl?: string;
  tokenTtlSeconds?: number;
  expectedPageCount?: number;
} = {}): Promise<FakeLulu> {
  const clientKey = `key_${randomBytes(6).toString('hex')}`;
  const clientSecret = `secret_${randomBytes(12).toString('hex')}`;
  const tokens = new Map<string, number>();
  const jobs = new Map<number, FakeLuluJob>();
  const validations = new Map<number, Promise<FakeLuluJob>>();
  const requests: FakeLuluRequest[] = [];
  let nextId = 1000;
  let nextLineItem = 5000;
  let dropNextCreate = false;

  const coverSize = (pageCount: number) => {
    // 8.5 x 8.5 in casewrap: 0.875 in wrap past each outer edge, stepped spine (0.25 in up to 84 pages).
    const spineIn = pageCount <= 84 ? 0.25 : 0.25 + Math.ceil((pageCount - 84) / 50) * 0.125;
    return { width: (2 * 8.5 + spineIn + 2 * 0.875) * 72, height: (8.5 + 2 * 0.875) * 72 };
  };

  const getJob = (id: number | string): FakeLuluJob => {
    const job = jobs.get(Number(id));
    if (!job) throw new HttpError(404, { detail: 'Not found.' });
    return job;
  };

  const touch = (job: FakeLuluJob, name: string, message: string) => {
    const now = new Date();
    // Strictly later than the last change, even within one millisecond.
    const last = Date.parse(job.status.changed);
    const changed = new Date(Math.max(now.getTime(), last + 1));
    job.status = { name, message, changed: changed.toISOString() };
    job.date_modified = changed.toISOString();
  };

  const webhookPayload = (id: number | string) =>
    JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: getJob(id) });

  const sign = (payload: string, encoding: 'hex' | 'base64' = 'hex', secret = clientSecret) =>
    createHmac('sha256', Buffer.from(secret, 'utf8')).update(payload, 'utf8').digest(encoding);

  const sendWebhook = async (id: number | string, options: SendWebhookOptions = {}) => {
    const target = options.url ?? fake.webhookUrl;
    if (!target) throw new Error('No webhook URL: pass one to startFakeLulu or sendWebhook');
    const payload = options.payload ?? webhookPayload(id);
    const signature = sign(payload, options.encoding ?? 'hex', options.secret ?? clientSecret);
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Lulu-HMAC-SHA256': signature },
      body: payload,
    });
    return { status: res.status, body: await res.text(), payload, signature };
  };

  const notify = async (job: FakeLuluJob, wanted: boolean | undefined) => {
    if (wanted === false || (wanted === undefined && !fake.webhookUrl)) return;
    await sendWebhook(job.id);
  };

  const validate = async (job: FakeLuluJob): Promise<FakeLuluJob> => {
    const item = job.line_items[0]!;
    const p = item.printable_normalization;
    const errors: string[] = [];
    try {
      const interior = await pdfPages(
        await download(p.interior.source_url, 'interior'),
        'interior',
      );
      p.interior.page_count = interior.length;
      if (interior.length !== fake.expectedPageCount)
        errors.push(
          `Interior has ${interior.length} pages; this product and cover need ${fake.expectedPageCount}.`,
        );
      const odd = interior.findIndex(
        (s) =>
          Math.abs(s.width - TRIM_PT) > TOLERANCE_PT || Math.abs(s.height - TRIM_PT) > TOLERANCE_PT,
      );
      if (odd >= 0) {
        const s = interior[odd]!;
        errors.push(
          `Interior page ${odd + 1} is ${s.width.toFixed(1)} x ${s.height.toFixed(1)} pt; expected ${TRIM_PT} x ${TRIM_PT} pt (8.5 in trim with 0.125 in bleed).`,
        );
      }
      const cover = await pdfPages(await download(p.cover.source_url, 'cover'), 'cover');
      p.cover.page_count = cover.length;
      const want = coverSize(interior.length);
      if (cover.length !== 1) errors.push(`Cover has ${cover.length} pages; expected 1.`);
      const c = cover[0];
      if (
        c &&
        (Math.abs(c.width - want.width) > TOLERANCE_PT ||
          Math.abs(c.height - want.height) > TOLERANCE_PT)
      )
        errors.push(
          `Cover is ${c.width.toFixed(1)} x ${c.height.toFixed(1)} pt; expected ${want.width.toFixed(1)} x ${want.height.toFixed(1)} pt.`,
        );
    } catch (err) {
      errors.push(err instanceof Error ? err.message : String(err));
    }
    if (errors.length) {
      item.status = { name: 'REJECTED', messages: { error: errors } };
      touch(
        job,
        'REJECTED',
        'Print-job was rejected: the files do not meet the print requirements.',
      );
    } else {
      item.status = { name: 'ACCEPTED', messages: { info: 'Line-item was accepted' } };
      touch(job, 'UNPAID', 'Print-job was accepted and needs to be paid');
    }
    await notify(job, undefined).catch(() => undefined);
    return job;
  };

  const authorize = (req: IncomingMessage) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expires = m ? tokens.get(m[1]!) : undefined;
    if (!m) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
    if (expires === undefined || expires <= Date.now())
      throw new HttpError(401, { detail: 'Invalid or expired token.' });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    let body: unknown = raw;
    if ((req.headers['content-type'] ?? '').includes('application/json') && raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, { detail: 'JSON parse error.' });
      }
    }
    requests.push({ method, path, query, body });

    if (path === FAKE_LULU_TOKEN_PATH && method === 'POST') {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      const [key, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        throw new HttpError(400, {
          error: 'invalid_request',
          error_description: 'Form body expected',
        });
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
        throw new HttpError(400, { error: 'unsupported_grant_type' });
      if (key !== clientKey || secret !== clientSecret)
        throw new HttpError(401, {
          error: 'invalid_client',
          error_description: 'Invalid client credentials',
        });
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + fake.tokenTtlSeconds * 1000);
      fake.tokensIssued += 1;
      return send(res, 200, {
        access_token: token,
        expires_in: fake.tokenTtlSeconds,
        refresh_expires_in: 0,
        token_type: 'bearer',
        'not-before-policy': 0,
        scope: 'profile email',
      });
    }

    authorize(req);

    if (path === '/cover-dimensions/' && method === 'POST') {
      const b = body as { pod_package_id?: string; interior_page_count?: number; unit?: string };
      if (b?.pod_package_id !== FAKE_LULU_POD_PACKAGE)
        throw new HttpError(400, { pod_package_id: ['Invalid pod_package_id.'] });
      if (
        typeof b.interior_page_count !== 'number' ||
        b.interior_page_count < 24 ||
        b.interior_page_count > 800
      )
        throw new HttpError(400, { interior_page_count: ['Casewrap books have 24 to 800 pages.'] });
      const { width, height } = coverSize(b.interior_page_count);
      const factor = b.unit === 'inch' ? 1 / 72 : b.unit === 'mm' ? 25.4 / 72 : 1;
      return send(res, 201, {
        width: (width * factor).toFixed(3),
        height: (height * factor).toFixed(3),
        unit: b.unit ?? 'pt',
      });
    }

    if (path === '/print-jobs/' && method === 'GET') {
      const search = (query.search ?? '').toLowerCase();
      const all = [...jobs.values()].filter((j) => {
        if (!search) return true;
        const fields = [
          String(j.id),
          j.external_id ?? '',
          j.order_id,
          j.status.name,
          ...j.line_items.flatMap((i) => [String(i.id), i.external_id ?? '']),
        ];
        return fields.some((f) => f.toLowerCase().includes(search));
      });
      const page = Math.max(1, Number(query.page ?? 1));
      const size = Math.min(1000, Math.max(1, Number(query.page_size ?? 100)));
      const results = all.slice((page - 1) * size, page * size);
      const more = page * size < all.length;
      return send(res, 200, {
        count: all.length,
        next: more ? `${fake.url}/print-jobs/?page=${page + 1}&page_size=${size}` : null,
        previous: page > 1 ? `${fake.url}/print-jobs/?page=${page - 1}&page_size=${size}` : null,
        results,
      });
    }

    if (path === '/print-jobs/' && method === 'POST') {
      const b = (body ?? {}) as Record<string, unknown>;
      const errors = validateCreate(b);
      if (errors) throw new HttpError(400, errors);
      const now = new Date();
      const id = nextId++;
      const items = b.line_items as Record<string, unknown>[];
      const job: FakeLuluJob = {
        id,
        order_id: String(id * 7),
        external_id: (b.external_id as string | undefined) ?? null,
        contact_email: b.contact_email as string,
        date_created: now.toISOString(),
        date_modified: now.toISOString(),
        production_delay: (b.production_delay as number | undefined) ?? 60,
        production_due_time: null,
        shipping_level: b.shipping_level as string,
        shipping_option_level: b.shipping_level as string,
        shipping_address: { ...(b.shipping_address as object), warnings: [] },
        estimated_shipping_dates: {
          dispatch_min: isoDate(addDays(now, 2)),
          dispatch_max: isoDate(addDays(now, 4)),
          arrival_min: isoDate(addDays(now, 7)),
          arrival_max: isoDate(addDays(now, 10)),
        },
        costs: {
          total_cost_excl_tax: null,
          total_cost_incl_tax: null,
          total_tax: null,
          currency: 'USD',
        },
        status: {
          name: 'CREATED',
          message: 'Print-job is currently being validated',
          changed: now.toISOString(),
        },
        line_items: items.map((i) => {
          const p = i.printable_normalization as Record<string, { source_url: string }> & {
            pod_package_id: string;
          };
          return {
            id: nextLineItem++,
            external_id: (i.external_id as string | undefined) ?? null,
            title: i.title as string,
            quantity: i.quantity as number,
            printable_id: null,
            printable_normalization: {
              pod_package_id: p.pod_package_id,
              cover: {
                source_url: p.cover!.source_url,
                page_count: null,
                job_id: null,
                normalized_file: null,
              },
              interior: {
                source_url: p.interior!.source_url,
                page_count: null,
                job_id: null,
                normalized_file: null,
              },
            },
            status: {
              name: 'CREATED',
              messages: { info: 'Line-item is currently being validated' },
            },
            tracking_id: null,
            tracking_urls: [],
            carrier_name: null,
          };
        }),
        tax_country: (b.shipping_address as { country_code?: string }).country_code ?? 'US',
      };
      jobs.set(id, job);
      const snapshot = JSON.stringify(job);
      validations.set(id, validate(job));
      if (dropNextCreate) {
        dropNextCreate = false;
        // The job exists, but the caller never hears of it (a crash or a lost connection).
        req.socket.destroy();
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(snapshot);
      return;
    }

    const jobPath = /^\/print-jobs\/(\d+)\/(status\/)?$/.exec(path);
    if (jobPath) {
      const job = getJob(jobPath[1]!);
      if (!jobPath[2] && method === 'GET') return send(res, 200, job);
      if (jobPath[2] && method === 'GET') return send(res, 200, statusOf(job));
      if (jobPath[2] && method === 'PUT') {
        const name = (body as { name?: string })?.name;
        if (name !== 'CANCELED') throw new HttpError(400, { name: ['Only CANCELED can be set.'] });
        if (!['CREATED', 'UNPAID', 'PRODUCTION_DELAYED'].includes(job.status.name))
          throw new HttpError(400, { name: [`Cannot cancel a ${job.status.name} print-job.`] });
        touch(job, 'CANCELED', 'Print-job was canceled');
        return send(res, 200, statusOf(job));
      }
    }
    throw new HttpError(404, { detail: 'Not found.' });
  };

  const statusOf = (job: FakeLuluJob) => ({
    ...job.status,
    ...(job.status.name === 'SHIPPED'
      ? {
          line_item_statuses: job.line_items.map((i) => ({
            name: i.status.name,
            messages: {
              tracking_id: i.tracking_id,
              tracking_urls: i.tracking_urls,
              carrier_name: i.carrier_name,
            },
            line_item_id: i.id,
          })),
          print_job_id: job.id,
        }
      : {}),
  });

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof HttpError) return send(res, err.status, err.body);
      send(res, 500, { detail: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeLulu = {
    url: `http://127.0.0.1:${port}`,
    clientKey,
    clientSecret,
    webhookUrl,
    jobs,
    requests,
    tokensIssued: 0,
    tokenTtlSeconds,
    expectedPageCount,
    coverSize,
    job: getJob,
    validated: (id) => {
      const v = validations.get(Number(id));
      if (!v) throw new Error(`No print job ${id}`);
      return v;
    },
    revokeTokens: () => tokens.clear(),
    dropNextCreateResponse: () => {
      dropNextCreate = true;
    },
    async setStatus(id, name, options = {}) {
      const job = getJob(id);
      if (name === 'SHIPPED') {
        for (const item of job.line_items) {
          item.status = { name: 'SHIPPED', messages: {} };
          item.tracking_id =
            options.trackingId ?? `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
          item.tracking_urls = [
            options.trackingUrl ?? `https://tracking.example/${item.tracking_id}`,
          ];
          item.carrier_name = 'UPS';
        }
      }
      const defaults: Record<string, string> = {
        IN_PRODUCTION: 'Print-job submitted to printer',
        SHIPPED: 'All line-items were shipped',
        ERROR: 'An error occurred in production',
        CANCELED: 'Print-job was canceled',
      };
      touch(job, name, options.message ?? defaults[name] ?? `Print-job is ${name}`);
      await notify(job, options.notify);
      return job;
    },
    webhookPayload,
    sign,
    sendWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
