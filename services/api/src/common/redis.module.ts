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
      useFactory: (config: Config) =>
        new Redis(
          redisOptions(config.REDIS_URL, {
            maxRetriesPerRequest: 2,
            connectionName: 'storybook-api',
          }),
        ),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
