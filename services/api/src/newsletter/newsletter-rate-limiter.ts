import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { NEWSLETTER_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../common/api-error';
import { REDIS } from '../common/redis.module';

/** Newsletter sign-ups per IP, counted in Redis so every API instance counts together. */
@Injectable()
export class NewsletterRateLimiter {
  private readonly logger = new Logger(NewsletterRateLimiter.name);
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.REDIS_PREFIX}:rl:newsletter`,
      points: config.NEWSLETTER_RATE_LIMIT_PER_IP,
      duration: config.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new TooManyRequestsException(
          NEWSLETTER_TEXTS.tooMany,
          Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
        );
      }
      this.logger.error({ err }, 'Rate limiter unavailable');
      throw new ServiceUnavailableException(
        'Newsletter sign-up is briefly unavailable. Please try again in a minute.',
      );
    }
  }
}
