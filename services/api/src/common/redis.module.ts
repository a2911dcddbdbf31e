import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { redisOptions } from '@shop/queue';
import { Redis } from 'ioredis';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared Redis client for rate limits and health (BullMQ keeps its own connections). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [CONFIG],
      useFactory: (config: Config) => {
        const redis = new Redis(
          redisOptions(config.REDIS_URL, {
            maxRetriesPerRequest: 2,
            connectionName: 'storybook-api',
          }),
        );
        // While Redis is away, each request that needs it fails with a 503 that is logged; the
        // client's own reconnection errors would repeat that every second.
        redis.on('error', () => undefined);
        return redis;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
