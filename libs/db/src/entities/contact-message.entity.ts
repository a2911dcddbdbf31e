import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') subject!: string;
  @Column('text') message!: string;
  @Column('boolean', { default: false }) isRead!: boolean;
  @Index('contact_messages_created_idx')
  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;
}
