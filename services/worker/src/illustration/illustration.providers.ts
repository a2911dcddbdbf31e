import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { type CallBudget, createIllustrator, RenderPool } from '@shop/illustrator';
import {
  bullPrefix,
  illustrationKeys,
  JobProducer,
  queueRedis,
  workerRedisOptions,
} from '@shop/queue';
import { FlowProducer } from 'bullmq';

const RENDER_POOL = Symbol('RENDER_POOL');
export const ILLUSTRATOR = Symbol('ILLUSTRATOR');
export const FLOW_PRODUCER = Symbol('FLOW_PRODUCER');

/**
 * The per-story cap on paid image calls, counted in Redis so every worker process shares it. A
 * spending budget only: which pictures a story has is recorded by its rows (IllustrationRepository).
 */
class RedisCallBudget implements CallBudget {
  constructor(
    private readonly producer: JobProducer,
    private readonly config: Config,
  ) {}

  async take(storyId: string): Promise<boolean> {
    const redis = await queueRedis(this.producer.queue('illustration'));
    const key = illustrationKeys.calls(this.config.REDIS_PREFIX, storyId);
    const used = await redis.incr(key);
    if (used === 1) await redis.expire(key, 365 * 24 * 3600);
    return used <= this.config.IMAGES_MAX_CALLS_PER_STORY;
  }
}

@Injectable()
class RenderPoolCloser implements OnApplicationShutdown {
  constructor(@Inject(RENDER_POOL) private readonly pool: RenderPool) {}
  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}

@Injectable()
class FlowProducerCloser implements OnApplicationShutdown {
  constructor(@Inject(FLOW_PRODUCER) private readonly flow: FlowProducer) {}
  onApplicationShutdown(): Promise<void> {
    return this.flow.close();
  }
}

/**
 * What draws pictures: render threads, the configured illustrator, storage. The `illustration`
 * queue's handlers use it, and the book build (queues `book` and `print`) to draw what a book
 * still lacks (Nest keeps one instance per token when a process serves several of them).
 */
export const drawingProviders: Provider[] = [
  {
    provide: RENDER_POOL,
    inject: [CONFIG],
    useFactory: (config: Config) => new RenderPool(config.ILLUSTRATION_RENDER_THREADS),
  },
  {
    provide: ILLUSTRATOR,
    inject: [CONFIG, RENDER_POOL, JobProducer],
    useFactory: (config: Config, pool: RenderPool, producer: JobProducer) =>
      createIllustrator(config, pool, new RedisCallBudget(producer, config)),
  },
  RenderPoolCloser,
];

/** BullMQ flows: the bulk run's children, and a ready story's pictures (queues `illustration`, `story`). */
export const flowProviders: Provider[] = [
  {
    provide: FLOW_PRODUCER,
    inject: [CONFIG],
    useFactory: (config: Config) =>
      new FlowProducer({
        connection: workerRedisOptions(config.REDIS_URL),
        prefix: bullPrefix(config.REDIS_PREFIX),
      }),
  },
  FlowProducerCloser,
];
