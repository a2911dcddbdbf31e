import { Injectable, Logger } from '@nestjs/common';
import {
  canSubmitToPrint,
  type FieldError,
  type ManualPrintStatus,
  type OrderStatus,
  PRINT_STATUS_STAGE,
  PRINT_TEXTS,
  type PrintProviderName,
  type PrintStatus,
  printStatusLabel,
} from '@shop/contracts';
import type { BookFiles } from '@shop/book';
import {
  type AfterCommit,
  allAfterCommit,
  type OrderActor,
  type OrderEntity,
  type OrderPrintPatch,
  OrderPrintRepository,
  OrderRepository,
} from '@shop/db';
import type { PrintJobSnapshot } from './types';

export type PrintRule =
  'not-found' | 'not-paid' | 'already-submitted' | 'story-deleted' | 'not-manual';

/** A print request the order's state does not allow (the API turns it into 404 / 409). */
export class PrintRuleError extends Error {
  constructor(
    readonly rule: PrintRule,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'PrintRuleError';
  }
}

/** A report about a job whose submission is still being recorded: retry it a little later. */
export class PrintJobNotRecordedYet extends Error {
  constructor() {
    super('The print job is still being recorded; send the report again later.');
    this.name = 'PrintJobNotRecordedYet';
  }
}

export type ApplyOutcome =
  'applied' | 'unchanged' | 'stale' | 'other-job' | 'not-found' | 'duplicate';

/** Whether `reported` is an earlier stage of a print job than the order's `current` status. */
function isEarlierStage(reported: PrintStatus | null, current: string | null): boolean {
  if (!reported || !current || !Object.hasOwn(PRINT_STATUS_STAGE, current)) return false;
  return PRINT_STATUS_STAGE[reported] < PRINT_STATUS_STAGE[current as PrintStatus];
}

/** Shipped orders are still asked about (for DELIVERED) this long after shipping. */
const FOLLOW_SHIPPED_DAYS = 30;

type PrintPatch = Pick<
  OrderPrintPatch,
  | 'printStatus'
  | 'printStatusMessage'
  | 'printStatusChangedAt'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'estimatedDelivery'
>;

/**
 * An order's print state, in one place for the API (submit, status now, callbacks, the
 * operator's own reports) and the worker (print.submit, print.sync). Every change runs under the
 * order's row lock; the order-history trigger records it with the actor named here. A report of
 * SHIPPED or DELIVERED moves the order's status through OrderRepository.transition (as the
 * `print` source), which also queues the shipped e-mail once.
 */
@Injectable()
export class PrintOrders {
  private readonly logger = new Logger(PrintOrders.name);

  constructor(
    private readonly orders: OrderRepository,
    private readonly printRows: OrderPrintRepository,
  ) {}

  /**
   * Marks a paid order SUBMITTING (refused unless paid and never sent, or its last job failed)
   * and counts the submission; `print.submit` then does the work. The count names the job.
   */
  requestSubmission(orderId: string): Promise<OrderEntity> {
    return this.orders.transaction('admin', async (m) => {
      const order = await this.printRows.lock(m, orderId);
      if (!order) throw new PrintRuleError('not-found', 'Order not found');
      if (order.status !== 'paid')
        throw new PrintRuleError('not-paid', PRINT_TEXTS.notPaid, [
          { field: 'status', message: `This order is ${order.status}.` },
        ]);
      if (!canSubmitToPrint(order))
        throw new PrintRuleError('already-submitted', PRINT_TEXTS.alreadySubmitted, [
          {
            field: 'printStatus',
            message: `Print status: ${printStatusLabel(order.printStatus)}${order.printOrderId ? ` (print order ${order.printOrderId})` : ''}.`,
          },
        ]);
      if (!order.storyId) throw new PrintRuleError('story-deleted', PRINT_TEXTS.storyDeleted);
      const patch = {
        printStatus: 'SUBMITTING' as const,
        printStatusMessage: null,
        printStatusChangedAt: new Date(),
        // A resubmission after a failed job starts clean (the old id stays in the history).
        printOrderId: null,
        printSubmissions: order.printSubmissions + 1,
      };
      await this.printRows.update(m, orderId, patch);
      return Object.assign(order, patch);
    });
  }

  /**
   * Stores the print job a submission made, and the provider that made it; false when the order
   * is no longer submitting.
   */
  recordSubmitted(
    orderId: string,
    provider: PrintProviderName,
    job: PrintJobSnapshot,
    files: BookFiles,
  ): Promise<boolean> {
    return this.orders.transaction('print', async (m) => {
      const order = await this.printRows.lock(m, orderId);
      if (!order || order.printStatus !== 'SUBMITTING') return false;
      await this.printRows.update(m, orderId, {
        printOrderId: job.printJobId,
        printProvider: provider,
        printInteriorKey: files.interiorKey,
        printCoverKey: files.coverKey,
        ...this.patchOf(job),
      });
      return true;
    });
  }

  /** A submission that will not be retried again: visible to the operator, who may resubmit. */
  async recordSubmissionFailure(orderId: string, reason: string): Promise<void> {
    await this.orders.transaction('print', (m) =>
      this.printRows.failSubmission(m, orderId, reason.slice(0, 2000)),
    );
  }

  private patchOf(job: PrintJobSnapshot): PrintPatch {
    const patch: PrintPatch = {
      printStatusMessage: job.message,
      printStatusChangedAt: job.changedAt ?? new Date(),
    };
    if (job.status) patch.printStatus = job.status;
    // Tracking and arrival only ever fill in: a report without them keeps what is known.
    if (job.trackingNumber) patch.trackingNumber = job.trackingNumber;
    if (job.trackingUrl) patch.trackingUrl = job.trackingUrl;
    if (job.estimatedDelivery) patch.estimatedDelivery = job.estimatedDelivery;
    return patch;
  }

  /**
   * Applies what the print provider reports about the order's print job: its status (and the
   * reason), tracking and estimated arrival; SHIPPED (or DELIVERED) ships the order. The one
   * path for the sync job, the status endpoint, the callbacks and the operator's own reports.
   * A report about another job of the order (an earlier, rejected one), or older than the last
   * applied (callbacks and the sync can cross), changes nothing.
   */
  async apply(
    orderId: string,
    job: PrintJobSnapshot,
    actor: OrderActor = 'print',
    once?: { provider: string; eventId: string },
  ): Promise<ApplyOutcome> {
    const after: AfterCommit[] = [];
    const outcome = await this.orders.transaction(actor, async (m): Promise<ApplyOutcome> => {
      // A delivery processed before (a replay or the provider's retry) changes nothing; the
      // mark is written with the effect, so a failure leaves it unprocessed for the retry.
      if (once && !(await this.printRows.markDeliveryProcessed(m, once.provider, once.eventId)))
        return 'duplicate';
      const order = await this.printRows.lock(m, orderId);
      if (!order) return 'not-found';
      // The callback outran the submission that made the job: nothing is marked processed.
      if (order.printStatus === 'SUBMITTING' && !order.printOrderId)
        throw new PrintJobNotRecordedYet();
      if (order.printOrderId !== job.printJobId) return 'other-job';
      if (job.changedAt && order.printStatusChangedAt && job.changedAt < order.printStatusChangedAt)
        return 'stale';
      if (!job.changedAt && isEarlierStage(job.status, order.printStatus)) return 'stale';
      const patch = this.patchOf(job);
      const changed = (Object.keys(patch) as (keyof PrintPatch)[]).filter((k) =>
        k === 'printStatusChangedAt'
          ? order[k]?.getTime() !== patch[k]?.getTime()
          : order[k] !== patch[k],
      );
      if (changed.length) await this.printRows.update(m, orderId, patch);
      // The book left the printer: the order ships (paid → shipped, its e-mail queued with the
      // tracking just written), and a delivered book is delivered. An order the operator moved
      // elsewhere (cancelled, say) keeps its status.
      const moves: OrderStatus[] =
        job.status === 'SHIPPED'
          ? ['shipped']
          : job.status === 'DELIVERED'
            ? ['shipped', 'delivered']
            : [];
      let moved = false;
      for (const to of moves) {
        const result = await this.orders.transition(orderId, to, 'print', {
          tx: m,
          actor,
          onRefused: 'ignore',
        });
        after.push(result.afterCommit);
        if (result.changed) {
          moved = true;
          this.logger.log({ orderId, status: to }, 'Order moved by the print service');
        }
      }
      return changed.length || moved ? 'applied' : 'unchanged';
    });
    await allAfterCommit(after)();
    return outcome;
  }

  /** The operator's own report on a manually printed order (status, tracking, arrival, a note). */
  async setManualStatus(
    orderId: string,
    input: {
      printStatus: ManualPrintStatus;
      trackingNumber?: string;
      trackingUrl?: string;
      estimatedDelivery?: string;
      message?: string;
    },
  ): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new PrintRuleError('not-found', 'Order not found');
    if (order.printProvider !== 'manual')
      throw new PrintRuleError('not-manual', PRINT_TEXTS.notManual);
    await this.apply(
      orderId,
      {
        printJobId: order.printOrderId!,
        status: input.printStatus,
        message: input.message ?? null,
        changedAt: new Date(),
        trackingNumber: input.trackingNumber ?? null,
        trackingUrl: input.trackingUrl ?? null,
        estimatedDelivery: input.estimatedDelivery ?? null,
      },
      'admin',
    );
  }

  /** Orders whose job at `provider` may still change, least recently changed first. */
  openJobs(provider: PrintProviderName, limit: number): Promise<OrderEntity[]> {
    return this.printRows.openJobs(provider, limit, FOLLOW_SHIPPED_DAYS);
  }

  /** Orders still SUBMITTING since before `cutoff` (their job may have been lost). */
  staleSubmissions(cutoff: Date, limit: number): Promise<OrderEntity[]> {
    return this.printRows.staleSubmissions(cutoff, limit);
  }

  /** The order a print job belongs to: by the order id it carries (external_id), else by the job id. */
  findByPrintJob(printJobId: string, orderId?: string | null): Promise<OrderEntity | null> {
    return this.printRows.findByPrintJob(printJobId, orderId);
  }
}
