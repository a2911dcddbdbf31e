import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type CheckoutStatus = 'open' | 'completed' | 'superseded';

/** Shipping details as the checkout stored them (contracts' ShippingDetails). */
export interface StoredShippingDetails {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  childGender: string;
  childRace: string;
  illustratorNotes?: string;
}

/**
 * One visitor buying one story: shipping details and server-computed amounts, tied to one
 * PaymentIntent. The order is recorded from this row (never from what the browser sends), so it
 * can be recorded even if the browser never comes back. One open checkout per visitor and story.
 */
@Entity('checkouts')
export class CheckoutEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { nullable: true }) storyId!: string | null;
  @Column('uuid') visitorId!: string;
  @Column('text', { default: 'open' }) status!: CheckoutStatus;
  @Column('jsonb') shipping!: StoredShippingDetails;
  @Column('integer') subtotalCents!: number;
  @Column('integer') taxAmountCents!: number;
  @Column('numeric', { precision: 6, scale: 3 }) taxRate!: string;
  @Column('integer') totalCents!: number;
  @Column('text') currency!: string;
  /** The tax service's calculation of this price (Stripe Tax), recorded once paid; else null. */
  @Column('text', { nullable: true }) taxCalculationId!: string | null;
  @Column('text', { nullable: true, unique: true }) paymentIntentId!: string | null;
  /** Bumped on every change sent to the provider; part of the idempotency key. */
  @Column('integer', { default: 0 }) revision!: number;
  @Column('uuid', { nullable: true }) orderId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
