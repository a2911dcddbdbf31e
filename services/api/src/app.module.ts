import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { type Config, ConfigModule } from '@shop/config';
import { DbModule } from '@shop/db';
import { MailModule } from '@shop/mail';
import { QueueModule } from '@shop/queue';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { BookModule } from './book/book.module';
import { CheckoutModule } from './checkout/checkout.module';
import { CollaborationModule } from './collaboration/collaboration.module';
import { ContactModule } from './contact/contact.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { httpLoggerOptions } from './common/logging';
import { RedisModule } from './common/redis.module';
import { FilesModule } from './files/files.module';
import { DocsModule } from './docs/docs.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { IllustrationsModule } from './illustrations/illustrations.module';
import { MyStoriesModule } from './my-stories/my-stories.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OrdersModule } from './orders/orders.module';
import { OrderStatusModule } from './order-status/order-status.module';
import { OutboxModule } from './outbox/outbox.module';
import { PrintModule } from './print/print.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ShopModule } from './shop/shop.module';
import { StoriesModule } from './stories/stories.module';
import { TestOrdersModule } from './test-orders/test-orders.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(httpLoggerOptions(config)),
        DbModule.forRoot('storybook-api'),
        RedisModule,
        QueueModule.forRoot({ role: 'producer' }),
        MailModule,
        AdminAuthModule,
        HealthModule,
        MetricsModule,
        DocsModule,
        StoriesModule,
        NewsletterModule,
        MyStoriesModule,
        CheckoutModule,
        TestOrdersModule,
        WebhooksModule,
        CollaborationModule,
        OrdersModule,
        ContactModule,
        AdminModule,
        FilesModule,
        IllustrationsModule,
        OrderStatusModule,
        OutboxModule,
        BookModule,
        PrintModule,
        PrivacyModule,
        ShopModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
