import { Module } from '@nestjs/common';
import { AdminOutboxController } from './outbox.controller';
import { OutboxService } from './outbox.service';

/** The operator's e-mail outbox (messages are written by OrderMailer, sent by the mail queue). */
@Module({
  controllers: [AdminOutboxController],
  providers: [OutboxService],
})
export class OutboxModule {}
