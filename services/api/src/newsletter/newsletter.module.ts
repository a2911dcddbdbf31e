import { Module } from '@nestjs/common';
import { AdminNewsletterController, NewsletterController } from './newsletter.controller';
import { NewsletterRateLimiter } from './newsletter-rate-limiter';
import { NewsletterService } from './newsletter.service';

@Module({
  controllers: [NewsletterController, AdminNewsletterController],
  providers: [NewsletterService, NewsletterRateLimiter],
})
export class NewsletterModule {}
