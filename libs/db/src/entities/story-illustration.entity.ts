import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoryEntity } from './story.entity';

@Entity('story_illustrations')
@Index('story_illustrations_story_seq_idx', ['storyId', 'sequenceOrder'])
export class StoryIllustrationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  /** A reference into file storage (never the bytes themselves). */
  @Column('text') imageData!: string;
  /** -1 cover, -2 back cover, null unassigned, 0-9 story pages (spec §4). */
  @Column('smallint', { nullable: true }) pageNumber!: number | null;
  @Column('text', { nullable: true }) pageContent!: string | null;
  @Column('integer', { default: 0 }) sequenceOrder!: number;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
