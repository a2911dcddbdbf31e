import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CONFIG, type Config } from '@shop/config';
import { createPrintProvider, PRINT_PROVIDER, PrintFileLinks, PrintOrders } from '@shop/print';
import type { FastifyInstance } from 'fastify';
import { OrdersModule } from '../orders/orders.module';
import { keepRawBody } from '../webhooks/raw-body';
import { PrintFilesController } from './print-files.controller';
import { PRINT_WEBHOOK_PATHS, PrintWebhookController } from './print-webhook.controller';
import { PrintController } from './print.controller';
import { PrintService } from './print.service';

/** Print fulfilment: submission, status, manual reports, print files and the status callbacks. */
@Module({
  imports: [OrdersModule],
  controllers: [PrintController, PrintFilesController, PrintWebhookController],
  providers: [
    PrintService,
    PrintOrders,
    {
      provide: PRINT_PROVIDER,
      inject: [CONFIG],
      useFactory: (config: Config) => createPrintProvider(config),
    },
    {
      provide: PrintFileLinks,
      inject: [CONFIG],
      useFactory: (config: Config) => PrintFileLinks.fromConfig(config),
    },
  ],
})
export class PrintModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Runs before the server is ready, so the hook covers the callback route. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    keepRawBody(fastify, PRINT_WEBHOOK_PATHS, this.config.BODY_LIMIT_BYTES);
  }
}
