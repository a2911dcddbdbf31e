import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { type TestOrderRequest, type TestOrderResponse, testOrderSchema } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import { VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { TestOrdersService } from './test-orders.service';

/** Public routes; the service lets only the operator through unless test orders are public. */
@Public()
@Controller('test')
export class TestOrdersController {
  constructor(
    private readonly testOrders: TestOrdersService,
    private readonly sessions: AdminSessionService,
  ) {}

  @Post('create-order')
  @HttpCode(201)
  async createOrder(
    @Body(new ZodPipe(testOrderSchema)) input: TestOrderRequest,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
  ): Promise<TestOrderResponse> {
    return this.testOrders.create(input, 'regular', {
      visitorId,
      collaborativeToken: input.collaborativeToken,
      isAdmin: await this.sessions.isAdmin(request),
    });
  }

  @Post('create-collaborative-order')
  @HttpCode(201)
  async createCollaborativeOrder(
    @Body(new ZodPipe(testOrderSchema)) input: TestOrderRequest,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
  ): Promise<TestOrderResponse> {
    return this.testOrders.create(input, 'collaborative', {
      visitorId,
      collaborativeToken: input.collaborativeToken,
      isAdmin: await this.sessions.isAdmin(request),
    });
  }
}
