import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Webhook deliveries already handled: the primary key makes each event processed once. */
@Entity('processed_webhook_events')
export class ProcessedWebhookEventEntity {
  @PrimaryColumn('text') provider!: string;
  @PrimaryColumn('text') eventId!: string;
  @Column('timestamptz', { default: () => 'now()' }) receivedAt!: Date;
}
