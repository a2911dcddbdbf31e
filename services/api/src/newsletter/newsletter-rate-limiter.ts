import { Inject, Injectable } from '@nestjs/common';
import { NEWSLETTER_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/** Newsletter sign-ups per IP. */
@Injectable()
export class NewsletterRateLimiter extends RedisRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    super(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:rl:newsletter`,
      points: config.NEWSLETTER_RATE_LIMIT_PER_IP,
      durationSeconds: config.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: NEWSLETTER_TEXTS.tooMany,
      unavailable: 'Newsletter sign-up is briefly unavailable. Please try again in a minute.',
    });
  }
}
