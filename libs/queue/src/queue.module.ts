import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { CONFIG, type Config } from '@shop/config';
import { type DynamicModule, Inject, Injectable, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { JobsOptions, Queue } from 'bullmq';
import {
  bullPrefix,
  ENQUEUE_TIMEOUT_MS,
  producerRedisOptions,
  QueueUnavailableError,
  workerRedisOptions,
} from './connection';
import { defaultJobOptions } from './job-options';
import { type EnsureOutcome, isLiveJobState } from './lifecycle';
import {
  JOBS,
  type JobName,
  type JobPayload,
  parsePayload,
  periodicJobsOf,
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

  /** Adds the job, or throws QueueUnavailableError when Redis doesn't take it in time. */
  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts: JobsOptions = {}) {
    const data = parsePayload(name, payload);
    const adding = this.queue(JOBS[name].queue).add(name, data, {
      ...defaultJobOptions(this.config.JOB_ATTEMPTS, this.config.JOB_BACKOFF_MS),
      ...opts,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError()), ENQUEUE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([adding, timeout]);
    } catch (err) {
      throw err instanceof QueueUnavailableError ? err : new QueueUnavailableError(err);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The job under `opts.jobId` runs (again) unless it is live: a job that finished, failed or
   * was lost (Redis flushed, an enqueue that failed) is enqueued anew under the same id. The one
   * way to give a lost or failed job its work back.
   */
  async ensure<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    opts: JobsOptions & { jobId: string },
  ): Promise<EnsureOutcome> {
    const existing = await this.queue(JOBS[name].queue).getJob(opts.jobId);
    if (existing) {
      if (isLiveJobState(await existing.getState())) return 'live';
      // A finished job keeps its id: clear it so the same id can run again.
      await existing.remove().catch(() => undefined);
    }
    await this.enqueue(name, payload, opts);
    return 'enqueued';
  }

  /**
   * Keeps one schedule per periodic job of the given queues, at its registry interval (one
   * scheduler id however many workers start).
   */
  async schedulePeriodic(queues: readonly QueueName[]): Promise<void> {
    for (const name of periodicJobsOf(queues)) await this.upsertSchedule(name);
  }

  /**
   * Puts back the schedules that are missing (a Redis that came back without its data loses
   * them, and nothing else would run reconcile, mail sweep or print sync again); leaves present
   * ones alone, so their timing is kept. Returns the jobs whose schedule it restored.
   */
  async restorePeriodic(queues: readonly QueueName[]): Promise<JobName[]> {
    const restored: JobName[] = [];
    for (const name of periodicJobsOf(queues)) {
      if (await this.queue(JOBS[name].queue).getJobScheduler(schedulerId(name))) continue;
      await this.upsertSchedule(name);
      restored.push(name);
    }
    return restored;
  }

  private async upsertSchedule(name: JobName): Promise<void> {
    await this.queue(JOBS[name].queue).upsertJobScheduler(
      schedulerId(name),
      { every: JOBS[name].every!(this.config) },
      { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
}

/** A periodic job's scheduler id ("story.reconcile" → "story-reconcile"). */
function schedulerId(name: JobName): string {
  return name.replace('.', '-');
}

/**
 * BullMQ connection and every registry queue, plus the producer. Workers keep a patient
 * connection (BullMQ requires it); a process that only adds jobs (the API) gets one that fails fast.
 */
@Module({})
export class QueueModule {
  static forRoot({ role = 'worker' }: { role?: 'worker' | 'producer' } = {}): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [
        BullModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: Config) => ({
            connection:
              role === 'producer'
                ? producerRedisOptions(config.REDIS_URL)
                : workerRedisOptions(config.REDIS_URL),
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
