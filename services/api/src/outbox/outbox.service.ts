import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { OutboxMessage, OutboxPage, OutboxStatus, OutboxSummary } from '@shop/contracts';
import { type OutboxListRow, OutboxRepository } from '@shop/db';
import { hideSecretLinks, OrderMailer } from '@shop/mail';

const OUTBOX_NOT_FOUND = 'Message not found';

/** A message as the operator sees it: no secret link in anything read from it (hideSecretLinks). */
function toSummary(m: OutboxListRow): OutboxSummary {
  return {
    id: m.id,
    kind: m.kind,
    orderId: m.orderId,
    contactMessageId: m.contactMessageId,
    to: m.to,
    subject: hideSecretLinks(m.subject),
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The operator's view of the e-mail outbox: every message the shop wrote, sent or not. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mailer: OrderMailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Newest first; the list leaves out the bodies. */
  async list(page: number, pageSize: number, status?: OutboxStatus): Promise<OutboxPage> {
    const { rows, total } = await this.outbox.page(page, pageSize, status);
    return {
      messages: rows.map(toSummary),
      page,
      pageSize,
      total,
      smtpConfigured: Boolean(this.config.SMTP_URL),
    };
  }

  /** Both versions, secret links hidden; the stored message (what is sent) keeps them. */
  async get(id: string): Promise<OutboxMessage> {
    const m = await this.outbox.findById(id);
    if (!m) throw new NotFoundException(OUTBOX_NOT_FOUND);
    return {
      ...toSummary(m),
      replyTo: m.replyTo,
      text: hideSecretLinks(m.text),
      html: hideSecretLinks(m.html),
    };
  }

  /** "Send again" for a held or failed message (say, once SMTP is configured). */
  async resend(id: string): Promise<OutboxMessage> {
    const status = await this.outbox.statusOf(id);
    if (!status) throw new NotFoundException(OUTBOX_NOT_FOUND);
    if (!(await this.mailer.requeue(id)))
      throw new ConflictException(
        `This e-mail is ${status}: only held or failed ones are sent again.`,
      );
    return this.get(id);
  }
}
