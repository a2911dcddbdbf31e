import { Global, Module } from '@nestjs/common';
import { ORDER_STATUS_EFFECTS, type OrderStatusEffect } from '@shop/db';
import { OrderMailer } from './order-mailer';
import { ShippedMailEffect } from './shipped-mail.effect';

/**
 * OrderMailer for the API and the worker (needs the database, queue and config modules), and the
 * order-status effects that send mail (ORDER_STATUS_EFFECTS, run by OrderRepository.transition).
 */
@Global()
@Module({
  providers: [
    OrderMailer,
    ShippedMailEffect,
    {
      provide: ORDER_STATUS_EFFECTS,
      useFactory: (shipped: ShippedMailEffect): OrderStatusEffect[] => [shipped],
      inject: [ShippedMailEffect],
    },
  ],
  exports: [OrderMailer, ORDER_STATUS_EFFECTS],
})
export class MailModule {}
