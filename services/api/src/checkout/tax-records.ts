import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { CheckoutEntity } from '@shop/db';
import { JobProducer, taxRecordJobOptions } from '@shop/queue';

/**
 * A paid order priced by Stripe Tax has its sale recorded there (Stripe's tax reports, what the
 * shop files, count only recorded sales): the `tax.record` job does it, once per order however
 * often the payment is reported. Called after the payment committed; it never throws, so the
 * payment and the order stand whatever happens here. A job Redis did not take is added later
 * by `tax.sweep`.
 */
@Injectable()
export class TaxRecords {
  private readonly logger = new Logger(TaxRecords.name);

  constructor(
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async afterPaid(orderId: string, checkout: Pick<CheckoutEntity, 'taxCalculationId'>) {
    // Priced without a tax service (the built-in table): there is nothing to record.
    if (!checkout.taxCalculationId) return;
    try {
      await this.jobs.enqueue('tax.record', { orderId }, taxRecordJobOptions(this.config, orderId));
    } catch (err) {
      this.logger.error({ err, orderId }, 'Sales tax record not enqueued; tax.sweep will retry');
    }
  }
}
