import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from './api-error';
import { REDIS } from './redis.module';

export interface RateLimitRule {
  /** Redis key prefix, under the instance's REDIS_PREFIX. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** The 429's message when the budget is spent. */
  tooMany: string;
  /** The 503's message when Redis cannot be asked. */
  unavailable: string;
}

/**
 * A limit kept in Redis, so every API instance counts together: a 429 with Retry-After when
 * the budget is spent, a 503 (never a silent pass) when Redis does not answer.
 */
export class RedisRateLimit {
  private static readonly logger = new Logger('RateLimit');
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly rule: RateLimitRule,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: rule.keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
    });
  }

  async consume(key: string): Promise<void> {
    await this.asking(async () => {
      try {
        await this.limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw this.tooMany(err.msBeforeNext);
        throw err;
      }
    });
  }

  /**
   * Refuses with 429 while the key's budget is spent, without spending a point: for limits that
   * count only failures (the caller spends a point with `consume` when an attempt fails).
   */
  async assertNotSpent(key: string): Promise<void> {
    await this.asking(async () => {
      const res = await this.limiter.get(key);
      if (res && res.consumedPoints >= this.rule.points) throw this.tooMany(res.msBeforeNext);
    });
  }

  private tooMany(msBeforeNext: number): TooManyRequestsException {
    return new TooManyRequestsException(
      this.rule.tooMany,
      Math.max(1, Math.ceil(msBeforeNext / 1000)),
    );
  }

  /** Runs a Redis call; a Redis failure is a 503, never a silent pass. */
  private async asking(call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (err) {
      if (err instanceof TooManyRequestsException) throw err;
      RedisRateLimit.logger.error(
        { err, keyPrefix: this.rule.keyPrefix },
        'Rate limiter unavailable',
      );
      throw new ServiceUnavailableException(this.rule.unavailable);
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export const STORY_RATE_LIMIT_MESSAGE =
  "You've asked for a lot of stories in a short time. Please wait a little and try again.";
const STORY_UNAVAILABLE = 'Story creation is briefly unavailable. Please try again in a minute.';

/**
 * Story generation limits, per visitor and per IP (every story may cost money once an LLM
 * writes it). Both must allow a request.
 */
@Injectable()
export class StoryRateLimiter {
  private readonly perVisitor: RedisRateLimit;
  private readonly perIp: RedisRateLimit;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    const common = {
      durationSeconds: config.STORY_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: STORY_RATE_LIMIT_MESSAGE,
      unavailable: STORY_UNAVAILABLE,
    };
    this.perVisitor = new RedisRateLimit(redis, {
      ...common,
      keyPrefix: `${config.REDIS_PREFIX}:rl:story:visitor`,
      points: config.STORY_RATE_LIMIT_PER_VISITOR,
    });
    this.perIp = new RedisRateLimit(redis, {
      ...common,
      keyPrefix: `${config.REDIS_PREFIX}:rl:story:ip`,
      points: config.STORY_RATE_LIMIT_PER_IP,
    });
  }

  async consume(visitorId: string, ip: string): Promise<void> {
    await Promise.all([this.perVisitor.consume(visitorId), this.perIp.consume(ip)]);
  }
}
