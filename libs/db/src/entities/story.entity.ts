import type {
  ChildLook,
  CollaborationStatus,
  GenerationStatus,
  StoredScene,
  Pronoun,
} from '@shop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** What the story engine produced for one page of the book: text and a scene for the illustrator. */
export interface StoredBookPage {
  text: string;
  /**
   * A page scene (figures, framing, key object); stories of the retired fragment engine carry its
   * flat scene, stories written before the scene vocabulary a free-text one.
   */
  scene: StoredScene;
  /** A collaborative story's page: who wrote each part ('parent', 'child' or 'narrator'), in order. */
  parts?: { author: 'parent' | 'child' | 'narrator'; text: string }[];
}

@Entity('stories')
@Index('stories_owner_created_idx', ['ownerVisitorId', 'createdAt'])
export class StoryEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;

  /** The anonymous visitor (signed cookie) who created the story, and its only owner. */
  @Column('uuid', { nullable: true }) ownerVisitorId!: string | null;

  @Column('text') childName!: string;
  @Column('text') animal!: string;
  @Column('text') theme!: string;
  @Column('text', { default: 'early-elementary' }) ageRange!: string;
  @Column('text', { default: '' }) title!: string;
  @Column('text', { default: '' }) content!: string;
  /** Words actually written (0 until ready). */
  @Column('integer', { default: 0 }) wordCount!: number;
  /** Words the parent asked for. */
  @Column('integer') requestedWordCount!: number;
  /** How the story refers to the child after the first mention on each page. */
  @Column('text', { default: 'they' }) pronoun!: Pronoun;
  /** The child's look in the pictures, as the parent chose it; `{}` when not chosen. */
  @Column('jsonb', { default: () => `'{}'::jsonb` }) childLook!: ChildLook;

  @Column('boolean', { default: false }) isCollaborative!: boolean;
  @Column('text', { nullable: true }) collaborativeToken!: string | null;
  @Column('jsonb', { default: () => `'[]'::jsonb` }) parentContributions!: string[];
  @Column('jsonb', { default: () => `'[]'::jsonb` }) childContributions!: string[];
  @Column('text', { default: 'not_started' }) collaborationStatus!: CollaborationStatus;

  @Column('text', { default: 'queued' }) generationStatus!: GenerationStatus;
  @Column('smallint', { default: 0 }) progress!: number;
  @Column('text', { nullable: true }) generationError!: string | null;
  /** Seed of the built-in engine, kept so the story can be rebuilt exactly. */
  @Column('integer') seed!: number;
  /** Bumped by "another version"; part of the job id so each version gets its own job. */
  @Column('integer', { default: 1 }) revision!: number;
  @Column('jsonb', { nullable: true }) pages!: StoredBookPage[] | null;
  @Column('text', { nullable: true }) provider!: string | null;
  /** The animal companion's name in the story ("Sorrel"); null for stories written before it. */
  @Column('text', { nullable: true }) companionName!: string | null;
  /** The parent's message for the book's first page. */
  @Column('text', { nullable: true }) dedication!: string | null;

  /** The creator's last visit (at most a day behind); a story without an order expires from it. */
  @Index('stories_last_visited_idx')
  @Column('timestamptz', { default: () => 'now()' })
  lastVisitedAt!: Date;
  /** When its creator deleted it while an order still needed it (it has no owner since). */
  @Column('timestamptz', { nullable: true }) deletionRequestedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
