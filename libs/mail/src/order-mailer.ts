import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { MailKind } from '@shop/contracts';
import { MailSourceRepository, OutboxRepository } from '@shop/db';
import { type EnsureOutcome, JobProducer, jobIds } from '@shop/queue';
import type { MailSubject } from './compose';
import { writeOutbox } from './outbox';

/**
 * The shop's e-mails, for whoever changes an order or receives a message (API and worker alike;
 * the shipped notice is an effect of the order's transition, see ShippedMailEffect):
 * each call writes the message to the outbox once per kind and subject, then enqueues its
 * sending on the `mail` queue. Call it after the change has committed. It never throws: a failure
 * is logged, and a message left queued is picked up again by `mail.sweep`.
 */
@Injectable()
export class OrderMailer {
  private readonly logger = new Logger(OrderMailer.name);

  constructor(
    private readonly sources: MailSourceRepository,
    private readonly outbox: OutboxRepository,
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The order is paid: confirmation with the book, address, amounts and the status link. */
  orderConfirmation(orderId: string): Promise<string | null> {
    return this.send('order_confirmation', { orderId });
  }

  /** A contact message was saved: the operator's notice (reply goes to the visitor). */
  contactNotice(contactMessageId: string): Promise<string | null> {
    return this.send('contact_notice', { contactMessageId });
  }

  /** A new newsletter subscriber: the welcome with the unsubscribe link (once per subscriber). */
  newsletterWelcome(newsletterSubscriberId: string): Promise<string | null> {
    return this.send('newsletter_welcome', { newsletterSubscriberId });
  }

  /** The outbox message's id, or null when there was nothing to send or writing failed. */
  async send(kind: MailKind, subject: MailSubject): Promise<string | null> {
    try {
      // Composed from, and stored in, one snapshot of the database.
      const row = await this.sources.transaction((tx) =>
        writeOutbox(this.outbox, tx, this.config, kind, subject),
      );
      if (!row) return null;
      if (row.status === 'queued') await this.enqueue(row.id);
      return row.id;
    } catch (err) {
      this.logger.error({ err, kind, ...subject }, 'E-mail not written or not enqueued');
      return null;
    }
  }

  /**
   * The sending of a queued message runs under its deterministic id unless it is live already
   * (twice = once); a finished job of that id is replaced, so a message sent back to the queue runs.
   */
  enqueue(outboxId: string): Promise<EnsureOutcome> {
    return this.jobs.ensure(
      'mail.send',
      { outboxId },
      {
        jobId: jobIds.mailSend(outboxId),
        attempts: this.config.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.MAIL_BACKOFF_MS },
      },
    );
  }

  /** The operator's "Send again": a held or failed message goes back to the queue. */
  async requeue(outboxId: string): Promise<boolean> {
    if (!(await this.outbox.requeue(outboxId))) return false;
    await this.enqueue(outboxId);
    return true;
  }
}
