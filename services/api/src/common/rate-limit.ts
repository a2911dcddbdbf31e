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
    private readonly redis: Redis,
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

  /**
   * Spends a point of each limit under its key, in one Redis round trip, counting exactly as
   * `consume` does: every limit counts the request, and the first whose budget is spent refuses it
   * with 429. The limits share one Redis client; a Redis failure is the first limit's 503.
   */
  static async consumeAll(checks: { limit: RedisRateLimit; key: string }[]): Promise<void> {
    const first = checks[0]?.limit;
    if (!first) return;
    await first.asking(async () => {
      const answer = await spendPoints(
        first.redis,
        checks.map(({ limit, key }) => limit.limiter.getKey(key)),
        checks.map(({ limit }) => limit.rule.durationSeconds),
      );
      checks.forEach(({ limit }, i) => {
        if (answer[2 * i]! > limit.rule.points) throw limit.tooMany(answer[2 * i + 1]!);
      });
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

/**
 * For each key, rate-limiter-flexible's own step (a window that starts with the first point,
 * then one point more): answers each key's points spent and milliseconds left, flattened.
 */
const SPEND_POINTS_LUA = `
local answer = {}
for i, key in ipairs(KEYS) do
  local seconds = tonumber(ARGV[i])
  redis.call('set', key, 0, 'EX', seconds, 'NX')
  local consumed = redis.call('incrby', key, 1)
  local ttl = redis.call('pttl', key)
  if ttl == -1 then
    redis.call('expire', key, seconds)
    ttl = 1000 * seconds
  end
  answer[#answer + 1] = consumed
  answer[#answer + 1] = ttl
end
return answer`;

type SpendingRedis = Redis & {
  spendRateLimitPoints(
    keyCount: number,
    ...keysThenSeconds: (string | number)[]
  ): Promise<number[]>;
};

function spendPoints(redis: Redis, keys: string[], seconds: number[]): Promise<number[]> {
  const client = redis as SpendingRedis;
  // EVALSHA once defined (ioredis loads the script again if Redis has forgotten it).
  if (typeof client.spendRateLimitPoints !== 'function')
    client.defineCommand('spendRateLimitPoints', { lua: SPEND_POINTS_LUA });
  return client.spendRateLimitPoints(keys.length, ...keys, ...seconds);
}

const STORY_RATE_LIMIT_MESSAGE =
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
    await RedisRateLimit.consumeAll([
      { limit: this.perVisitor, key: visitorId },
      { limit: this.perIp, key: ip },
    ]);
  }
}
