import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canSubmitToPrint,
  FINAL_PRINT_STATUSES,
  type FieldError,
  type ManualPrintStatus,
  PRINT_STATUS_STAGE,
  PRINT_TEXTS,
  type PrintProviderName,
  type PrintStatus,
  printStatusLabel,
} from '@shop/contracts';
import type { BookFiles } from '@shop/book';
import { actAs, type OrderActor, OrderEntity, OrderRepository } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { type DataSource } from 'typeorm';
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

type PrintPatch = Partial<
  Pick<
    OrderEntity,
    | 'printStatus'
    | 'printStatusMessage'
    | 'printStatusChangedAt'
    | 'trackingNumber'
    | 'trackingUrl'
    | 'estimatedDelivery'
  >
>;

/**
 * An order's print state, in one place for the API (submit, status now, callbacks, the
 * operator's own reports) and the worker (print.submit, print.sync). Every change runs under the
 * order's row lock; the order-history trigger records it with the actor named here.
 */
@Injectable()
export class PrintOrders {
  private readonly logger = new Logger(PrintOrders.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly mailer: OrderMailer,
  ) {}

  /**
   * Marks a paid order SUBMITTING (refused unless paid and never sent, or its last job failed)
   * and counts the submission; `print.submit` then does the work. The count names the job.
   */
  requestSubmission(orderId: string): Promise<OrderEntity> {
    return this.dataSource.transaction(async (m) => {
      const order = await m.findOne(OrderEntity, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
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
      await actAs(m, 'admin');
      const patch = {
        printStatus: 'SUBMITTING' as const,
        printStatusMessage: null,
        printStatusChangedAt: new Date(),
        // A resubmission after a failed job starts clean (the old id stays in the history).
        printOrderId: null,
        printSubmissions: order.printSubmissions + 1,
      };
      await m.update(OrderEntity, { id: orderId }, patch);
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
    return this.dataSource.transaction(async (m) => {
      const order = await m.findOne(OrderEntity, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order || order.printStatus !== 'SUBMITTING') return false;
      await actAs(m, 'print');
      await m.update(
        OrderEntity,
        { id: orderId },
        {
          printOrderId: job.printJobId,
          printProvider: provider,
          printInteriorKey: files.interiorKey,
          printCoverKey: files.coverKey,
          ...this.patchOf(job),
        },
      );
      return true;
    });
  }

  /** A submission that will not be retried again: visible to the operator, who may resubmit. */
  async recordSubmissionFailure(orderId: string, reason: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await actAs(m, 'print');
      await m.query(
        `UPDATE "orders" SET "printStatus" = 'ERROR', "printStatusMessage" = $2,
           "printStatusChangedAt" = now(), "updatedAt" = now()
         WHERE "id" = $1 AND "printStatus" = 'SUBMITTING'`,
        [orderId, reason.slice(0, 2000)],
      );
    });
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
    let shipped = false;
    const outcome = await this.dataSource.transaction(async (m): Promise<ApplyOutcome> => {
      if (once) {
        // A delivery processed before (a replay or the provider's retry) changes nothing; the
        // mark is written with the effect, so a failure leaves it unprocessed for the retry.
        const fresh: unknown[] = await m.query(
          `INSERT INTO "processed_webhook_events" ("provider", "eventId") VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING "eventId"`,
          [once.provider, once.eventId],
        );
        if (fresh.length === 0) return 'duplicate';
      }
      const order = await m.findOne(OrderEntity, {
        where: { id: orderId },
        lock: { mode: 'pessimistic_write' },
      });
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
      await actAs(m, actor);
      if (changed.length) await m.update(OrderEntity, { id: orderId }, patch);
      if (job.status === 'SHIPPED' || job.status === 'DELIVERED') {
        shipped = await this.orders.markShipped(m, orderId);
        if (job.status === 'DELIVERED') await this.orders.markDelivered(m, orderId);
      }
      return changed.length || shipped ? 'applied' : 'unchanged';
    });
    if (shipped) await this.afterShipped(orderId);
    return outcome;
  }

  /**
   * Runs after the transaction that shipped the order committed (once per order): the family's
   * "your book has shipped" e-mail, with the tracking written in that same transaction.
   */
  protected async afterShipped(orderId: string): Promise<void> {
    this.logger.log({ orderId }, 'Order shipped by the print service');
    await this.mailer.orderShipped(orderId);
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
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id: orderId });
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
    return this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o."printStatus" IS NOT NULL')
      .andWhere('o."printStatus" NOT IN (:...final)', {
        final: [...FINAL_PRINT_STATUSES, 'SUBMITTING'],
      })
      .andWhere('o."printOrderId" IS NOT NULL')
      .andWhere('o."printProvider" = :provider', { provider })
      .andWhere(
        `(o."printStatus" <> 'SHIPPED' OR o."printStatusChangedAt" > now() - make_interval(days => :days))`,
        { days: FOLLOW_SHIPPED_DAYS },
      )
      .orderBy('o."printStatusChangedAt"', 'ASC', 'NULLS FIRST')
      .limit(limit)
      .getMany();
  }

  /** Orders still SUBMITTING since before `cutoff` (their job may have been lost). */
  staleSubmissions(cutoff: Date, limit: number): Promise<OrderEntity[]> {
    return this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where(`o."printStatus" = 'SUBMITTING'`)
      .andWhere('o."printStatusChangedAt" < :cutoff', { cutoff })
      .orderBy('o."printStatusChangedAt"', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** The order a print job belongs to: by the order id it carries (external_id), else by the job id. */
  async findByPrintJob(printJobId: string, orderId?: string | null): Promise<OrderEntity | null> {
    const repo = this.dataSource.getRepository(OrderEntity);
    if (
      orderId &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)
    ) {
      const order = await repo.findOneBy({ id: orderId });
      if (order) return order;
    }
    return repo.findOneBy({ printOrderId: printJobId });
  }
}
