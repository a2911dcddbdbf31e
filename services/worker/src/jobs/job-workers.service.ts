import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { type JobOutcome, recordJobDuration } from '@shop/metrics';
import {
  bullPrefix,
  isJobName,
  isServiceUnavailable,
  type JobName,
  JobProducer,
  parsePayload,
  parseQueueList,
  type QueueName,
  workerRedisOptions,
} from '@shop/queue';
import type { Redis } from 'ioredis';
import { DelayedError, type Job, UnrecoverableError, WaitingChildrenError, Worker } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { ZodError } from 'zod';
import { checkHandlers } from './handler-check';
import { storyTextFirst } from './story-text-first';
import { JOB_HANDLERS, type JobHandler } from './job-handler';

/**
 * Runs one BullMQ worker per served queue (WORKER_QUEUES) and dispatches each job to its
 * registry handler. Payloads are parsed again here: they outlive deploys.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly handlers: Map<JobName, JobHandler>;
  private readonly queues: QueueName[];
  private workers: Worker[] = [];
  private scheduleKeeper?: NodeJS.Timeout;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    private readonly producer: JobProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(JobWorkers.name);
    this.queues = parseQueueList(config.WORKER_QUEUES);
    const problems = checkHandlers(
      this.queues,
      handlers.map((h) => h.job),
    );
    if (problems.length)
      throw new Error(`Worker handlers do not match the job registry: ${problems.join('; ')}`);
    this.handlers = new Map(handlers.map((h) => [h.job, h]));
  }

  get servedQueues(): readonly QueueName[] {
    return this.queues;
  }

  /** Starts a worker per served queue and keeps the schedules of their periodic jobs. */
  async onApplicationBootstrap(): Promise<void> {
    await this.producer.schedulePeriodic(this.queues);
    this.workers = this.queues.map((queue) => {
      const worker = new Worker(queue, (job, token) => this.dispatch(job, token), {
        connection: workerRedisOptions(this.config.REDIS_URL),
        prefix: bullPrefix(this.config.REDIS_PREFIX),
        concurrency: this.config.WORKER_CONCURRENCY,
        lockDuration: this.config.WORKER_LOCK_DURATION_MS,
        stalledInterval: this.config.WORKER_STALLED_INTERVAL_MS,
        maxStalledCount: 2,
      });
      worker.on('completed', (job) => {
        this.logJob(job, 'completed');
        void this.recordDuration(worker, job, 'completed');
      });
      worker.on('failed', (job, err) => {
        if (!job) return;
        this.logJob(job, 'failed', err);
        void this.recordDuration(worker, job, 'failed');
      });
      worker.on('error', (err) => this.logger.error({ err, queue }, 'Worker error'));
      return worker;
    });
    const story = this.workers[this.queues.indexOf('story')];
    const pictures = this.workers[this.queues.indexOf('illustration')];
    if (story && pictures) {
      storyTextFirst(story, pictures, (err) =>
        this.logger.error({ err }, 'Could not pause or resume the picture worker'),
      );
    }
    this.keepSchedules();
    this.logger.info({ queues: this.queues }, 'Worker ready');
  }

  /**
   * Every SCHEDULE_CHECK_INTERVAL_MS, puts back any periodic job's schedule that Redis lost (a
   * Redis restarted without its data): the periodic jobs then run again without a worker restart.
   */
  private keepSchedules(): void {
    this.scheduleKeeper = setInterval(() => {
      this.producer.restorePeriodic(this.queues).then(
        (restored) => {
          if (restored.length) this.logger.warn({ restored }, 'Restored lost job schedules');
        },
        (err: unknown) => this.logger.warn({ err }, 'Could not check the job schedules'),
      );
    }, this.config.SCHEDULE_CHECK_INTERVAL_MS);
    this.scheduleKeeper.unref();
  }

  /** Close workers before queues: a closing worker finishes the job in hand, then lets go. */
  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.logger.info({ signal }, 'Stopping workers after the jobs in hand');
    clearInterval(this.scheduleKeeper);
    await Promise.all(this.workers.map((w) => w.close()));
  }

  private async dispatch(job: Job, token?: string): Promise<unknown> {
    if (!isJobName(job.name)) throw new UnrecoverableError(`Unknown job "${job.name}"`);
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for "${job.name}" in this worker`);
    let payload;
    try {
      payload = parsePayload(job.name, job.data);
    } catch (err) {
      throw new UnrecoverableError(
        `Invalid payload for "${job.name}": ${err instanceof ZodError ? err.message : String(err)}`,
      );
    }
    try {
      return await handler.handle(payload as never, job, token);
    } catch (err) {
      // A parent job handing over to its children (BullMQ flows) has not failed.
      if (err instanceof WaitingChildrenError) throw err;
      // A server the job needs is down (Postgres restarting, say): the job waits for it without
      // spending an attempt, so a short outage never exhausts its retries.
      if (isServiceUnavailable(err) && token && (await this.postpone(job, token))) {
        this.logger.warn({ jobId: job.id, job: job.name, err }, 'Job waits for a server to answer');
        throw new DelayedError();
      }
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (err instanceof UnrecoverableError || lastAttempt) {
        await handler.onFinalFailure?.(payload as never, job, err);
      }
      throw err;
    }
  }

  /** Moves the job back to delayed, JOB_BACKOFF_MS from now; false when Redis can't take it. */
  private async postpone(job: Job, token: string): Promise<boolean> {
    try {
      await job.moveToDelayed(Date.now() + this.config.JOB_BACKOFF_MS, token);
      return true;
    } catch {
      return false;
    }
  }

  /** Counts the job's run time in Redis for the API's /metrics (every worker adds its own). */
  private async recordDuration(worker: Worker, job: Job, outcome: JobOutcome): Promise<void> {
    if (!isJobName(job.name) || !job.finishedOn || !job.processedOn) return;
    try {
      const redis = (await worker.getBackend().client) as unknown as Redis;
      const seconds = (job.finishedOn - job.processedOn) / 1000;
      await recordJobDuration(redis, this.config.REDIS_PREFIX, job.name, outcome, seconds);
    } catch (err) {
      this.logger.warn({ err, jobId: job.id }, 'Could not record the job duration');
    }
  }

  private logJob(job: Job, outcome: 'completed' | 'failed', err?: Error): void {
    const fields = {
      jobId: job.id,
      job: job.name,
      queue: job.queueName,
      attempt: job.attemptsMade,
      durationMs: job.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined,
    };
    if (outcome === 'completed') this.logger.info(fields, 'Job completed');
    else this.logger.warn({ ...fields, err }, 'Job failed');
  }
}
