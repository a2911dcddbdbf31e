import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CONFIG, type Config } from '@shop/config';
import { OrderRepository, OutboxRepository } from '@shop/db';
import { ShopMetrics } from '@shop/metrics';
import { JobProducer } from '@shop/queue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { timingSafeEqual } from 'node:crypto';
import { REDIS } from '../common/redis.module';

/** Where Prometheus scrapes (outside /api: not part of the shop's API). */
const METRICS_PATH = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, only `Authorization: Bearer <token>`; without
 * it, anyone outside production and nobody in production (404, as if it did not exist).
 */
export function metricsAccess(config: Config, authorization: string | undefined): 200 | 401 | 404 {
  if (!config.METRICS_TOKEN) return config.NODE_ENV === 'production' ? 404 : 200;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return match && sameSecret(match[1]!, config.METRICS_TOKEN) ? 200 : 401;
}

/**
 * Prometheus metrics: times every request by its route pattern (never the raw URL, whose ids
 * would make a series per story) and serves the registry at /metrics.
 */
@Module({
  providers: [
    {
      provide: ShopMetrics,
      inject: [REDIS, CONFIG, JobProducer, OutboxRepository, OrderRepository],
      useFactory: (
        redis: Redis,
        config: Config,
        producer: JobProducer,
        outbox: OutboxRepository,
        orders: OrderRepository,
      ) =>
        new ShopMetrics({
          redis,
          redisPrefix: config.REDIS_PREFIX,
          queue: (name) => producer.queue(name),
          outbox,
          orders,
        }),
    },
  ],
})
export class MetricsModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: ShopMetrics,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      this.metrics.httpDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
    fastify.get(METRICS_PATH, async (request, reply) => {
      const access = metricsAccess(this.config, request.headers.authorization);
      if (access !== 200) {
        if (access === 401) void reply.header('www-authenticate', 'Bearer');
        return reply.code(access).send({ statusCode: access, message: 'Not available' });
      }
      const body = await this.metrics.metrics();
      return reply
        .header('content-type', this.metrics.contentType())
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
