import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** A value an order field had or got: text, a flag, or nothing. */
export type OrderEventValue = string | boolean | null;

/** One change of an order (order history): which field, from what to what, by whom, when. */
@Entity('order_events')
@Index('order_events_order_created_idx', ['orderId', 'createdAt'])
export class OrderEventEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') orderId!: string;
  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order?: OrderEntity;
  @Column('text') field!: string;
  @Column('jsonb', { name: 'fromValue', nullable: true }) from!: OrderEventValue;
  @Column('jsonb', { name: 'toValue', nullable: true }) to!: OrderEventValue;
  /** Who made the change: 'admin', or the system that did (e.g. 'checkout', 'print'). */
  @Column('text', { default: 'admin' }) actor!: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
