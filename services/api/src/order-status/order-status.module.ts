import { Module } from '@nestjs/common';
import { OrderStatusRateLimiter } from './order-status-rate-limiter';
import { OrderStatusController } from './order-status.controller';
import { OrderStatusService } from './order-status.service';

/** The buyer's order status page (`/orders/{orderRef}`), without an account. */
@Module({
  controllers: [OrderStatusController],
  providers: [OrderStatusService, OrderStatusRateLimiter],
})
export class OrderStatusModule {}
