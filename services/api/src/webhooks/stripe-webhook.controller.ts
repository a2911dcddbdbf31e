import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CHECKOUT_TEXTS } from '@shop/contracts';
import { type PaymentsProvider, WebhookPayloadError, WebhookSignatureError } from '@shop/payments';
import type { FastifyRequest } from 'fastify';
import { Public } from '../admin-auth/public.decorator';
import { PAYMENTS } from '../checkout/payments.providers';
import { WebhooksService, type WebhookOutcome } from './webhooks.service';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

@Public()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENTS) private readonly payments: PaymentsProvider | null,
    private readonly webhooks: WebhooksService,
  ) {}

  /** Stripe's signed events: the signature is checked over the raw body before anything else. */
  @Post('stripe')
  @HttpCode(200)
  async stripe(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    if (!this.payments?.webhooksEnabled) {
      throw new ServiceUnavailableException(CHECKOUT_TEXTS.server.webhookNotConfigured);
    }
    if (!request.rawBody) throw new BadRequestException(CHECKOUT_TEXTS.server.badSignature);
    let event;
    try {
      event = this.payments.parseWebhook(request.rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError)
        throw new BadRequestException(CHECKOUT_TEXTS.server.badSignature);
      if (err instanceof WebhookPayloadError)
        throw new BadRequestException(CHECKOUT_TEXTS.server.badWebhookEvent);
      throw err;
    }
    return { received: true, outcome: await this.webhooks.handleStripe(event) };
  }
}
