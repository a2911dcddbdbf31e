import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { OutboxRepository } from '@shop/db';
import { HELD_REASONS, messageIdFor } from '@shop/mail';
import type { JobPayload } from '@shop/queue';
import { type Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { Transporter } from 'nodemailer';
import type { JobHandler } from '../jobs/job-handler';
import { MAIL_TRANSPORT } from './mail-transport';

export type SendMailResult = 'sent' | 'already-sent' | 'held' | 'busy' | 'not-queued';

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

/**
 * Sends one outbox message. The row is locked while it is sent, so two jobs for one message
 * can't both send it; what happened (sent, held, each failed attempt and its error) is written
 * to the row, which the operator reads in the admin. A failure is thrown after it is recorded,
 * so BullMQ retries with exponential backoff (MAIL_ATTEMPTS, MAIL_BACKOFF_MS).
 */
@Injectable()
export class SendMailHandler implements JobHandler<'mail.send'>, OnModuleDestroy {
  readonly job = 'mail.send' as const;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter | null,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SendMailHandler.name);
  }

  async handle({ outboxId }: JobPayload<'mail.send'>, job: Job): Promise<SendMailResult> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const outcome = await this.outbox.sendLocked(outboxId, async (message) => {
      const row = message.row;
      if (row.status === 'sent') return { result: 'already-sent' as const };
      if (row.status !== 'queued') return { result: 'not-queued' as const };
      const heldFor = !this.transport
        ? HELD_REASONS.noSmtp
        : !row.to
          ? HELD_REASONS.noOperator
          : null;
      if (heldFor || !this.transport) {
        await message.hold(heldFor);
        return { result: 'held' as const };
      }
      try {
        await this.transport.sendMail({
          from: this.config.MAIL_FROM,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: row.headers ?? undefined,
          messageId: messageIdFor(row.id, this.config.PUBLIC_URL),
        });
      } catch (err) {
        await message.attemptFailed(errorText(err), lastAttempt);
        return { error: err };
      }
      await message.sent();
      return { result: 'sent' as const };
    });
    if (outcome === 'missing') throw new UnrecoverableError(`No outbox message ${outboxId}`);
    if (outcome === 'busy') return 'busy';
    if ('error' in outcome) {
      this.logger.warn(
        { outboxId, attempt: job.attemptsMade + 1, err: outcome.error },
        'E-mail not sent',
      );
      throw outcome.error;
    }
    if (outcome.result === 'sent') this.logger.info({ outboxId }, 'E-mail sent');
    return outcome.result;
  }

  /** Out of attempts (or a payload that can never work): the message is marked failed. */
  async onFinalFailure(
    { outboxId }: JobPayload<'mail.send'>,
    _job: Job,
    error: unknown,
  ): Promise<void> {
    await this.outbox.failIfQueued(outboxId, errorText(error));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
