import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { CONFIG, type Config } from '@shop/config';
import { type DynamicModule, Inject, Injectable, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';
import { bullPrefix, workerRedisOptions } from './connection';
import { defaultJobOptions } from './job-options';
import {
  JOBS,
  type JobName,
  type JobPayload,
  parsePayload,
  QUEUE_NAMES,
  type QueueName,
} from './registry';

/** Enqueues registry jobs: validates the payload, then adds it under its deterministic id. */
@Injectable()
export class JobProducer {
  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: JobsOptions = {}) {
    const data = parsePayload(name, payload);
    return this.queue(JOBS[name].queue).add(name, data, {
      ...defaultJobOptions(this.config.JOB_ATTEMPTS, this.config.JOB_BACKOFF_MS),
      ...opts,
    });
  }
}

/** BullMQ connection and every registry queue, plus the producer. */
@Module({})
export class QueueModule {
  static forRoot(): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [
        BullModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: Config) => ({
            connection: workerRedisOptions(config.REDIS_URL),
            prefix: bullPrefix(config.REDIS_PREFIX),
          }),
        }),
        ...QUEUE_NAMES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [JobProducer],
      exports: [JobProducer, BullModule],
    };
  }
}
