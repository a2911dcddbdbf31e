import { ConflictException, Injectable, Logger } from '@nestjs/common';
import type { WebhookEvent } from '@shop/payments';
import { CHECKOUT_TEXTS } from '@shop/contracts';
import { WebhookEventRepository } from '@shop/db';
import {
  OrderRecorder,
  PaymentMismatchError,
  type RecordResult,
  UnknownPaymentError,
} from '../checkout/order-recorder.service';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Signed provider events, each processed once: the event id is inserted under the
 * (provider, eventId) primary key in the same transaction as its effect. A duplicate delivery
 * waits for the first to finish and is then acknowledged without doing anything; a failure rolls
 * both back so the provider retries.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    private readonly events: WebhookEventRepository,
    private readonly recorder: OrderRecorder,
  ) {}

  async handleStripe(event: WebhookEvent): Promise<WebhookOutcome> {
    let recorded: RecordResult | undefined;
    const outcome = await this.events.processOnce('stripe', event.id, async (m) => {
      if (!event.objectId || !event.type.startsWith('payment_intent.')) return 'ignored';
      try {
        switch (event.type) {
          case 'payment_intent.succeeded':
          case 'payment_intent.processing':
            recorded = await this.recorder.recordFromIntent(event.objectId, m);
            return 'processed';
          case 'payment_intent.payment_failed':
          case 'payment_intent.canceled':
            await this.recorder.recordFailure(event.objectId, m);
            return 'processed';
          default:
            return 'ignored';
        }
      } catch (err) {
        if (err instanceof UnknownPaymentError) {
          // Not one of this shop's checkouts (another integration on the same account).
          this.logger.warn(
            { eventId: event.id, paymentIntentId: event.objectId },
            'Webhook for an unknown payment',
          );
          return 'ignored';
        }
        if (err instanceof PaymentMismatchError) {
          // Refused (non-2xx) so the provider retries; a mismatch that persists needs a person.
          throw new ConflictException(CHECKOUT_TEXTS.server.paymentMismatch);
        }
        throw err;
      }
    });
    if (recorded) await this.recorder.afterCommit(recorded);
    return outcome;
  }
}
