import { isIP } from 'node:net';
import {
  DEFAULT_SHOP_NAME,
  DEFAULT_SOCIAL_LINKS,
  parseSocialLinks,
  PRINT_PROVIDER_NAMES,
  type ShopIdentity,
  type SocialLink,
  TAX_PROVIDERS,
} from '@shop/contracts';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** An IPv4/IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the API may say who the client is. Trusting every hop would let a
 * client name its own IP with a forged first X-Forwarded-For entry (and so dodge every per-IP
 * limit), so this is a hop count or a list of proxy addresses: the client is the address the
 * last trusted proxy saw. `true` means one proxy (the usual single reverse proxy).
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim().toLowerCase();
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const list = value.split(',').map((a) => a.trim());
      if (list.every(isAddressOrRange)) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxies (1-10), or a comma-separated list of proxy addresses (for example 10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  });

/** The shared dev-only cookie secret; refused in production (see loadConfig). */
export const DEV_COOKIE_SECRET = 'dev-only-cookie-secret-do-not-use-in-production';

/**
 * Every setting the services read, with its default. `.env.example` lists the same names;
 * a test keeps the two in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  // HTTP
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(3000, 1).refine((p) => p < 65536, 'must be a port number'),
  PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
  TRUST_PROXY: trustProxy,
  BODY_LIMIT_BYTES: int(1_048_576, 1024),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_COOKIE_SECRET),
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  /**
   * Bearer token Prometheus sends to /metrics. Empty: /metrics is open outside production and
   * off (404) in production.
   */
  METRICS_TOKEN: z
    .string()
    .refine((v) => v === '' || v.length >= 16, 'must be empty or at least 16 characters')
    .default(''),

  // Data
  DATABASE_URL: url(['postgres:', 'postgresql:']).default(
    'postgres://postgres@127.0.0.1:5432/storybook',
  ),
  DATABASE_POOL_SIZE: int(10, 1),
  DATABASE_CONNECT_TIMEOUT_MS: int(5_000, 100),
  DATABASE_STATEMENT_TIMEOUT_MS: int(15_000, 100),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(30_000, 100),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  /** Namespaces every Redis key (queues, rate limits, sessions) so instances can share a server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('shop'),

  // Abuse limits: every story may cost money once an LLM writes it.
  STORY_RATE_LIMIT_PER_VISITOR: int(20, 1),
  STORY_RATE_LIMIT_PER_IP: int(60, 1),
  STORY_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1),

  // Operator sign-in by password. Empty hash: sign-in is off until `npm run admin:password`.
  ADMIN_PASSWORD_HASH: z
    .string()
    .regex(
      /^(scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+)?$/,
      'must be a hash printed by `npm run admin:password`',
    )
    .default(''),
  ADMIN_SESSION_IDLE_MINUTES: int(60, 1),
  ADMIN_SESSION_MAX_HOURS: int(12, 1),
  ADMIN_LOGIN_ATTEMPTS: int(10, 1),
  ADMIN_LOGIN_WINDOW_SECONDS: int(900, 1),
  // Contact form (public): messages one IP address may send per window.
  CONTACT_RATE_LIMIT_PER_IP: int(5, 1),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1),
  // Newsletter sign-up (public): sign-ups one IP address may send per window.
  NEWSLETTER_RATE_LIMIT_PER_IP: int(10, 1),
  NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1),
  // "My stories on any device" (public): links one IP address, and one e-mail address, may ask
  // for per window; and links one IP address may fail to open per window.
  MY_STORIES_LINK_RATE_LIMIT_PER_IP: int(10, 1),
  MY_STORIES_LINK_RATE_LIMIT_PER_EMAIL: int(3, 1),
  MY_STORIES_CLAIM_FAILURES_PER_IP: int(20, 1),
  MY_STORIES_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1),

  // Order status page (public, unguessable links): lookups one IP address may make per window.
  ORDER_STATUS_RATE_LIMIT_PER_IP: int(120, 1),
  ORDER_STATUS_RATE_LIMIT_WINDOW_SECONDS: int(600, 1),
  // Corrections to a story's text (each one rebuilds the book preview): per visitor and window.
  STORY_EDIT_RATE_LIMIT_PER_VISITOR: int(30, 1),
  STORY_EDIT_RATE_LIMIT_WINDOW_SECONDS: int(3600, 1),

  // Mail: order confirmations, shipping notices, the operator's contact notices. Sent by the
  // `mail` queue's jobs; without SMTP_URL every message is kept, held, in the admin's outbox.
  SMTP_URL: z
    .string()
    .refine(
      (v) => v === '' || /^smtps?:\/\/[^/]/.test(v),
      'must be empty or smtp://... or smtps://...',
    )
    .default(''),
  MAIL_FROM: z.string().min(3).default('Storybook Shop <orders@storybook.example>'),
  /** Where the operator's notices go (new contact messages); empty: they are held in the outbox. */
  OPERATOR_EMAIL: z
    .string()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address')
    .default(''),
  /** Attempts to send one message before it is marked failed (exponential backoff between). */
  MAIL_ATTEMPTS: int(8, 1),
  MAIL_BACKOFF_MS: int(30_000, 0),
  /** Timeout of one SMTP connection step (connect, greeting, each command), in ms. */
  SMTP_TIMEOUT_MS: int(20_000, 100),

  // The shop's identity: the pages, the e-mails and the printed book name the shop with these.
  SHOP_NAME: z
    .string()
    .trim()
    .min(1)
    .max(80, 'must be at most 80 characters')
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001F\u007F-\u009F]/.test(v), 'must not contain control characters')
    .default(DEFAULT_SHOP_NAME),
  /** The address families may write to (pages, e-mails' Reply-To); empty: the contact form only. */
  SHOP_CONTACT_EMAIL: z
    .union([z.literal(''), z.email({ error: 'must be an e-mail address' })])
    .default(''),
  /** The footer's social links: URLs separated by commas, a JSON list, or "none". */
  SHOP_SOCIAL_LINKS: z
    .string()
    .default(DEFAULT_SOCIAL_LINKS)
    .transform((v, ctx): SocialLink[] => {
      try {
        return parseSocialLinks(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),

  // Workers
  WORKER_QUEUES: z.string().default('story,illustration,book,print,mail,tax,retention'),
  // Jobs one worker process runs at once, per queue. Measured with bench/worker-concurrency.sweep.ts
  // (200 stories at once, pictures on, 2 cores): 1 → 8, 4 → 15, 8 → 14, 16 → 18 stories/s. Four
  // overlaps a story's database and Redis round trips; more adds little and draws more pictures
  // at once.
  WORKER_CONCURRENCY: int(4, 1),
  JOB_ATTEMPTS: int(3, 1),
  JOB_BACKOFF_MS: int(2000, 0),
  WORKER_LOCK_DURATION_MS: int(30_000, 1000),
  WORKER_STALLED_INTERVAL_MS: int(30_000, 500),
  /** How often a worker checks that every periodic job still has its schedule in Redis. */
  SCHEDULE_CHECK_INTERVAL_MS: int(15_000, 500),
  STORY_RECONCILE_INTERVAL_MS: int(60_000, 1000),
  /** A story still queued or generating after this long with no live job is re-enqueued. */
  STORY_RECONCILE_AFTER_MS: int(120_000, 0),
  /** Paces the built-in engine's progress steps (0 = full speed); for demos and crash tests. */
  STORY_ENGINE_STEP_DELAY_MS: int(0, 0),

  // Story text provider
  STORY_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_BASE_URL: url(['http:', 'https:']).default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().default(''),
  STORY_MODEL: z.string().min(1).default('gpt-4o-mini'),
  STORY_TIMEOUT_MS: int(90_000, 1000),
  STORY_MAX_TOKENS: int(6000, 256),
  STORY_FALLBACK_TO_BUILTIN: bool(true),

  // Illustrations: the built-in illustrator (offline) or an OpenAI-compatible images endpoint.
  ILLUSTRATION_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  IMAGES_BASE_URL: url(['http:', 'https:']).default('https://api.openai.com/v1'),
  IMAGES_API_KEY: z.string().default(''),
  IMAGES_MODEL: z.string().min(1).default('gpt-image-1'),
  IMAGES_SIZE: z
    .enum(['1024x1024', '1536x1024', '1024x1536', '1792x1024', '1024x1792', 'auto'])
    .default('1024x1024'),
  IMAGES_TIMEOUT_MS: int(120_000, 1000),
  /** Retries of one image request by the SDK (connection errors, 408, 409, 429, 5xx). */
  IMAGES_MAX_RETRIES: int(2, 0),
  /** Paid image calls one story may use in its lifetime (retries included). */
  IMAGES_MAX_CALLS_PER_STORY: int(40, 1),
  /** Worker threads that rasterise pictures (SVG to PNG/WebP, upscaling), off the event loop. */
  ILLUSTRATION_RENDER_THREADS: int(1, 1),
  /** Largest uploaded image, in bytes of the decoded file (the request may be a third larger). */
  UPLOAD_MAX_BYTES: int(10_485_760, 1024),
  /** Most pixels (width x height) an uploaded image may declare: stops decompression bombs. */
  UPLOAD_MAX_PIXELS: int(40_000_000, 1),

  // File storage (pictures, PDFs): a local directory (one machine) or an S3-compatible bucket.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).default('storage'),
  S3_BUCKET: z
    .string()
    .regex(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, 'must be an S3 bucket name')
    .default(''),
  /** AWS region of the bucket; Cloudflare R2 takes "auto", MinIO any (us-east-1). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Empty: AWS S3 itself; otherwise the store's address (MinIO, R2, ...). */
  S3_ENDPOINT: z
    .string()
    .refine((v) => v === '' || /^https?:\/\/[^/]/.test(v), 'must be empty or an http(s) URL')
    .default(''),
  /** Empty key id: the AWS SDK's own credential chain (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** `<endpoint>/<bucket>/<key>` addresses, as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: bool(false),
  /** Put before every object key, so several shops can share one bucket (e.g. "shop1/"). */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be empty or folder names each ending in /')
    .default(''),
  /** How long the store's own signed download links (print files sent on) stay valid. */
  S3_SIGNED_URL_TTL_SECONDS: int(900, 1).refine((s) => s <= 604_800, 'must be 7 days or less'),

  // Card payments (Stripe). Without both keys checkout answers "payments not configured".
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^((sk|rk)_[A-Za-z0-9_]+)?$/, 'must be a Stripe secret key (sk_... or rk_...)')
    .default(''),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^(pk_[A-Za-z0-9_]+)?$/, 'must be a Stripe publishable key (pk_...)')
    .default(''),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^(whsec_[A-Za-z0-9_]+)?$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .default(''),
  /** Overrides of Stripe's API address, for a local fake (empty: api.stripe.com). */
  STRIPE_API_HOST: z.string().default(''),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['https', 'http']).default('https'),
  /**
   * Who computes sales tax: `table` (state base rates, offline) or `stripe` (Stripe Tax, with
   * local rates and the registrations of the Stripe account; needs STRIPE_SECRET_KEY).
   */
  TAX_PROVIDER: z.enum(TAX_PROVIDERS).default('table'),
  /** Ship-to states where the `table` provider collects sales tax: "all", "none" or codes like "CA,NY,TX". */
  TAX_COLLECT_STATES: z
    .string()
    .regex(
      /^(all|none|[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*)$/,
      'must be all, none or two-letter state codes separated by commas',
    )
    .default('all'),
  /**
   * Attempts to record a paid sale in Stripe Tax (exponential backoff between). Stripe replays
   * an answer under the sale's idempotency key for at least 24 hours, a 500 included, so the
   * defaults (1 min, doubling, 12 attempts) keep trying for about 34 hours.
   */
  TAX_RECORD_ATTEMPTS: int(12, 1),
  TAX_RECORD_BACKOFF_MS: int(60_000, 0),
  /** Whether anyone may create $0 test orders; unset: yes outside production, operator only in production. */
  TEST_ORDERS_PUBLIC: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),

  // Printing: manual (print files for the operator to send by hand) or the Lulu Print API.
  PRINT_PROVIDER: z.enum(PRINT_PROVIDER_NAMES).default('manual'),
  /** Lulu's API host: the sandbox (never printed) by default, https://api.lulu.com to print. */
  LULU_API_URL: url(['http:', 'https:']).default('https://api.sandbox.lulu.com'),
  LULU_CLIENT_KEY: z.string().default(''),
  /** Also the key of Lulu's webhook signatures (Lulu-HMAC-SHA256). */
  LULU_CLIENT_SECRET: z.string().default(''),
  LULU_POD_PACKAGE_ID: z
    .string()
    .regex(
      /^[A-Z0-9.]{20,100}$/,
      'must be a Lulu pod_package_id such as 0850X0850.FC.PRE.CW.080CW444.MXX',
    )
    .default('0850X0850.FC.PRE.CW.080CW444.MXX'),
  LULU_SHIPPING_LEVEL: z
    .enum(['MAIL', 'PRIORITY_MAIL', 'GROUND_HD', 'GROUND_BUS', 'GROUND', 'EXPEDITED', 'EXPRESS'])
    .default('MAIL'),
  /** Where Lulu writes about print jobs (the shop's, not the customer's). Required for Lulu. */
  LULU_CONTACT_EMAIL: z
    .union([z.literal(''), z.email({ error: 'must be an e-mail address' })])
    .default(''),
  LULU_TIMEOUT_MS: int(30_000, 1000),
  /** How often open print jobs are checked with the print service (backs up the callbacks). */
  PRINT_SYNC_INTERVAL_MS: int(900_000, 1000),
  /** How long the signed links to print files handed to the print service stay valid. */
  PRINT_FILE_URL_TTL_SECONDS: int(172_800, 60),

  // Families' data: what the retention job (`retention.run`) removes, and when. Unsubscribing
  // erases a newsletter address at once; the job's sweep of unsubscribed ones is the backstop.
  /** How often the retention job runs. */
  RETENTION_INTERVAL_MS: int(3_600_000, 1000),
  /** A story without an order is deleted, pictures and book files too, after this many days without a visit. */
  RETENTION_UNORDERED_STORY_DAYS: int(180, 1),
  /**
   * A story its parent deleted while it had an order is kept for the order; it goes (and the
   * orders lose the child's details) this many days after its last order was delivered or cancelled.
   */
  RETENTION_ORDERED_STORY_DAYS: int(30, 0),
  /** Contact messages are deleted this many days after they were sent. */
  RETENTION_CONTACT_MESSAGE_DAYS: int(365, 1),
  /** Orders (buyer's name, address, e-mails) are deleted this many years after they were placed. */
  RETENTION_ORDER_YEARS: int(7, 1),
});

export type Config = z.output<typeof envSchema>;
export type ConfigInput = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/** The shop's identity as the configuration sets it. */
export function shopIdentity(
  config: Pick<Config, 'SHOP_NAME' | 'SHOP_CONTACT_EMAIL' | 'SHOP_SOCIAL_LINKS'>,
): ShopIdentity {
  return {
    name: config.SHOP_NAME,
    contactEmail: config.SHOP_CONTACT_EMAIL || null,
    socialLinks: config.SHOP_SOCIAL_LINKS,
  };
}
