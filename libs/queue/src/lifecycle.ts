import type { JobState } from 'bullmq';

/**
 * Job states in which a job will still run by itself: enqueueing it again would do nothing, and
 * removing it would lose work. Anything else (completed, failed, missing) may be enqueued anew.
 */
const LIVE_JOB_STATES: readonly JobState[] = [
  'active',
  'waiting',
  'waiting-children',
  'delayed',
  'prioritized',
];

export function isLiveJobState(state: string): boolean {
  return (LIVE_JOB_STATES as readonly string[]).includes(state);
}

/** What `JobProducer.ensure` did: left a live job alone, or enqueued the job (anew). */
export type EnsureOutcome = 'live' | 'enqueued';
