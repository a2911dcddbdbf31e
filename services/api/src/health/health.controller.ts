import { Controller, Get, Inject, Res } from '@nestjs/common';
import { Public } from '../admin-auth/public.decorator';
import type { Health } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../common/redis.module';

const PROBE_TIMEOUT_MS = 1500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when Postgres and Redis answer, else 503 with which one is down. */
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const [postgres, redis] = await Promise.all([
      within(this.db.query('SELECT 1'), PROBE_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(this.redis.ping(), PROBE_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const ok = postgres === 'up' && redis === 'up';
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', postgres, redis };
  }
}
