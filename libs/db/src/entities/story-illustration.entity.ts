import type { IllustrationSource } from '@shop/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoryEntity } from './story.entity';

@Entity('story_illustrations')
@Index('story_illustrations_story_seq_idx', ['storyId', 'sequenceOrder'])
@Index('story_illustrations_one_per_page', ['storyId', 'pageNumber'], {
  unique: true,
  where: '"pageNumber" IS NOT NULL',
})
export class StoryIllustrationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  /** A reference into file storage (never the bytes themselves). */
  @Column('text') imageData!: string;
  /** -1 cover, -2 back cover, null unassigned, 0-9 story pages. */
  @Column('smallint', { nullable: true }) pageNumber!: number | null;
  @Column('text', { nullable: true }) pageContent!: string | null;
  @Column('integer', { default: 0 }) sequenceOrder!: number;
  /**
   * 'operator': uploaded, drawn on request, or placed on its page by the operator; never replaced
   * by an automatic picture. 'auto': drawn without the operator; fills empty pages only.
   */
  @Column('text', { default: 'operator' }) source!: IllustrationSource;
  /** False while only the screen-size copy exists; the book build draws the print-size file. */
  @Column('boolean', { default: true }) printReady!: boolean;
  /** The story version an automatic picture illustrates; null for the operator's pictures. */
  @Column('integer', { nullable: true }) storyRevision!: number | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
