import { Module } from '@nestjs/common';
import { AdminContactMessagesController, ContactController } from './contact.controller';
import { ContactRateLimiter } from './contact-rate-limiter';
import { ContactService } from './contact.service';

@Module({
  controllers: [ContactController, AdminContactMessagesController],
  providers: [ContactService, ContactRateLimiter],
})
export class ContactModule {}
