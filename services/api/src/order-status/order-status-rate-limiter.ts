import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { ORDER_STATUS_TEXTS } from '@shop/contracts';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/** Order status lookups per IP: the page polls slowly; guessing refs takes a great many. */
@Injectable()
export class OrderStatusRateLimiter extends RedisRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    super(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:rl:order-status`,
      points: config.ORDER_STATUS_RATE_LIMIT_PER_IP,
      durationSeconds: config.ORDER_STATUS_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: ORDER_STATUS_TEXTS.tooMany,
      unavailable: ORDER_STATUS_TEXTS.unavailable,
    });
  }
}
