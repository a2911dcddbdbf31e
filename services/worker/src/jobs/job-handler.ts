import type { JobName, JobPayload } from '@shop/queue';
import type { Job } from 'bullmq';

/** One handler per registry job. Handlers must be safe to run twice (retries, stalled jobs). */
export interface JobHandler<N extends JobName = JobName> {
  readonly job: N;
  /** `token` is the job's lock token (needed by parents that wait for their children). */
  handle(payload: JobPayload<N>, job: Job, token?: string): Promise<unknown>;
  /** Called once the job will not be retried again: record the failure where people see it. */
  onFinalFailure?(payload: JobPayload<N>, job: Job, error: unknown): Promise<void>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
