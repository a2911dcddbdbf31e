import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { MY_STORIES_TEXTS } from '@shop/contracts';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/**
 * "My stories" limits: links asked for per IP and per e-mail address (every one may send an
 * e-mail: never a way to flood an inbox), and failed openings per IP.
 */
@Injectable()
export class MyStoriesRateLimiter {
  private readonly perIp: RedisRateLimit;
  private readonly perEmail: RedisRateLimit;
  private readonly claimFailures: RedisRateLimit;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    const common = {
      durationSeconds: config.MY_STORIES_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: MY_STORIES_TEXTS.tooMany,
      unavailable: MY_STORIES_TEXTS.unavailable,
    };
    const prefix = `${config.REDIS_PREFIX}:rl:my-stories`;
    this.perIp = new RedisRateLimit(redis, {
      ...common,
      keyPrefix: `${prefix}:ip`,
      points: config.MY_STORIES_LINK_RATE_LIMIT_PER_IP,
    });
    this.perEmail = new RedisRateLimit(redis, {
      ...common,
      keyPrefix: `${prefix}:email`,
      points: config.MY_STORIES_LINK_RATE_LIMIT_PER_EMAIL,
    });
    this.claimFailures = new RedisRateLimit(redis, {
      ...common,
      keyPrefix: `${prefix}:claim-failed`,
      points: config.MY_STORIES_CLAIM_FAILURES_PER_IP,
    });
  }

  /** A link asked for: counts against both the IP and the address. */
  async consumeLink(ip: string, email: string): Promise<void> {
    await RedisRateLimit.consumeAll([
      { limit: this.perIp, key: ip },
      { limit: this.perEmail, key: email },
    ]);
  }

  /** Refuses an opening while the IP's failures are spent. */
  assertMayClaim(ip: string): Promise<void> {
    return this.claimFailures.assertNotSpent(ip);
  }

  claimFailed(ip: string): Promise<void> {
    return this.claimFailures.consume(ip);
  }
}
