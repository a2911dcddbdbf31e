import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** A value an order field had or got: text, a flag, or nothing. */
export type OrderEventValue = string | boolean | null;

/**
 * One change of an order (order history): which field, from what to what, by whom, when.
 * Written by a database trigger on every change of a tracked field, whoever makes it (see the
 * order-history-trigger migration); the writer names itself with the `storybook.actor` setting.
 */
@Entity('order_events')
@Index('order_events_order_seq_idx', ['orderId', 'seq'])
export class OrderEventEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Order of the changes, also within one transaction. */
  @Column({ type: 'bigint', insert: false, update: false }) seq!: string;
  @Column('uuid') orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: OrderEntity;
  @Column('text') field!: string;
  @Column('jsonb', { name: 'fromValue', nullable: true }) from!: OrderEventValue;
  @Column('jsonb', { name: 'toValue', nullable: true }) to!: OrderEventValue;
  /** Who made the change: 'admin', or the system that did (e.g. 'checkout', 'print'). */
  @Column('text', { default: 'admin' }) actor!: string;
  @Column('timestamptz', { default: () => 'clock_timestamp()' }) createdAt!: Date;
}
