import { Global, Module } from '@nestjs/common';
import { OrderMailer } from './order-mailer';

/** OrderMailer for the API and the worker (needs the database, queue and config modules). */
@Global()
@Module({ providers: [OrderMailer], exports: [OrderMailer] })
export class MailModule {}
