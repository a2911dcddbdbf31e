import { type JobName, JOBS, type QueueName } from '@shop/queue';
import type { Redis } from 'ioredis';

/** Upper bounds (seconds) of the job-duration buckets: a story takes seconds, a bulk run minutes. */
const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export type JobOutcome = 'completed' | 'failed';
const JOB_OUTCOMES: readonly JobOutcome[] = ['completed', 'failed'];

/** One histogram per job name and outcome, as a Redis hash: `le:<bound>` counts, `count`, `sum`. */
function jobDurationKey(redisPrefix: string, job: JobName, outcome: JobOutcome): string {
  return `${redisPrefix}:metrics:job-duration:${job}:${outcome}`;
}

function bucketField(seconds: number): string {
  const bound = JOB_DURATION_BUCKETS.find((b) => seconds <= b);
  return `le:${bound ?? '+Inf'}`;
}

/**
 * Job durations counted in Redis, shared by every worker process: each process adds the jobs it
 * ran, so any API instance exposes the totals of the whole cluster from one scrape, however many
 * workers come and go (they have no HTTP port of their own to scrape).
 */
export async function recordJobDuration(
  redis: Redis,
  redisPrefix: string,
  job: JobName,
  outcome: JobOutcome,
  seconds: number,
): Promise<void> {
  const key = jobDurationKey(redisPrefix, job, outcome);
  await redis
    .multi()
    .hincrby(key, bucketField(seconds), 1)
    .hincrby(key, 'count', 1)
    .hincrbyfloat(key, 'sum', seconds)
    .exec();
}

export interface JobDurationHistogram {
  queue: QueueName;
  job: JobName;
  outcome: JobOutcome;
  /** Cumulative counts per upper bound, the last one +Inf. */
  buckets: { le: number | '+Inf'; count: number }[];
  count: number;
  sum: number;
}

/** Every job's histograms (zero for jobs not run yet), read in one round trip. */
export async function readJobDurations(
  redis: Redis,
  redisPrefix: string,
): Promise<JobDurationHistogram[]> {
  const names = Object.keys(JOBS) as JobName[];
  const pairs = names.flatMap((job) => JOB_OUTCOMES.map((outcome) => ({ job, outcome })));
  const pipeline = redis.pipeline();
  for (const { job, outcome } of pairs) pipeline.hgetall(jobDurationKey(redisPrefix, job, outcome));
  const answers = (await pipeline.exec()) ?? [];
  return pairs.map(({ job, outcome }, i) => {
    const [err, raw] = answers[i] ?? [null, {}];
    if (err) throw err;
    const fields = (raw ?? {}) as Record<string, string>;
    let running = 0;
    const buckets: JobDurationHistogram['buckets'] = [...JOB_DURATION_BUCKETS, '+Inf' as const].map(
      (le) => {
        running += Number(fields[`le:${le}`] ?? 0);
        return { le, count: running };
      },
    );
    return {
      queue: JOBS[job].queue,
      job,
      outcome,
      buckets,
      count: Number(fields.count ?? 0),
      sum: Number(fields.sum ?? 0),
    };
  });
}
