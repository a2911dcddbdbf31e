import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Spec §3 users. Parents need no account; this table is kept for operators. */
@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('text') username!: string;
  /** A password hash, never a plain password. */
  @Column('text') password!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
