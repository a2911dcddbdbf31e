import type { BookBuildErrorCode, BookBuildOutcome } from '@shop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { StoryEntity } from './story.entity';

export type BookFileVariant = 'print' | 'preview';

/**
 * A story's built book files in file storage: the print files (interior and wrap cover) and the
 * family's web-resolution preview (interior only). The hashes fingerprint what each file was built
 * from (text, pictures, cover size, layout version): equal hashes mean the file is current.
 * The last build's outcome stays on the row; a story whose first build failed has no files yet.
 */
@Entity('book_files')
@Unique('book_files_story_variant_key', ['storyId', 'variant'])
export class BookFileEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') storyId!: string;
  @ManyToOne(() => StoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'storyId' })
  story?: StoryEntity;
  @Column('text') variant!: BookFileVariant;

  @Column('text', { nullable: true }) interiorKey!: string | null;
  @Column('text', { nullable: true }) interiorHash!: string | null;
  @Column('integer', { nullable: true }) interiorPageCount!: number | null;
  /** The story's type size in the book (pt). */
  @Column('real', { nullable: true }) typeSize!: number | null;

  @Column('text', { nullable: true }) coverKey!: string | null;
  @Column('text', { nullable: true }) coverHash!: string | null;
  @Column('real', { nullable: true }) coverWidthPt!: number | null;
  @Column('real', { nullable: true }) coverHeightPt!: number | null;

  /**
   * The last build: ok, or failed with its reason; when; the interior fingerprint it built.
   * Written only by BookFileRepository (the worker's builds); the API reads it.
   */
  @Column('text', { nullable: true }) buildOutcome!: BookBuildOutcome | null;
  /** Why the last build failed, as a code (BOOK_BUILD_ERRORS); null when it did not. */
  @Column('text', { nullable: true }) buildError!: BookBuildErrorCode | null;
  /** The book pages the failure concerns (pictures that could not be drawn or read). */
  @Column('smallint', { array: true, nullable: true }) buildPages!: number[] | null;
  /** The worker's own account of the failure, for logs and operators (never parsed). */
  @Column('text', { nullable: true }) buildMessage!: string | null;
  @Column('timestamptz', { nullable: true }) buildAt!: Date | null;
  @Column('text', { nullable: true }) buildHash!: string | null;

  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

/** Storage keys of the files the rows hold. */
export function bookFileKeys(rows: readonly BookFileEntity[]): string[] {
  return rows.flatMap((r) => [r.interiorKey, r.coverKey]).filter((k): k is string => !!k);
}
