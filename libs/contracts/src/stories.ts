import { z } from 'zod';
import { CHILD_NAME_MAX_LENGTH, WORD_COUNT } from './constants';
import { MESSAGES } from './messages';
import { containsProfanity } from './safety';
import { AGE_RANGES, ANIMALS, DEFAULT_AGE_RANGE, THEME_VALUES } from './options';

const M = MESSAGES.story;

/**
 * A child's first name: letters (any script), spaces, hyphens, apostrophes and dots.
 * Rejecting markup outright is kinder than silently changing a name a parent typed.
 */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;

export function childNameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(CHILD_NAME_MAX_LENGTH, M.childNameTooLong)
    .regex(NAME_PATTERN, M.childNameCharacters)
    .refine((t) => !containsProfanity(t), M.childNameNotAllowed);
}

/** The regular "Craft Your Story" form and `POST /api/stories/generate` (spec §5). */
export const generateStorySchema = z.object({
  childName: childNameSchema(M.childName),
  animal: z.enum(ANIMALS, { error: M.animal }),
  theme: z.enum(THEME_VALUES, { error: M.theme }),
  ageRange: z.enum(AGE_RANGES, { error: M.ageRange }).default(DEFAULT_AGE_RANGE),
  wordCount: z
    .number({ error: M.wordCount })
    .int(M.wordCount)
    .min(WORD_COUNT.min, M.wordCount)
    .max(WORD_COUNT.max, M.wordCount)
    .default(WORD_COUNT.default),
  isCollaborative: z
    .literal(false, { error: 'Use the Create Together form for collaborative stories' })
    .default(false),
});
export type GenerateStoryInput = z.input<typeof generateStorySchema>;
export type GenerateStoryRequest = z.output<typeof generateStorySchema>;

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
export const storySchema = z.object({
  id: z.string().uuid(),
  childName: z.string(),
  animal: z.string(),
  theme: z.string(),
  ageRange: z.string(),
  title: z.string(),
  content: z.string(),
  wordCount: z.number().int(),
  requestedWordCount: z.number().int(),
  isCollaborative: z.boolean(),
  collaborationStatus: z.enum(COLLABORATION_STATUSES),
  parentContributions: z.array(z.string()),
  childContributions: z.array(z.string()),
  generationStatus: z.enum(GENERATION_STATUSES),
  /** 0-100 while the job runs. */
  progress: z.number().int().min(0).max(100),
  generationError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** One row of `GET /api/stories` (the caller's own stories, newest first). */
export const storySummarySchema = storySchema.pick({
  id: true,
  title: true,
  theme: true,
  animal: true,
  childName: true,
  isCollaborative: true,
  generationStatus: true,
  createdAt: true,
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyIdParamSchema = z.object({
  id: z.string().uuid({ error: 'Story not found' }),
});

/** Paragraphs are separated by blank lines (spec §2). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
