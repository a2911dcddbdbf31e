import { Inject, Injectable } from '@nestjs/common';
import { BOOK_FILES_BUILDER, type BookFilesBuilder } from '@shop/book';
import { BOOK, PRINT_TEXTS, type PrintStatus } from '@shop/contracts';
import { OrderRepository, recipientOf, StoryRepository } from '@shop/db';
import {
  PRINT_PROVIDER,
  PrintOrders,
  type PrintProvider,
  PrintProviderError,
  type PrintJobSnapshot,
} from '@shop/print';
import type { JobPayload } from '@shop/queue';
import { UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { asJobError } from '../book/build-book.handler';
import type { JobHandler } from '../jobs/job-handler';

export type SubmitPrintResult =
  | { submitted: true; printOrderId: string; status: PrintStatus | null }
  | { skipped: 'order-gone' | 'not-submitting' | 'superseded' };

/**
 * `print.submit`: for an order the operator sent to print (printStatus SUBMITTING), builds the
 * book at the print service's cover size, hands it to the configured provider and stores the
 * print job. Safe to run again after a crash at any point: the provider finds the job an earlier
 * run made (Lulu: by external_id), and the order is written only while still SUBMITTING.
 */
@Injectable()
export class SubmitPrintHandler implements JobHandler<'print.submit'> {
  readonly job = 'print.submit' as const;

  constructor(
    private readonly orders: OrderRepository,
    private readonly stories: StoryRepository,
    @Inject(PRINT_PROVIDER) private readonly provider: PrintProvider,
    @Inject(BOOK_FILES_BUILDER) private readonly builder: BookFilesBuilder,
    private readonly printOrders: PrintOrders,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SubmitPrintHandler.name);
  }

  async handle({ orderId }: JobPayload<'print.submit'>): Promise<SubmitPrintResult> {
    const order = await this.orders.findById(orderId);
    if (!order) return { skipped: 'order-gone' };
    if (order.printStatus !== 'SUBMITTING') return { skipped: 'not-submitting' };
    // Only a paid order goes to print (the operator's submit checked it; it may have moved since).
    if (order.status !== 'paid') throw new UnrecoverableError(PRINT_TEXTS.notPaid);
    const story = order.storyId ? await this.stories.findById(order.storyId) : null;
    if (!story) throw new UnrecoverableError(PRINT_TEXTS.storyDeleted);

    let job: PrintJobSnapshot;
    try {
      const cover = await this.provider.coverDimensions?.(BOOK.pages);
      const files = await this.builder.ensureBuilt(story.id, cover);
      job = await this.provider.submit({
        orderId,
        title: story.title,
        recipient: recipientOf(order),
        files,
      });
      const stored = await this.printOrders.recordSubmitted(
        orderId,
        this.provider.name,
        job,
        files,
      );
      if (!stored) return { skipped: 'superseded' };
    } catch (err) {
      // The print service refused the request itself: a retry would be refused too.
      if (err instanceof PrintProviderError && err.permanent)
        throw new UnrecoverableError(err.message);
      // The book could not be made (a picture that cannot be drawn, say): nothing was sent.
      throw asJobError(err);
    }
    this.logger.info(
      { orderId, printOrderId: job.printJobId, status: job.status },
      'Sent to print',
    );
    return { submitted: true, printOrderId: job.printJobId, status: job.status };
  }

  /** No more retries: the operator sees the reason and may submit again. */
  async onFinalFailure(
    { orderId }: JobPayload<'print.submit'>,
    _job: unknown,
    error: unknown,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    await this.printOrders.recordSubmissionFailure(orderId, `Could not send to print: ${reason}`);
  }
}
