import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/** Failed sign-in attempts per IP; a successful sign-in clears the count. */
@Injectable()
export class LoginRateLimiter extends RedisRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    super(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:rl:admin-login`,
      points: config.ADMIN_LOGIN_ATTEMPTS,
      durationSeconds: config.ADMIN_LOGIN_WINDOW_SECONDS,
      tooMany: ADMIN_TEXTS.tooManyAttempts,
      unavailable: 'Sign-in is briefly unavailable. Please try again in a minute.',
    });
  }
}
