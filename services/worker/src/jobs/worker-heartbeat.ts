import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { beat, forget, parseQueueList, redisOptions, WORKER_HEARTBEAT_EVERY_MS } from '@shop/queue';
import { Redis } from 'ioredis';

/**
 * Tells the API's readiness check that this worker is alive: a heartbeat in Redis every few
 * seconds. A worker that crashed or hangs stops beating, and readiness fails within 30 s.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly redis: Redis;
  private timer?: NodeJS.Timeout;

  constructor(@Inject(CONFIG) private readonly config: Config) {
    this.redis = new Redis(
      redisOptions(config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        connectionName: 'storybook-heartbeat',
      }),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    const queues = parseQueueList(this.config.WORKER_QUEUES);
    const send = () =>
      beat(this.redis, this.config.REDIS_PREFIX, queues).catch((err: unknown) =>
        this.logger.warn({ err }, 'Worker heartbeat not recorded'),
      );
    await send();
    this.timer = setInterval(() => void send(), WORKER_HEARTBEAT_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await forget(this.redis, this.config.REDIS_PREFIX).catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
