import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/api-error';
import { REDIS } from '../common/redis.module';

/** Sign-in attempts per IP, counted in Redis across every API instance. */
@Injectable()
export class LoginRateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_PREFIX}:rl:admin-login`,
      points: config.ADMIN_LOGIN_ATTEMPTS,
      duration: config.ADMIN_LOGIN_WINDOW_SECONDS,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new TooManyRequestsException(
          ADMIN_TEXTS.tooManyAttempts,
          Math.ceil(err.msBeforeNext / 1000),
        );
      }
      throw err;
    }
  }

  reset(ip: string): Promise<boolean> {
    return this.limiter.delete(ip);
  }
}
