import { Injectable } from '@nestjs/common';
import { OutboxRepository } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { JobProducer } from '@shop/queue';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

/** How old a queued message must be before it counts as lost. */
const MAIL_SWEEP_AFTER_MS = 10 * 60_000;
const BATCH = 200;

/**
 * A message is written before its job is enqueued; if the enqueue failed (Redis down) or the job
 * was lost, the message would wait forever. Periodically, queued messages older than
 * MAIL_SWEEP_AFTER_MS without a live job get their job back.
 */
@Injectable()
export class SweepMailHandler implements JobHandler<'mail.sweep'> {
  readonly job = 'mail.sweep' as const;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mailer: OrderMailer,
    private readonly jobs: JobProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SweepMailHandler.name);
  }

  async handle(): Promise<{ requeued: string[] }> {
    const stale = await this.outbox.queuedSince(new Date(Date.now() - MAIL_SWEEP_AFTER_MS), BATCH);
    const requeued: string[] = [];
    for (const id of stale) {
      if ((await this.mailer.enqueue(id)) === 'enqueued') requeued.push(id);
    }
    if (requeued.length) this.logger.warn({ requeued }, 'Re-enqueued e-mails whose job was lost');
    return { requeued };
  }
}
