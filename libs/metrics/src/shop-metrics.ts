import { OUTBOX_STATUSES } from '@shop/contracts';
import type { OrderRepository, OutboxRepository } from '@shop/db';
import { QUEUE_NAMES, type QueueName } from '@shop/queue';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type Metric,
  Registry,
} from 'prom-client';
import { readJobDurations } from './job-durations';
import { readRetentionTotals } from './retention';

/** BullMQ job states reported per queue. */
const QUEUE_STATES = [
  'waiting',
  'prioritized',
  'waiting-children',
  'delayed',
  'active',
  'failed',
] as const;

/** Upper bounds (seconds) of the HTTP latency buckets. */
const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METRIC_NAMES = {
  httpDuration: 'shop_http_request_duration_seconds',
  queueJobs: 'shop_queue_jobs',
  jobDuration: 'shop_job_duration_seconds',
  outboxBacklog: 'shop_outbox_backlog_messages',
  printBacklog: 'shop_print_backlog_orders',
  retentionRuns: 'shop_retention_runs_total',
  retentionRemoved: 'shop_retention_removed_total',
} as const;

export interface ShopMetricsSources {
  redis: Redis;
  redisPrefix: string;
  queue(name: QueueName): Queue;
  outbox: Pick<OutboxRepository, 'unsentByStatus'>;
  orders: Pick<OrderRepository, 'printBacklog'>;
}

/**
 * The shop's Prometheus registry: HTTP latency by route pattern (observed by the API's hook),
 * and, read at scrape time, the queue depths, the job durations the workers count in Redis,
 * the outbox backlog and the print backlog. Queue, job, outbox and print series are the whole
 * cluster's (the same from every API instance).
 */
export class ShopMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(sources: ShopMetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });

    this.httpDuration = new Histogram({
      name: METRIC_NAMES.httpDuration,
      help: 'HTTP request duration by route pattern, method and status code, in seconds',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_DURATION_BUCKETS,
      registers,
    });

    new Gauge({
      name: METRIC_NAMES.queueJobs,
      help: 'Jobs in each BullMQ queue by state',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        const counts = await Promise.all(
          QUEUE_NAMES.map((name) => sources.queue(name).getJobCounts(...QUEUE_STATES)),
        );
        QUEUE_NAMES.forEach((queue, i) => {
          for (const state of QUEUE_STATES) this.set({ queue, state }, counts[i]![state] ?? 0);
        });
      },
    });

    new Gauge({
      name: METRIC_NAMES.outboxBacklog,
      help: 'E-mails in the outbox not sent yet, by status',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const rows = await sources.outbox.unsentByStatus();
        for (const status of OUTBOX_STATUSES.filter((s) => s !== 'sent'))
          this.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
      },
    });

    new Gauge({
      name: METRIC_NAMES.printBacklog,
      help: 'Paid orders not shipped yet whose print is not finished, by print status ("none": not submitted)',
      labelNames: ['print_status'],
      registers,
      async collect() {
        this.reset();
        const rows = await sources.orders.printBacklog();
        this.set({ print_status: 'none' }, 0);
        for (const row of rows) this.set({ print_status: row.printStatus }, row.count);
      },
    });

    // The retention job's totals, counted in Redis by whichever worker ran it.
    new Counter({
      name: METRIC_NAMES.retentionRuns,
      help: 'Runs of the retention job (all worker processes)',
      registers,
      async collect() {
        const { runs } = await readRetentionTotals(sources.redis, sources.redisPrefix);
        this.reset();
        this.inc(runs);
      },
    });
    new Counter({
      name: METRIC_NAMES.retentionRemoved,
      help: 'What the retention job removed, by kind (stories, files, contact messages, newsletter subscribers, orders)',
      labelNames: ['kind'],
      registers,
      async collect() {
        const { removed } = await readRetentionTotals(sources.redis, sources.redisPrefix);
        this.reset();
        for (const [kind, n] of Object.entries(removed)) this.inc({ kind }, n);
      },
    });

    this.registry.registerMetric(jobDurationMetric(sources) as unknown as Metric);
  }

  contentType(): string {
    return this.registry.contentType;
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}

/**
 * The workers' job durations as a Prometheus histogram. prom-client's Histogram only observes
 * locally, so this metric hands the registry the cluster's buckets read from Redis.
 */
function jobDurationMetric(sources: ShopMetricsSources) {
  const name = METRIC_NAMES.jobDuration;
  const help =
    'Duration of job attempts (all worker processes) by queue, job name and outcome (failed: each failed attempt), in seconds';
  return {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    collect: undefined,
    reset: () => undefined,
    async get() {
      const histograms = await readJobDurations(sources.redis, sources.redisPrefix);
      const values = histograms.flatMap(({ queue, job, outcome, buckets, count, sum }) => {
        const labels = { queue, job, outcome };
        return [
          ...buckets.map((b) => ({
            metricName: `${name}_bucket`,
            labels: { ...labels, le: b.le },
            value: b.count,
          })),
          { metricName: `${name}_sum`, labels, value: sum },
          { metricName: `${name}_count`, labels, value: count },
        ];
      });
      return { name, help, type: 'histogram', aggregator: 'sum', values };
    },
  };
}
