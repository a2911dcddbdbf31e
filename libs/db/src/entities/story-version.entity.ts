import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type StoredBookPage, StoryEntity } from './story.entity';

/**
 * An earlier version of a story, kept when "Write another version" replaced it (or when the
 * parent went back to another one): its text as it was, corrections included. The story row
 * holds the current version; an ordered story is printed from that one.
 */
@Entity('story_versions')
@Index('story_versions_story_revision_idx', ['storyId', 'revision'], { unique: true })
export class StoryVersionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  /** The story's revision this text was written as. */
  @Column('integer') revision!: number;
  @Column('text') title!: string;
  @Column('text') content!: string;
  @Column('integer') wordCount!: number;
  @Column('jsonb', { nullable: true }) pages!: StoredBookPage[] | null;
  @Column('text', { nullable: true }) companionName!: string | null;
  @Column('text', { nullable: true }) provider!: string | null;
  /** When this version was written (the story's updatedAt at the time it was replaced). */
  @Column('timestamptz') writtenAt!: Date;
}
