import type { CoverDimensions } from '@shop/book';
import { createHash } from 'node:crypto';
import { controlCharacterErrors, trackingUrlSchema } from '@shop/contracts';
import { z } from 'zod';
import type { PrintFileLinks } from '../file-links';
import {
  type PrintCallback,
  PrintCallbackError,
  type PrintCallbackRequest,
  type PrintJobSnapshot,
  type PrintProvider,
  PrintProviderError,
  type PrintSubmission,
} from '../types';
import { toLuluAddress } from './address';
import { LuluClient, type LuluClientOptions } from './client';
import { LULU_SIGNATURE_HEADER, verifyLuluSignature } from './signature';
import { shopStatusOf } from './status';
import type {
  LuluCoverDimensions,
  LuluCreatePrintJob,
  LuluLineItem,
  LuluPage,
  LuluPrintJob,
} from './types';

export interface LuluProviderOptions extends LuluClientOptions {
  podPackageId: string;
  shippingLevel: string;
  contactEmail: string;
}

/** Lulu's PRINT_JOB_STATUS_CHANGED callback (the job as Lulu shows it). */
const callbackSchema = z.object({
  topic: z.string(),
  data: z
    .object({
      id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
      external_id: z.string().nullish(),
      status: z.object({
        name: z.string().min(1),
        message: z.string().nullish(),
        // The order of reports rests on it: a date that does not read makes the report unusable.
        changed: z
          .string()
          .refine((v) => LULU_TIME.test(v) && Number.isFinite(Date.parse(v)))
          .nullish(),
      }),
    })
    .passthrough(),
});

/** Lulu's timestamps: ISO 8601 with a time ("2026-11-20T10:00:00Z", "...T10:00:00.123+00:00"). */
const LULU_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A report's date, or null when it has none or none that reads. */
function changedAt(changed: string | null | undefined): Date | null {
  const time = changed && LULU_TIME.test(changed) ? Date.parse(changed) : NaN;
  return Number.isFinite(time) ? new Date(time) : null;
}

/** The first tracking link that is a web address: only http(s) links reach the family's page. */
function webLink(urls: string[] | string | null | undefined): string | null {
  for (const url of Array.isArray(urls) ? urls : [urls]) {
    const link = trackingUrlSchema.safeParse(url);
    if (link.success && link.data) return link.data;
  }
  return null;
}

/** Lulu job states that print nothing: a new submission for the same order may make a new job. */
const DEAD = new Set(['REJECTED', 'CANCELED', 'ERROR']);
const POINTS_PER = { pt: 1, inch: 72, mm: 72 / 25.4 } as const;
/** The most search pages looked through for an order's job (100 jobs a page). */
const SEARCH_PAGES = 5;

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/** A Lulu print job in the shop's terms: status, the reason of a failure, tracking, arrival. */
export function snapshotOf(job: LuluPrintJob): PrintJobSnapshot {
  const status = job.status?.name ?? 'CREATED';
  // A webhook body is outside input: a line item that is not an object is ignored, not read.
  const items = (job.line_items ?? []).filter(
    (i): i is LuluLineItem => typeof i === 'object' && i !== null,
  );
  const reasons = [job.status?.message ?? ''];
  if (DEAD.has(status)) {
    // Lulu puts the details of a rejection on the line items (errors per file).
    for (const item of items) {
      const m = item.status?.messages ?? {};
      reasons.push(...messagesOf((m as Record<string, unknown>).error));
      reasons.push(...messagesOf((m as Record<string, unknown>).printable_normalization));
    }
  }
  const shopStatus = shopStatusOf(status);
  // A state the shop has no name for yet keeps the order's status; the message names it.
  if (!shopStatus) reasons.unshift(`Print service status: ${status}.`);
  const message = [...new Set(reasons.map((r) => r.trim()).filter(Boolean))].join(' ');
  const shipped = items.find((i) => i.tracking_id || i.tracking_urls);
  const trackingUrl = webLink(shipped?.tracking_urls);
  const arrival = job.estimated_shipping_dates?.arrival_max ?? null;
  return {
    printJobId: String(job.id),
    status: shopStatus,
    message: message || null,
    changedAt: changedAt(job.status?.changed),
    trackingNumber: shipped?.tracking_id ?? null,
    trackingUrl,
    estimatedDelivery: arrival && /^\d{4}-\d{2}-\d{2}/.test(arrival) ? arrival.slice(0, 10) : null,
  };
}

/**
 * The Lulu Print API (sandbox or live by configuration). Lulu has no idempotency key, so a
 * submission first looks for a live job carrying the order's id as `external_id` and hands that
 * back instead of making a second one: a retried submission never prints twice.
 */
export class LuluPrintProvider implements PrintProvider {
  readonly name = 'lulu' as const;
  readonly remote = true;
  readonly client: LuluClient;

  constructor(
    private readonly options: LuluProviderOptions,
    private readonly links: PrintFileLinks,
  ) {
    this.client = new LuluClient(options);
  }

  async coverDimensions(interiorPageCount: number): Promise<CoverDimensions> {
    const d = await this.client.request<LuluCoverDimensions>('POST', '/cover-dimensions/', {
      pod_package_id: this.options.podPackageId,
      interior_page_count: interiorPageCount,
      unit: 'pt',
    });
    const factor = POINTS_PER[d.unit] ?? 1;
    const widthPt = Number(d.width) * factor;
    const heightPt = Number(d.height) * factor;
    if (!(widthPt > 0 && heightPt > 0))
      throw new PrintProviderError('The print service sent unreadable cover dimensions.', false);
    return { widthPt, heightPt };
  }

  /** The order's live print job, if an earlier (crashed or retried) submission made one. */
  async findJob(orderId: string): Promise<LuluPrintJob | null> {
    let page = 1;
    for (; page <= SEARCH_PAGES; page++) {
      const res = await this.client.request<LuluPage<LuluPrintJob>>(
        'GET',
        '/print-jobs/',
        undefined,
        {
          search: orderId,
          page: String(page),
          page_size: '100',
        },
      );
      // `search` matches across several fields: only an exact external_id is this order's.
      const mine = res.results.filter(
        (j) => j.external_id === orderId && !DEAD.has(j.status?.name),
      );
      if (mine.length) return mine.sort((a, b) => a.id - b.id)[0]!;
      if (!res.next) return null;
    }
    return null;
  }

  async submit(s: PrintSubmission): Promise<PrintJobSnapshot> {
    const existing = await this.findJob(s.orderId);
    if (existing) return snapshotOf(existing);
    const body: LuluCreatePrintJob = {
      contact_email: this.options.contactEmail,
      external_id: s.orderId,
      shipping_level: this.options.shippingLevel,
      shipping_address: toLuluAddress(s.recipient),
      line_items: [
        {
          external_id: s.orderId,
          title: (s.title.trim() || 'Storybook').slice(0, 255),
          quantity: 1,
          printable_normalization: {
            pod_package_id: this.options.podPackageId,
            cover: { source_url: this.links.url(s.files.coverKey) },
            interior: { source_url: this.links.url(s.files.interiorKey) },
          },
        },
      ],
    };
    const job = await this.client.request<LuluPrintJob>('POST', '/print-jobs/', body);
    return snapshotOf(job);
  }

  async status(printJobId: string): Promise<PrintJobSnapshot | null> {
    if (!/^\d+$/.test(printJobId)) return null; // not a Lulu job (e.g. printed by hand)
    const job = await this.client.request<LuluPrintJob>('GET', `/print-jobs/${printJobId}/`);
    return snapshotOf(job);
  }

  /**
   * Lulu's PRINT_JOB_STATUS_CHANGED callbacks: the `Lulu-HMAC-SHA256` signature (keyed with the
   * API client secret) over the raw body first. One status change of one job is one delivery,
   * however often Lulu sends it.
   */
  parseCallback({ rawBody, headers }: PrintCallbackRequest): PrintCallback {
    const header = headers[LULU_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!verifyLuluSignature(rawBody, signature, this.options.clientSecret))
      throw new PrintCallbackError('bad-signature', 'Invalid Lulu signature.');
    let parsed;
    try {
      const body: unknown = JSON.parse(rawBody.toString('utf8'));
      // Control characters (NUL among them, which Postgres refuses) make no report of Lulu's.
      if (controlCharacterErrors(body).length === 0) parsed = callbackSchema.safeParse(body);
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) throw new PrintCallbackError('unreadable', 'Unreadable Lulu callback.');
    const { topic, data } = parsed.data;
    if (topic !== 'PRINT_JOB_STATUS_CHANGED') return { kind: 'ignored', reason: topic };
    const job = snapshotOf(data as unknown as LuluPrintJob);
    const changed = data.status.changed ?? createHash('sha256').update(rawBody).digest('hex');
    return {
      kind: 'status',
      job,
      orderId: data.external_id ?? null,
      eventId: `${job.printJobId}:${data.status.name}:${changed}`,
    };
  }
}
