/** Business constants and limits. One place for each fact. */

import type { AgeRange } from './options';

/** The lengths the API accepts for any band (the older bands' range). */
export const WORD_COUNT = { min: 1000, max: 2000, step: 200, default: 1200 } as const;

export interface StoryLength {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}

/**
 * The lengths a story of each band is written at: real books for two-year-olds run to 500 words,
 * for three-to-five-year-olds to 900. The form offers its band's range; the API also accepts
 * WORD_COUNT for every band, and a story asked for more than its band's maximum is written at it.
 */
export const STORY_LENGTHS: Readonly<Record<AgeRange, StoryLength>> = {
  toddler: { min: 150, max: 500, step: 50, default: 300 },
  preschool: { min: 300, max: 900, step: 50, default: 600 },
  'early-elementary': WORD_COUNT,
  'upper-elementary': WORD_COUNT,
  'middle-school': WORD_COUNT,
};

/** The length a story is written at: what was asked, within its band's range. */
export function writtenWordCount(band: AgeRange, asked: number): number {
  const r = STORY_LENGTHS[band];
  return Math.min(r.max, Math.max(r.min, asked));
}

/** Every length the form offers for a band, shortest first. */
export function bandLengths(band: AgeRange): number[] {
  const r = STORY_LENGTHS[band];
  const out: number[] = [];
  for (let n = r.min; n <= r.max; n += r.step) out.push(n);
  return out;
}
/** Collaborative stories are always this long. */
export const COLLABORATIVE_WORD_COUNT = 1000;

/** Reading time: about 1000 words take 5-7 minutes, so 140-200 words a minute. */
export function readingTimeMinutes(words: number): { min: number; max: number } {
  return { min: Math.max(1, Math.round(words / 200)), max: Math.max(1, Math.round(words / 143)) };
}

export const BOOK = {
  priceCents: 2499,
  currency: 'usd',
  pages: 24,
  /** Story scenes in the book, each a picture and its text; illustration pages 0-9. */
  storyPages: 10,
  format: 'Hardcover, Full Color, 24 Pages',
  deliveryBusinessDays: '7-10',
} as const;

/** "$24.99" for 2499. Cents are integers everywhere; only the display divides. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const CHILD_NAME_MAX_LENGTH = 40;

/** How often the browser polls a story that is still being written. */
export const STORY_POLL_INTERVAL_MS = 1500;

// Here rather than in illustrations.ts (which holds schemas): the story panel on the home page
// places pictures by page and should not load zod for it.
/** Illustration page numbers: -1 cover, -2 back cover, null not assigned, 0-9 pages 1-10. */
export const ILLUSTRATION_PAGES = { cover: -1, backCover: -2, firstPage: 0, lastPage: 9 } as const;

/** Every page of a full set: cover, the 10 story pages, back cover. */
export const FULL_SET_PAGES: readonly number[] = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -2];

/** The print providers the shop can use (PRINT_PROVIDER); an order stores the one that printed it. */
export const PRINT_PROVIDER_NAMES = ['manual', 'lulu'] as const;
export type PrintProviderName = (typeof PRINT_PROVIDER_NAMES)[number];

/** Who put a picture on its page: the operator's pictures are never replaced by automatic ones. */
export const ILLUSTRATION_SOURCES = ['auto', 'operator'] as const;
export type IllustrationSource = (typeof ILLUSTRATION_SOURCES)[number];

/** How often the browser asks for a story's pictures while its set is still being drawn. */
export const PICTURES_POLL_INTERVAL_MS = 1000;
