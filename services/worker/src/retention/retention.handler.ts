import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { RetentionRemoved } from '@shop/contracts';
import { FamilyDataRepository } from '@shop/db';
import { recordRetentionRun } from '@shop/metrics';
import { type JobPayload, redisOptions } from '@shop/queue';
import { FILE_STORAGE, type FileStorage, removeStoryFiles } from '@shop/storage';
import { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import type { JobHandler } from '../jobs/job-handler';

/** Rows removed per transaction: short locks, and a crash loses at most one batch's file removals. */
const RETENTION_BATCH = 100;

/**
 * `retention.run` (periodic, RETENTION_INTERVAL_MS): removes what the RETENTION_* settings say
 * is due, judged at `now`. Old orders go first (a story kept only for its order may then follow
 * in the same run), then stories (each batch's rows in one transaction, then their files), then
 * contact messages, unsubscribed newsletter addresses (a backstop: unsubscribing erases the
 * address at once), "my stories" links a day past their expiry, and proven addresses whose visitor
 * has had no story for RETENTION_UNORDERED_STORY_DAYS. Every removal locks its rows and skips
 * rows another run holds, so two runs at once remove each thing once, and a second run finds
 * nothing left. Reports the counts to the metrics and in one log line (counts only: never a
 * name, an address or a story's words).
 */
@Injectable()
export class RetentionHandler implements JobHandler<'retention.run'>, OnApplicationShutdown {
  readonly job = 'retention.run' as const;
  private readonly redis: Redis;

  constructor(
    private readonly familyData: FamilyDataRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RetentionHandler.name);
    this.redis = new Redis(
      redisOptions(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        lazyConnect: true,
        connectionName: 'storybook-retention',
      }),
    );
  }

  async handle(payload: JobPayload<'retention.run'>): Promise<RetentionRemoved> {
    return this.run(payload.now ? new Date(payload.now) : new Date());
  }

  async run(now: Date): Promise<RetentionRemoved> {
    const c = this.config;
    const removed: RetentionRemoved = {
      stories: 0,
      files: 0,
      contactMessages: 0,
      newsletterSubscribers: 0,
      orders: 0,
      myStoriesLinks: 0,
      familyAddresses: 0,
    };
    removed.orders = await drain((n) =>
      this.familyData.removeOrders(now, c.RETENTION_ORDER_YEARS, n),
    );
    const rules = {
      now,
      unorderedStoryDays: c.RETENTION_UNORDERED_STORY_DAYS,
      orderedStoryDays: c.RETENTION_ORDERED_STORY_DAYS,
    };
    for (;;) {
      const batch = await this.familyData.removeDueStories(rules, RETENTION_BATCH);
      for (const removal of batch) {
        const files = await removeStoryFiles(this.storage, removal, (keys) =>
          this.familyData.pictureKeysInUse(keys),
        );
        removed.stories += 1;
        removed.files += files.objects;
      }
      if (batch.length < RETENTION_BATCH) break;
    }
    removed.contactMessages = await drain((n) =>
      this.familyData.removeContactMessages(now, c.RETENTION_CONTACT_MESSAGE_DAYS, n),
    );
    removed.newsletterSubscribers = await drain((n) =>
      this.familyData.removeUnsubscribedNewsletter(now, n),
    );
    removed.myStoriesLinks = await drain((n) =>
      this.familyData.removeExpiredMyStoriesLinks(now, n),
    );
    removed.familyAddresses = await drain((n) =>
      this.familyData.removeIdleFamilyAddresses(now, c.RETENTION_UNORDERED_STORY_DAYS, n),
    );
    try {
      await recordRetentionRun(this.redis, c.REDIS_PREFIX, removed);
    } catch (err) {
      this.logger.warn({ err }, 'Could not record the retention run in the metrics');
    }
    this.logger.info({ removed, at: now.toISOString() }, 'Retention run');
    return removed;
  }

  async onApplicationShutdown(): Promise<void> {
    // Never connected (no run yet): nothing to say goodbye to.
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Runs a batch removal until a batch comes back short; the total removed. */
async function drain(batch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await batch(RETENTION_BATCH);
    total += n;
    if (n < RETENTION_BATCH) return total;
  }
}
