import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CONFIG, type Config } from '@shop/config';
import {
  NEWSLETTER_ADMIN_TEXTS,
  NEWSLETTER_TEXTS,
  newsletterAdminUnsubscribeSchema,
  type NewsletterOverview,
  newsletterSearchQuerySchema,
  newsletterSubscribeSchema,
  type NewsletterSubscribed,
  type NewsletterSubscriber,
  newsletterTokenQuerySchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Public } from '../admin-auth/public.decorator';
import { ACCEPTS_FORM_POST } from '../common/same-site';
import { ClientIp } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { NewsletterRateLimiter } from './newsletter-rate-limiter';
import { NewsletterService } from './newsletter.service';
import { confirmPage, donePage, invalidLinkPage } from './unsubscribe-page';

/** The newsletter blocks of the footer and the blog, and the unsubscribe link. */
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly limiter: NewsletterRateLimiter,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Always the same friendly answer, whether the address was new or already subscribed. */
  @Post()
  @HttpCode(200)
  async subscribe(
    @Body(new ZodPipe(newsletterSubscribeSchema)) input: z.output<typeof newsletterSubscribeSchema>,
    @ClientIp() ip: string,
  ): Promise<NewsletterSubscribed> {
    await this.limiter.consume(ip);
    await this.newsletter.subscribe(input.email);
    return { subscribed: true, message: NEWSLETTER_TEXTS.subscribed };
  }

  /** The link in each newsletter: a page with an Unsubscribe button (a GET changes nothing). */
  @Get('unsubscribe')
  async confirm(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const token = parseToken(query);
    if (!token || !(await this.newsletter.knows(token))) {
      reply.status(404);
      return invalidLinkPage(this.config.SHOP_NAME);
    }
    return confirmPage(request.url, this.config.SHOP_NAME);
  }

  /**
   * Unsubscribes: the page's button, a fetch from the app, or a mail client's one-click
   * unsubscribe (RFC 8058). HTML for a browser form, JSON otherwise.
   */
  @Post('unsubscribe')
  @RouteConfig({ [ACCEPTS_FORM_POST]: true })
  @HttpCode(200)
  async unsubscribe(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | { unsubscribed: true; message: string }> {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const token = parseToken(query);
    const result = token ? await this.newsletter.unsubscribe(token) : 'unknown';
    reply.header('cache-control', 'no-store');
    if (result === 'unknown') {
      if (!wantsHtml) throw new NotFoundException(NEWSLETTER_TEXTS.invalidLink);
      reply.status(404).type('text/html; charset=utf-8');
      return invalidLinkPage(this.config.SHOP_NAME);
    }
    if (wantsHtml) {
      reply.type('text/html; charset=utf-8');
      return donePage(this.config.SHOP_NAME);
    }
    return { unsubscribed: true, message: NEWSLETTER_TEXTS.unsubscribed };
  }
}

/**
 * The operator's subscribers: the list with unsubscribe links, the screen's counts and search,
 * the CSV export, and unsubscribing an address on its owner's request. Admin-only.
 */
@Controller('admin/newsletter')
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('subscribers')
  list(): Promise<NewsletterSubscriber[]> {
    return this.newsletter.listActive();
  }

  @Get('overview')
  overview(
    @Query(new ZodPipe(newsletterSearchQuerySchema)) query: { q?: string },
  ): Promise<NewsletterOverview> {
    return this.newsletter.overview(query.q || undefined);
  }

  @Get('subscribers.csv')
  async exportCsv(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
      .header('cache-control', 'no-store');
    return this.newsletter.exportCsv();
  }

  @Post('subscribers/unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @Body(new ZodPipe(newsletterAdminUnsubscribeSchema)) input: { email: string },
  ): Promise<{ unsubscribed: true; message: string }> {
    if (!(await this.newsletter.unsubscribeEmail(input.email)))
      throw new NotFoundException(NEWSLETTER_ADMIN_TEXTS.notFound);
    return { unsubscribed: true, message: NEWSLETTER_ADMIN_TEXTS.unsubscribedToast };
  }
}

function parseToken(query: unknown): string | undefined {
  const parsed = newsletterTokenQuerySchema.safeParse(query ?? {});
  return parsed.success ? parsed.data.token : undefined;
}
