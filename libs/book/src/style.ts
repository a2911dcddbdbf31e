import { coverColors } from '@shop/contracts';
import type { TypeSpec } from './text-layout';

/**
 * How a band's book is set, as picture books for that age are: the type size a book starts from,
 * the smallest it may shrink to, and the most words one page may carry. Little ones hear (and
 * start to read) a few lines of big letters a page; older readers get a book face and fuller pages.
 */
export interface BandLayout {
  preferred: number;
  min: number;
  wordsPerPage: number;
}

export const BAND_LAYOUTS: Readonly<Record<string, BandLayout>> = {
  toddler: { preferred: 30, min: 24, wordsPerPage: 60 },
  preschool: { preferred: 26, min: 20, wordsPerPage: 120 },
  'early-elementary': { preferred: 19, min: 16, wordsPerPage: 200 },
  'upper-elementary': { preferred: 16, min: 14, wordsPerPage: 260 },
  'middle-school': { preferred: 14, min: 12, wordsPerPage: 300 },
};
const FALLBACK_LAYOUT = BAND_LAYOUTS['early-elementary']!;

/**
 * When a story is longer than its band's pages hold (a story written before the bands' lengths,
 * or a parent's long corrections), the book is still printed: smaller type down to this size and
 * no words-per-page limit, rather than refusing the order.
 */
export const OVERFLOW_MIN_TYPE = 11;

export function bandLayoutFor(ageRange: string): BandLayout {
  return BAND_LAYOUTS[ageRange] ?? FALLBACK_LAYOUT;
}

/** The band's type sizes (preferred and smallest). */
export function typeSizesFor(ageRange: string): { preferred: number; min: number } {
  const { preferred, min } = bandLayoutFor(ageRange);
  return { preferred, min };
}

/** Open leading for young readers; paragraphs set apart by half a line. */
export function typeSpec(size: number): TypeSpec {
  const lineHeight = Math.round(size * (size >= 18 ? 1.45 : 1.4) * 100) / 100;
  return { size, lineHeight, paragraphGap: Math.round(lineHeight * 0.5 * 100) / 100 };
}

/** Step between the sizes tried when fitting. */
export const TYPE_STEP = 0.5;

export interface Palette {
  /** The animal's colour (covers, ornaments). */
  primary: string;
  /** Its light tint (backgrounds). */
  secondary: string;
  paper: string;
  ink: string;
  softInk: string;
}

export function paletteFor(animal: string): Palette {
  const { primary, secondary } = coverColors(animal);
  return { primary, secondary, paper: '#FFFBF3', ink: '#2A2733', softInk: '#5C5866' };
}
