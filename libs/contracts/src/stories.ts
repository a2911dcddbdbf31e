import * as zm from 'zod/mini';
import { WORD_COUNT } from './constants';
import { DEFAULT_AGE_RANGE } from './options';

/** The form's starting values (spec §5 "Defaults"). */
export const GENERATE_STORY_DEFAULTS = {
  childName: '',
  animal: '',
  theme: '',
  ageRange: DEFAULT_AGE_RANGE,
  wordCount: WORD_COUNT.default,
  isCollaborative: false,
} as const;

export const GENERATION_STATUSES = ['queued', 'generating', 'ready', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
/** A story in one of these states will not change by itself: stop polling. */
export const FINAL_GENERATION_STATUSES: readonly GenerationStatus[] = ['ready', 'failed'];

export const COLLABORATION_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/** A story as the API returns it. */
export const storySchema = zm.object({
  id: zm.uuid(),
  childName: zm.string(),
  animal: zm.string(),
  theme: zm.string(),
  ageRange: zm.string(),
  title: zm.string(),
  content: zm.string(),
  wordCount: zm.int(),
  requestedWordCount: zm.int(),
  isCollaborative: zm.boolean(),
  collaborationStatus: zm.enum(COLLABORATION_STATUSES),
  parentContributions: zm.array(zm.string()),
  childContributions: zm.array(zm.string()),
  generationStatus: zm.enum(GENERATION_STATUSES),
  /** 0-100 while the job runs. */
  progress: zm.int().check(zm.gte(0), zm.lte(100)),
  generationError: zm.nullable(zm.string()),
  createdAt: zm.string(),
  updatedAt: zm.string(),
});
export type Story = zm.infer<typeof storySchema>;

/** One row of `GET /api/stories` (the caller's own stories, newest first). */
export const storySummarySchema = zm.pick(storySchema, {
  id: true,
  title: true,
  theme: true,
  animal: true,
  childName: true,
  isCollaborative: true,
  generationStatus: true,
  createdAt: true,
});
export type StorySummary = zm.infer<typeof storySummarySchema>;

export const storyIdParamSchema = zm.object({
  id: zm.uuid({ error: 'Story not found' }),
});

/** Paragraphs are separated by blank lines (spec §2). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
