import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CONTACT_TEXTS,
  contactMessageIdParamSchema,
  contactMessageInputSchema,
  contactMessagesQuerySchema,
  type ContactConfirmation,
  type ContactMessage,
  type ContactMessagesPage,
  type ContactUnreadCount,
} from '@shop/contracts';
import type { z } from 'zod';
import { Public } from '../admin-auth/public.decorator';
import { ClientIp } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { ContactRateLimiter } from './contact-rate-limiter';
import { ContactService, toContactMessageDto } from './contact.service';

/** The public contact form of /contact, with its validation messages. */
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly limiter: ContactRateLimiter,
  ) {}

  @Public()
  @Post()
  @HttpCode(201)
  async send(
    @Body(new ZodPipe(contactMessageInputSchema)) input: z.output<typeof contactMessageInputSchema>,
    @ClientIp() ip: string,
  ): Promise<ContactConfirmation> {
    await this.limiter.consume(ip);
    await this.contact.create(input);
    return { success: true, message: CONTACT_TEXTS.sent };
  }
}

/** The Messages tab of /admin. Admin-only. */
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  list(
    @Query(new ZodPipe(contactMessagesQuerySchema)) q: z.output<typeof contactMessagesQuerySchema>,
  ): Promise<ContactMessagesPage> {
    return this.contact.list(q.page, q.pageSize);
  }

  /** Unread messages. */
  @Get('count')
  async count(): Promise<ContactUnreadCount> {
    return { count: await this.contact.unreadCount() };
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(
    @Param(new ZodPipe(contactMessageIdParamSchema)) { id }: { id: string },
  ): Promise<ContactMessage> {
    return toContactMessageDto(await this.contact.markRead(id));
  }
}
