// Constants and helpers only: the home page loads this module, so the story schemas live in
// story-schemas.ts and zod stays out of its first load.
import { WORD_COUNT } from './constants';
import { DEFAULT_AGE_RANGE } from './options';

/** The story form's starting values. */
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

/** Paragraphs are separated by blank lines. */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * Where each book page starts among the story's paragraphs: the story's text is its pages' texts
 * joined by blank lines, and a long page may hold more than one paragraph. Null when the pages
 * don't add up to the text (a story without a page plan).
 */
export function pageStartsOf(pageTexts: readonly string[], content: string): number[] | null {
  const starts: number[] = [];
  let at = 0;
  for (const text of pageTexts) {
    starts.push(at);
    at += splitParagraphs(text).length;
  }
  return pageTexts.length > 0 && at === splitParagraphs(content).length ? starts : null;
}
