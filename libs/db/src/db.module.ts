import { CONFIG, type Config } from '@shop/config';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';
import {
  BookFileRepository,
  CheckoutRepository,
  CollaborationRepository,
  ContactMessageRepository,
  DatabaseProbe,
  IllustrationRepository,
  MailSourceRepository,
  NewsletterSubscriberRepository,
  OrderPrintRepository,
  OrderRepository,
  OrderTaxRepository,
  OutboxRepository,
  StoryFreeze,
  StoryRepository,
  WebhookEventRepository,
  FamilyDataRepository,
  MyStoriesRepository,
} from './repositories';

const REPOSITORIES = [
  StoryRepository,
  OrderRepository,
  OrderPrintRepository,
  OrderTaxRepository,
  MailSourceRepository,
  CheckoutRepository,
  StoryFreeze,
  CollaborationRepository,
  ContactMessageRepository,
  NewsletterSubscriberRepository,
  OutboxRepository,
  WebhookEventRepository,
  DatabaseProbe,
  IllustrationRepository,
  BookFileRepository,
  FamilyDataRepository,
  MyStoriesRepository,
];

/**
 * TypeORM for a Nest app: the repository classes below (each the one home of its tables' SQL,
 * among them the owners of the story, order, checkout, illustration-set and book-build state)
 * are injectable everywhere. TypeORM itself stays inside: the data source is not exported, so
 * code outside libs/db reaches the database only through a repository.
 */
@Module({})
export class DbModule {
  static forRoot(applicationName: string): DynamicModule {
    return {
      module: DbModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: Config) =>
            dataSourceOptions({
              url: config.DATABASE_URL,
              poolSize: config.DATABASE_POOL_SIZE,
              applicationName,
              timeouts: {
                connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
                statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
                idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
              },
            }),
        }),
      ],
      providers: REPOSITORIES,
      exports: REPOSITORIES,
    };
  }
}
