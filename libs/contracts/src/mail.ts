import { z } from 'zod';

/**
 * The shop's e-mails (one of each per order, contact message, newsletter subscriber or
 * "my stories" link).
 */
export const MAIL_KINDS = [
  'order_confirmation',
  'order_shipped',
  'contact_notice',
  'newsletter_welcome',
  'my_stories_link',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  order_confirmation: 'Order confirmation',
  order_shipped: 'Order shipped',
  contact_notice: 'New contact message',
  newsletter_welcome: 'Newsletter welcome',
  my_stories_link: 'My stories link',
};

/** queued: waiting for the mail job; sent; held: not sent (no SMTP configured); failed: gave up. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'held', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  held: 'Held – not sent',
  failed: 'Failed',
};

export const OUTBOX_PAGE_SIZE = { default: 50, max: 200 } as const;

/** `GET /api/admin/outbox?page=&pageSize=&status=` */
export const outboxQuerySchema = /* @__PURE__ */ z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(OUTBOX_PAGE_SIZE.max)
    .default(OUTBOX_PAGE_SIZE.default),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxIdParamSchema = /* @__PURE__ */ z.object({
  id: z.string().uuid({ error: 'Message not found' }),
});

/** An outbox message as the operator's list shows it. */
export const outboxSummarySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  orderId: z.string().nullable(),
  contactMessageId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

/** One message opened: both versions. */
export const outboxMessageSchema = /* @__PURE__ */ outboxSummarySchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = /* @__PURE__ */ z.object({
  messages: z.array(outboxSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether the shop can send (SMTP_URL set); without it every message is held. */
  smtpConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const OUTBOX_TEXTS = {
  link: 'E-mails',
  heading: 'E-mail outbox',
  empty: 'No e-mails yet.',
  loadError: 'Error loading e-mails. Please try again.',
  notConfigured:
    'No SMTP server is configured (SMTP_URL), so e-mails are not sent: they are kept here, held.',
  /** What is left of an e-mail about a story deleted on request (it named the child). */
  redacted: 'Removed on request, with the family’s story.',
  resend: 'Send again',
  resent: 'E-mail queued',
  resendError: ['Error queuing e-mail', 'Failed to queue the e-mail.'],
} as const;
