import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { OrderTaxRepository } from '@shop/db';
import { JobProducer, JOBS, taxRecordJobOptions } from '@shop/queue';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

/** How old an unrecorded paid order must be before its job counts as lost (it had its chance). */
const TAX_SWEEP_AFTER_MS = 15 * 60_000;
/** Stripe Tax calculations expire after 90 days: an older order can't be recorded from its own. */
const CALCULATION_LIFETIME_MS = 90 * 24 * 3_600_000;
const BATCH = 200;

/**
 * A paid order's `tax.record` job is added after the payment committed; if Redis did not take it
 * (or lost it), the sale would never reach Stripe Tax. Periodically, paid orders with a
 * calculation and no transaction, older than TAX_SWEEP_AFTER_MS, get their job if they have none.
 * A job that failed stays until BullMQ prunes it (14 days), and is then tried once more.
 */
@Injectable()
export class SweepTaxHandler implements JobHandler<'tax.sweep'> {
  readonly job = 'tax.sweep' as const;

  constructor(
    private readonly orders: OrderTaxRepository,
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SweepTaxHandler.name);
  }

  async handle(): Promise<{ enqueued: string[] }> {
    const now = Date.now();
    const unrecorded = await this.orders.unrecorded(
      new Date(now - CALCULATION_LIFETIME_MS),
      new Date(now - TAX_SWEEP_AFTER_MS),
      BATCH,
    );
    const queue = this.jobs.queue(JOBS['tax.record'].queue);
    const enqueued: string[] = [];
    for (const orderId of unrecorded) {
      const options = taxRecordJobOptions(this.config, orderId);
      if (await queue.getJob(options.jobId)) continue;
      await this.jobs.enqueue('tax.record', { orderId }, options);
      enqueued.push(orderId);
    }
    if (enqueued.length)
      this.logger.warn({ enqueued }, 'Enqueued sales tax records that were lost');
    return { enqueued };
  }
}
