import type { MailKind, OutboxStatus } from '@shop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity';
import { MyStoriesLinkEntity } from './my-stories-link.entity';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { OrderEntity } from './order.entity';

/**
 * One e-mail of the shop, written before it is sent, once per kind and subject (an order, a
 * contact message, a newsletter subscriber or a "my stories" link). The mail job sends it.
 */
@Entity('outbox_messages')
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') kind!: MailKind;
  @Column('uuid', { nullable: true }) orderId!: string | null;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'orderId' })
  order?: OrderEntity | null;
  @Column('uuid', { nullable: true }) contactMessageId!: string | null;
  @ManyToOne(() => ContactMessageEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'contactMessageId' })
  contactMessage?: ContactMessageEntity | null;
  @Column('uuid', { nullable: true }) newsletterSubscriberId!: string | null;
  @ManyToOne(() => NewsletterSubscriberEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'newsletterSubscriberId' })
  newsletterSubscriber?: NewsletterSubscriberEntity | null;
  /** A "my stories" link: the message goes with the link's row. */
  @Column('uuid', { nullable: true }) myStoriesLinkId!: string | null;
  @ManyToOne(() => MyStoriesLinkEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'myStoriesLinkId' })
  myStoriesLink?: MyStoriesLinkEntity | null;
  /** Extra headers of this message (the newsletter's `List-Unsubscribe`), or null. */
  @Column('jsonb', { nullable: true }) headers!: Record<string, string> | null;
  @Column('text') to!: string;
  @Column('text', { nullable: true }) replyTo!: string | null;
  @Column('text') subject!: string;
  @Column('text') text!: string;
  @Column('text') html!: string;
  @Column('text', { default: 'queued' }) status!: OutboxStatus;
  @Column('integer', { default: 0 }) attempts!: number;
  @Column('text', { nullable: true }) lastError!: string | null;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
