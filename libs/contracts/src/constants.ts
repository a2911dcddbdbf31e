/** Business constants and limits (spec §9). One place for each fact. */

export const WORD_COUNT = { min: 1000, max: 2000, step: 200, default: 1200 } as const;
/** Collaborative stories are always this long (spec §9). */
export const COLLABORATIVE_WORD_COUNT = 1000;

/** Reading time: about 1000 words take 5-7 minutes (spec §1), so 140-200 words a minute. */
export function readingTimeMinutes(words: number): { min: number; max: number } {
  return { min: Math.max(1, Math.round(words / 200)), max: Math.max(1, Math.round(words / 143)) };
}

export const BOOK = {
  priceCents: 2499,
  currency: 'usd',
  pages: 24,
  /** Story scenes in the book, each a picture and its text; illustration pages 0-9 (spec §4). */
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
