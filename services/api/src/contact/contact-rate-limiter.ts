import { Inject, Injectable } from '@nestjs/common';
import { CONTACT_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/** Contact-form messages per IP. */
@Injectable()
export class ContactRateLimiter extends RedisRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    super(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:rl:contact`,
      points: config.CONTACT_RATE_LIMIT_PER_IP,
      durationSeconds: config.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: CONTACT_TEXTS.tooMany,
      unavailable: 'The contact form is briefly unavailable. Please try again in a minute.',
    });
  }
}
