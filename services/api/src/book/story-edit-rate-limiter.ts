import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { BOOK_TEXTS } from '@shop/contracts';
import { Redis } from 'ioredis';
import { RedisRateLimit } from '../common/rate-limit';
import { REDIS } from '../common/redis.module';

/** Corrections to a story's text per visitor: each one rebuilds the book preview in the worker. */
@Injectable()
export class StoryEditRateLimiter extends RedisRateLimit {
  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config) {
    super(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:rl:story-edit`,
      points: config.STORY_EDIT_RATE_LIMIT_PER_VISITOR,
      durationSeconds: config.STORY_EDIT_RATE_LIMIT_WINDOW_SECONDS,
      tooMany: BOOK_TEXTS.editTooMany,
      unavailable: BOOK_TEXTS.editUnavailable,
    });
  }
}
