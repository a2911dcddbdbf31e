import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyInstance } from 'fastify';
import { CheckoutModule } from '../checkout/checkout.module';
import { keepRawBody } from './raw-body';
import { STRIPE_WEBHOOK_PATH, StripeWebhookController } from './stripe-webhook.controller';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [CheckoutModule],
  controllers: [StripeWebhookController],
  providers: [WebhooksService],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Runs before the server is ready, so the hook covers the webhook route. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    keepRawBody(fastify, [STRIPE_WEBHOOK_PATH], this.config.BODY_LIMIT_BYTES);
  }
}
