import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { PRINT_PROVIDER, PrintOrders, type PrintProvider } from '@shop/print';
import { JobProducer, jobIds } from '@shop/queue';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

/** Print jobs asked about per run (the oldest news first; the next run takes the rest). */
const BATCH = 200;
/** A submission still SUBMITTING this long with no live job lost its job (Redis flushed ...). */
const LOST_SUBMISSION_MS = 10 * 60_000;

export interface SyncPrintResult {
  checked: number;
  applied: number;
  failed: number;
  requeued: number;
}

/**
 * `print.sync` (repeatable, PRINT_SYNC_INTERVAL_MS): asks the print service about every open
 * print job and applies what changed, so a status change whose callback never came (or was
 * refused) still reaches the order. Also gives a lost `print.submit` its job back.
 */
@Injectable()
export class SyncPrintHandler implements JobHandler<'print.sync'> {
  readonly job = 'print.sync' as const;

  constructor(
    @Inject(PRINT_PROVIDER) private readonly provider: PrintProvider,
    private readonly printOrders: PrintOrders,
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SyncPrintHandler.name);
  }

  async handle(): Promise<SyncPrintResult> {
    const result: SyncPrintResult = { checked: 0, applied: 0, failed: 0, requeued: 0 };
    result.requeued = await this.requeueLostSubmissions();
    if (!this.provider.remote) return result;
    for (const order of await this.printOrders.openJobs(this.provider.name, BATCH)) {
      result.checked += 1;
      try {
        const job = await this.provider.status(order.printOrderId!);
        if (job && (await this.printOrders.apply(order.id, job)) === 'applied') result.applied += 1;
      } catch (err) {
        // One job's trouble must not stop the others; the next run asks again.
        result.failed += 1;
        this.logger.warn(
          { err, orderId: order.id, printOrderId: order.printOrderId },
          'Print status check failed',
        );
      }
    }
    if (result.applied || result.failed) this.logger.info(result, 'Print jobs synced');
    return result;
  }

  private async requeueLostSubmissions(): Promise<number> {
    const stale = await this.printOrders.staleSubmissions(
      new Date(Date.now() - LOST_SUBMISSION_MS),
      BATCH,
    );
    let requeued = 0;
    for (const order of stale) {
      const outcome = await this.jobs.ensure(
        'print.submit',
        { orderId: order.id },
        { jobId: jobIds.printSubmit(order.id, order.printSubmissions) },
      );
      if (outcome === 'enqueued') requeued += 1;
    }
    if (requeued)
      this.logger.warn({ requeued }, 'Re-enqueued print submissions whose job was lost');
    return requeued;
  }
}
