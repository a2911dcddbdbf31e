import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoryPromptEntity } from './story-prompt.entity';
import { StoryEntity } from './story.entity';

@Entity('story_contributions')
@Index('story_contributions_story_created_idx', ['storyId', 'createdAt'])
export class StoryContributionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  /** One answer per prompt (a unique partial index): two people racing on a prompt, one wins. */
  @Column('uuid', { nullable: true }) promptId!: string | null;
  @ManyToOne(() => StoryPromptEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'promptId' })
  prompt?: StoryPromptEntity | null;
  @Column('text') contributorType!: 'parent' | 'child';
  @Column('text') content!: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
