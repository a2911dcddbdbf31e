import { Injectable } from '@nestjs/common';
import { OutboxMessageEntity } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { JobProducer, jobIds } from '@shop/queue';
import { PinoLogger } from 'nestjs-pino';
import { LessThanOrEqual, Repository } from 'typeorm';
import { InjectRepository } from '@nestjs/typeorm';
import type { JobHandler } from '../jobs/job-handler';

/** How often queued messages without a live job are looked for, and how old they must be. */
export const MAIL_SWEEP_INTERVAL_MS = 5 * 60_000;
export const MAIL_SWEEP_AFTER_MS = 10 * 60_000;
const BATCH = 200;
const LIVE_STATES = new Set(['active', 'waiting', 'delayed', 'prioritized', 'paused']);

/**
 * A message is written before its job is enqueued; if the enqueue failed (Redis down) or the job
 * was lost, the message would wait forever. Periodically, queued messages older than
 * MAIL_SWEEP_AFTER_MS without a live job get their job back.
 */
@Injectable()
export class SweepMailHandler implements JobHandler<'mail.sweep'> {
  readonly job = 'mail.sweep' as const;

  constructor(
    @InjectRepository(OutboxMessageEntity)
    private readonly outbox: Repository<OutboxMessageEntity>,
    private readonly mailer: OrderMailer,
    private readonly jobs: JobProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SweepMailHandler.name);
  }

  async handle(): Promise<{ requeued: string[] }> {
    const stale = await this.outbox.find({
      select: { id: true },
      where: {
        status: 'queued',
        createdAt: LessThanOrEqual(new Date(Date.now() - MAIL_SWEEP_AFTER_MS)),
      },
      order: { createdAt: 'ASC' },
      take: BATCH,
    });
    const queue = this.jobs.queue('mail');
    const requeued: string[] = [];
    for (const { id } of stale) {
      const job = await queue.getJob(jobIds.mailSend(id));
      if (job && LIVE_STATES.has(await job.getState())) continue;
      await this.mailer.enqueue(id, { replace: true });
      requeued.push(id);
    }
    if (requeued.length) this.logger.warn({ requeued }, 'Re-enqueued e-mails whose job was lost');
    return { requeued };
  }

  /** The repeatable schedule (one scheduler id however many workers start). */
  async schedule(): Promise<void> {
    await this.jobs
      .queue('mail')
      .upsertJobScheduler(
        'mail-sweep',
        { every: MAIL_SWEEP_INTERVAL_MS },
        { name: 'mail.sweep', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }
}
