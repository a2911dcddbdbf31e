import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { type Config, ConfigModule } from '@shop/config';
import { DbModule } from '@shop/db';
import { MailModule } from '@shop/mail';
import { parseQueueList, QueueModule, type QueueName } from '@shop/queue';
import { StorageModule } from '@shop/storage';
import { LoggerModule } from 'nestjs-pino';
import { bookProviders } from './book/book.providers';
import { BuildBookHandler, PreviewBookHandler } from './book/build-book.handler';
import { BulkIllustrationHandler } from './illustration/bulk-illustration.handler';
import { GenerateIllustrationHandler } from './illustration/generate-illustration.handler';
import {
  pictureFlowProviders,
  storyPictureFlowProviders,
  storyPictureProviders,
} from './illustration/picture.providers';
import { StoryPicturesHandler } from './illustration/story-pictures.handler';
import { JOB_HANDLERS } from './jobs/job-handler';
import { JobWorkers } from './jobs/job-workers.service';
import { workerLoggerOptions } from './logging';
import { WorkerHeartbeat } from './jobs/worker-heartbeat';
import { mailTransportProvider } from './mail/mail-transport';
import { SendMailHandler } from './mail/send-mail.handler';
import { SweepMailHandler } from './mail/sweep-mail.handler';
import { printProviders } from './print/print.providers';
import { SubmitPrintHandler } from './print/submit-print.handler';
import { SyncPrintHandler } from './print/sync-print.handler';
import { GenerateStoryHandler } from './story/generate-story.handler';
import { RetentionHandler } from './retention/retention.handler';
import { RecordTaxHandler } from './tax/record-tax.handler';
import { SweepTaxHandler } from './tax/sweep-tax.handler';
import { taxProviders } from './tax/tax.providers';
import { ReconcileStoriesHandler } from './story/reconcile-stories.handler';
import { storyProviderFactory } from './story/story-provider';
import { WeaveStoryHandler } from './story/weave-story.handler';

/** Handlers per queue; a worker process loads only the queues it serves. */
const HANDLERS_BY_QUEUE: Record<QueueName, { handlers: Provider[]; extra: Provider[] }> = {
  story: {
    handlers: [GenerateStoryHandler, ReconcileStoriesHandler, WeaveStoryHandler],
    extra: [storyProviderFactory, ...storyPictureFlowProviders],
  },
  illustration: {
    handlers: [GenerateIllustrationHandler, BulkIllustrationHandler, StoryPicturesHandler],
    extra: [...storyPictureProviders, ...pictureFlowProviders],
  },
  mail: {
    handlers: [SendMailHandler, SweepMailHandler],
    extra: [mailTransportProvider],
  },
  book: {
    handlers: [BuildBookHandler, PreviewBookHandler],
    extra: [...bookProviders, ...storyPictureProviders],
  },
  print: {
    handlers: [SubmitPrintHandler, SyncPrintHandler],
    extra: printProviders,
  },
  tax: {
    handlers: [RecordTaxHandler, SweepTaxHandler],
    extra: taxProviders,
  },
  retention: {
    handlers: [RetentionHandler],
    extra: [],
  },
};

@Module({})
export class WorkerModule {
  static forRoot(config: Config): DynamicModule {
    const queues = parseQueueList(config.WORKER_QUEUES);
    const handlers = queues.flatMap((q) => HANDLERS_BY_QUEUE[q].handlers) as (new (
      ...args: never[]
    ) => unknown)[];
    const extra = queues.flatMap((q) => HANDLERS_BY_QUEUE[q].extra);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(workerLoggerOptions(config)),
        DbModule.forRoot('storybook-worker'),
        QueueModule.forRoot(),
        MailModule,
        StorageModule,
      ],
      providers: [
        ...handlers,
        ...extra,
        {
          provide: JOB_HANDLERS,
          inject: handlers,
          useFactory: (...instances: unknown[]) => instances,
        },
        JobWorkers,
        WorkerHeartbeat,
      ],
      exports: [JobWorkers, ...handlers],
    };
  }
}
