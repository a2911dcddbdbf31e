import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DbTransaction } from './transaction';

/**
 * Payment providers' webhook events already handled (processed_webhook_events): each event's
 * effect runs once, in the transaction that records its id.
 */
@Injectable()
export class WebhookEventRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records the event under its (provider, eventId) primary key and runs `work` in the same
   * transaction; 'duplicate' (without running it) when the event was recorded before. A duplicate
   * delivery racing the first waits on the key until the first commits or rolls back; a throw from
   * `work` rolls the record back too, so the provider's retry runs it again.
   */
  processOnce<T>(
    provider: string,
    eventId: string,
    work: (m: DbTransaction) => Promise<T>,
  ): Promise<T | 'duplicate'> {
    return this.dataSource.transaction(async (m) => {
      const fresh: unknown[] = await m.query(
        `INSERT INTO "processed_webhook_events" ("provider", "eventId") VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING "eventId"`,
        [provider, eventId],
      );
      if (fresh.length === 0) return 'duplicate' as const;
      return work(m);
    });
  }
}
