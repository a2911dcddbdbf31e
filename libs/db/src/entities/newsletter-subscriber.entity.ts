import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscribers')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Stored lower-cased; unique, so an address is subscribed once. */
  @Column('text', { unique: true }) email!: string;
  /** Secret for the unsubscribe link. */
  @Column('text', { unique: true }) unsubscribeToken!: string;
  @Column('timestamptz', { nullable: true }) unsubscribedAt!: Date | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
