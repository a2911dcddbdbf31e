import { Controller, Get, Inject, Res } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { Health, Readiness } from '@shop/contracts';
import { DatabaseProbe } from '@shop/db';
import { JobProducer, liveWorkers, QUEUE_NAMES } from '@shop/queue';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { Public } from '../admin-auth/public.decorator';
import { REDIS } from '../common/redis.module';

const PROBE_TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

const upOrDown = (probe: Promise<unknown>) =>
  within(probe, PROBE_TIMEOUT_MS).then(
    () => 'up' as const,
    () => 'down' as const,
  );

@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly db: DatabaseProbe,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobs: JobProducer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Liveness: 200 when Postgres and Redis answer, else 503 with which one is down. */
  @Get('health')
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const [postgres, redis] = await Promise.all([
      upOrDown(this.db.ping()),
      upOrDown(this.redis.ping()),
    ]);
    const ok = postgres === 'up' && redis === 'up';
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', postgres, redis };
  }

  /**
   * Readiness: Postgres and Redis answer and at least one worker sent a heartbeat in the last
   * 30 s (without one, stories would pile up unseen); 503 otherwise. Reports the queue depths.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    const [postgres, redis] = await Promise.all([
      upOrDown(this.db.ping()),
      upOrDown(this.redis.ping()),
    ]);
    const problems: string[] = [];
    if (postgres === 'down') problems.push('Postgres does not answer.');
    if (redis === 'down') problems.push('Redis does not answer.');
    const workers =
      redis === 'up'
        ? await within(liveWorkers(this.redis, this.config.REDIS_PREFIX), PROBE_TIMEOUT_MS).catch(
            () => [],
          )
        : [];
    if (redis === 'up' && workers.length === 0)
      problems.push('No worker has sent a heartbeat in the last 30 seconds.');
    const queues: Readiness['queues'] = {};
    if (redis === 'up') {
      await Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const counts = await within(
            this.jobs
              .queue(name)
              .getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
            PROBE_TIMEOUT_MS,
          ).catch(() => undefined);
          if (!counts) return;
          queues[name] = {
            waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
            workers: workers.filter((w) => w.queues.includes(name)).length,
          };
        }),
      );
    }
    const ok = problems.length === 0;
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ok ? 'ready' : 'not-ready',
      postgres,
      redis,
      workers: workers.length,
      problems,
      queues,
    };
  }
}
