import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { StoryEntity } from './story.entity';

export const PROMPT_TYPES = ['start', 'middle', 'end', 'custom'] as const;
export const PROMPT_TARGETS = ['parent', 'child', 'both'] as const;

@Entity('story_prompts')
@Index('story_prompts_story_order_idx', ['storyId', 'order'], { unique: true })
export class StoryPromptEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  @Column('text') promptText!: string;
  @Column('text') promptType!: (typeof PROMPT_TYPES)[number];
  @Column('text') targetContributor!: (typeof PROMPT_TARGETS)[number];
  @Column('boolean', { default: false }) completed!: boolean;
  @Column('integer') order!: number;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}
