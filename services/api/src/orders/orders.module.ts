import { Module } from '@nestjs/common';
import { AdminOrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** The operator's order management: list, tabs, search, changes and their history. */
@Module({
  controllers: [AdminOrdersController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
