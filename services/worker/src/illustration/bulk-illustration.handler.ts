import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { IllustrationRepository } from '@shop/db';
import {
  type BulkPlan,
  bulkRunIdOf,
  defaultJobOptions,
  jobIds,
  type JobPayload,
  PICTURE_LANES,
} from '@shop/queue';
import { type FlowProducer, type Job, WaitingChildrenError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';
import { FLOW_PRODUCER } from './illustration.providers';

interface BulkData {
  plan?: BulkPlan & { children: [string, number][] };
  added?: boolean;
}

/**
 * `illustration.bulk`: plans the run (the stories and the pages each still lacks), adds one
 * `illustration.generate` child per picture to this job as a BullMQ flow, waits for the children,
 * then sums up. A child that fails for good is counted, not fatal (ignoreDependencyOnFailure).
 * Each step is recorded in the job's data, so a rerun resumes where it stopped.
 */
@Injectable()
export class BulkIllustrationHandler implements JobHandler<'illustration.bulk'> {
  readonly job = 'illustration.bulk' as const;

  constructor(
    private readonly illustrations: IllustrationRepository,
    @Inject(FLOW_PRODUCER) private readonly flow: FlowProducer,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(BulkIllustrationHandler.name);
  }

  async handle(
    payload: JobPayload<'illustration.bulk'>,
    job: Job,
    token?: string,
  ): Promise<BulkPlan & { done: number; failed: number }> {
    const runId = bulkRunIdOf(job.id) ?? String(job.id);
    let data = job.data as JobPayload<'illustration.bulk'> & BulkData;
    if (!data.plan) {
      data = { ...data, plan: await this.plan(payload) };
      await job.updateData(data);
    }
    const plan = data.plan!;
    if (!data.added && plan.children.length) {
      await this.flow.addBulk(
        plan.children.map(([storyId, pageNumber]) => ({
          name: 'illustration.generate',
          queueName: 'illustration',
          // Fills pages still empty when drawn; the operator's pictures stay.
          data: { storyId, pageNumber, source: 'auto', size: 'print' },
          opts: {
            ...defaultJobOptions(this.config.JOB_ATTEMPTS, this.config.JOB_BACKOFF_MS),
            // Behind the pictures parents are waiting for (PICTURE_LANES).
            priority: PICTURE_LANES.bulk,
            jobId: jobIds.illustrationGenerate(runId, storyId, pageNumber),
            parent: { id: job.id!, queue: job.queueQualifiedName },
            ignoreDependencyOnFailure: true,
          },
        })),
      );
      data = { ...data, added: true };
      await job.updateData(data);
      this.logger.info(
        { runId, stories: plan.stories, pictures: plan.total },
        'Bulk illustration run planned',
      );
    }
    if (token && (await job.moveToWaitingChildren(token))) throw new WaitingChildrenError();
    const counts = await job.getDependenciesCount({ processed: true, ignored: true });
    const result = {
      stories: plan.stories,
      total: plan.total,
      done: counts.processed ?? 0,
      failed: counts.ignored ?? 0,
    };
    this.logger.info({ runId, ...result }, 'Bulk illustration run finished');
    return result;
  }

  /** The run's pictures: each ready story's full-set pages still without a picture. */
  private async plan(
    payload: JobPayload<'illustration.bulk'>,
  ): Promise<NonNullable<BulkData['plan']>> {
    const { stories, children } = await this.illustrations.bulkPlan(
      'storyIds' in payload ? payload.storyIds : 'paid-without-full-set',
    );
    return { stories, total: children.length, children };
  }
}
