import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  outboxIdParamSchema,
  type OutboxMessage,
  type OutboxPage,
  outboxQuerySchema,
} from '@shop/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod.pipe';
import { OutboxService } from './outbox.service';

/** The e-mail outbox for the operator. Admin-only: the global guard needs a session. */
@Controller('admin/outbox')
export class AdminOutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  list(
    @Query(new ZodPipe(outboxQuerySchema)) q: z.output<typeof outboxQuerySchema>,
  ): Promise<OutboxPage> {
    return this.outbox.list(q.page, q.pageSize, q.status);
  }

  @Get(':id')
  get(
    @Param(new ZodPipe(outboxIdParamSchema)) { id }: z.output<typeof outboxIdParamSchema>,
  ): Promise<OutboxMessage> {
    return this.outbox.get(id);
  }

  @Post(':id/send')
  @HttpCode(200)
  resend(
    @Param(new ZodPipe(outboxIdParamSchema)) { id }: z.output<typeof outboxIdParamSchema>,
  ): Promise<OutboxMessage> {
    return this.outbox.resend(id);
  }
}
