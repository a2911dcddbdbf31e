import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  adminOrdersQuerySchema,
  orderIdParamSchema,
  updateFulfilledSchema,
  updateNotesSchema,
  updateStatusSchema,
  updateTrackingSchema,
  type AdminOrder,
  type AdminOrdersPage,
  type OrderEvent,
} from '@shop/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod.pipe';
import { toAdminOrderDto, toOrderEventDto } from './order.mapper';
import { OrdersService } from './orders.service';

type IdParam = z.output<typeof orderIdParamSchema>;

/** Order management for the operator. Admin-only: the global guard needs a session. */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** One page of a tab, newest first, with every tab's count. */
  @Get()
  list(
    @Query(new ZodPipe(adminOrdersQuerySchema)) query: z.output<typeof adminOrdersQuerySchema>,
  ): Promise<AdminOrdersPage> {
    return this.orders.list(query);
  }

  @Get(':id')
  async get(@Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam): Promise<AdminOrder> {
    return toAdminOrderDto(await this.orders.get(id));
  }

  /** Every change of the order, newest first. */
  @Get(':id/history')
  async history(@Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam): Promise<OrderEvent[]> {
    return (await this.orders.history(id)).map(toOrderEventDto);
  }

  @Post(':id/tracking')
  @HttpCode(200)
  async tracking(
    @Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam,
    @Body(new ZodPipe(updateTrackingSchema)) body: z.output<typeof updateTrackingSchema>,
  ): Promise<AdminOrder> {
    return toAdminOrderDto(
      await this.orders.setTracking(id, body.trackingNumber, body.trackingUrl),
    );
  }

  @Post(':id/status')
  @HttpCode(200)
  async status(
    @Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam,
    @Body(new ZodPipe(updateStatusSchema)) { status }: z.output<typeof updateStatusSchema>,
  ): Promise<AdminOrder> {
    return toAdminOrderDto(await this.orders.setStatus(id, status));
  }

  @Post(':id/fulfill')
  @HttpCode(200)
  async fulfill(
    @Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam,
    @Body(new ZodPipe(updateFulfilledSchema)) { fulfilled }: z.output<typeof updateFulfilledSchema>,
  ): Promise<AdminOrder> {
    return toAdminOrderDto(await this.orders.setFulfilled(id, fulfilled));
  }

  @Post(':id/notes')
  @HttpCode(200)
  async notes(
    @Param(new ZodPipe(orderIdParamSchema)) { id }: IdParam,
    @Body(new ZodPipe(updateNotesSchema)) { notes }: z.output<typeof updateNotesSchema>,
  ): Promise<AdminOrder> {
    return toAdminOrderDto(await this.orders.setNotes(id, notes));
  }
}
