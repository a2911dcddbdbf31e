import type { OrderStatus, PrintProviderName, PrintStatus } from '@shop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { StoryEntity } from './story.entity';

/** The order state machine (statuses, transitions) lives in @shop/contracts (order-states). */
export type { OrderStatus };

@Entity('orders')
@Index('orders_created_idx', ['createdAt'])
@Index('orders_status_fulfilled_created_idx', ['status', 'fulfilled', 'createdAt'])
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Null once a family's story was deleted on request; the order keeps what accounting needs. */
  @Index() @Column('uuid', { nullable: true }) storyId!: string | null;
  @ManyToOne(() => StoryEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity | null;

  @Column('text', { unique: true }) paymentIntentId!: string;
  /** Money in integer cents, like every amount in the shop. */
  @Column('integer') amountCents!: number;
  @Column('integer', { default: 0 }) subtotalCents!: number;
  @Column('integer', { default: 0 }) taxAmountCents!: number;
  @Column('numeric', { precision: 6, scale: 3, default: 0 }) taxRate!: string;
  @Column('text', { default: 'usd' }) currency!: string;
  /**
   * Stripe Tax: the checkout's calculation, from which the paid sale is recorded as a tax
   * transaction (its id, once recorded; a refund would reverse it). Null without Stripe Tax.
   */
  @Column('text', { nullable: true }) taxCalculationId!: string | null;
  @Column('text', { nullable: true, unique: true }) taxTransactionId!: string | null;
  @Column('text', { default: 'pending' }) status!: OrderStatus;
  @Column('boolean', { default: false }) isTest!: boolean;
  /**
   * The unguessable reference in the order status page's link (128 random bits, base64url).
   * The database makes it on insert (new_order_ref()); never show it to anyone but the buyer.
   */
  @Column({ type: 'text', unique: true, default: () => 'new_order_ref()', update: false })
  orderRef!: string;

  @Column('text') recipientName!: string;
  @Column('text') recipientEmail!: string;
  @Column('text', { nullable: true }) recipientPhone!: string | null;
  @Column('text') shippingAddress!: string;
  @Column('text') shippingCity!: string;
  @Column('text') shippingState!: string;
  @Column('text') shippingZipCode!: string;
  @Column('text') shippingCountry!: string;
  @Column('text', { default: 'unspecified' }) childGender!: string;
  @Column('text', { default: 'unspecified' }) childRace!: string;
  @Column('text', { nullable: true }) illustratorNotes!: string | null;

  @Column('text', { nullable: true }) trackingNumber!: string | null;
  @Column('text', { nullable: true }) trackingUrl!: string | null;
  /** The print provider's id of the job, and which provider it is (set when the job is made). */
  @Column('text', { nullable: true }) printOrderId!: string | null;
  @Column('text', { nullable: true }) printProvider!: PrintProviderName | null;
  /** The shop's print status (PRINT_STATUSES), which each provider maps its job states onto. */
  @Column('text', { nullable: true }) printStatus!: PrintStatus | null;
  /** The print provider's words about the status (the reason of a rejection or error). */
  @Column('text', { nullable: true }) printStatusMessage!: string | null;
  /** When the print status changed (the provider's time): older reports never overwrite newer. */
  @Column('timestamptz', { nullable: true }) printStatusChangedAt!: Date | null;
  /** Storage keys of the interior and cover PDFs handed to the printer. */
  @Column('text', { nullable: true }) printInteriorKey!: string | null;
  @Column('text', { nullable: true }) printCoverKey!: string | null;
  /** Submissions so far: each gets its own print.submit job id. */
  @Column('integer', { default: 0 }) printSubmissions!: number;
  @Column('date', { nullable: true }) estimatedDelivery!: string | null;
  @Column('boolean', { default: false }) fulfilled!: boolean;
  @Column('text', { nullable: true }) notes!: string | null;
  /** When the family's story was deleted on request (the order keeps accounting and shipping). */
  @Column('timestamptz', { nullable: true }) storyDeletedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
