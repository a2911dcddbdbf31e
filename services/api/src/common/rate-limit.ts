import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from './api-error';
import { REDIS } from './redis.module';

export const STORY_RATE_LIMIT_MESSAGE =
  "You've asked for a lot of stories in a short time. Please wait a little and try again.";

/**
 * Story generation limits, per visitor and per IP, kept in Redis so every API instance counts
 * together. Both must allow a request.
 */
@Injectable()
export class StoryRateLimiter {
  private readonly logger = new Logger(StoryRateLimiter.name);
  private readonly perVisitor: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    const common = { storeClient: redis, duration: config.STORY_RATE_LIMIT_WINDOW_SECONDS };
    this.perVisitor = new RateLimiterRedis({
      ...common,
      keyPrefix: `${config.REDIS_PREFIX}:rl:story:visitor`,
      points: config.STORY_RATE_LIMIT_PER_VISITOR,
    });
    this.perIp = new RateLimiterRedis({
      ...common,
      keyPrefix: `${config.REDIS_PREFIX}:rl:story:ip`,
      points: config.STORY_RATE_LIMIT_PER_IP,
    });
  }

  async consume(visitorId: string, ip: string): Promise<void> {
    try {
      await Promise.all([this.perVisitor.consume(visitorId), this.perIp.consume(ip)]);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new TooManyRequestsException(
          STORY_RATE_LIMIT_MESSAGE,
          Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
        );
      }
      this.logger.error({ err }, 'Rate limiter unavailable');
      throw new ServiceUnavailableException(
        'Story creation is briefly unavailable. Please try again in a minute.',
      );
    }
  }
}
