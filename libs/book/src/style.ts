import { coverColors } from '@shop/contracts';
import type { TypeSpec } from './text-layout';

/**
 * Story type size by age group: the size a book starts from, and the smallest it may shrink to
 * when a page holds a lot of text. Little ones read (or are read) big letters.
 */
export const AGE_TYPE_SIZES: Readonly<Record<string, { preferred: number; min: number }>> = {
  toddler: { preferred: 24, min: 15 },
  preschool: { preferred: 22, min: 14 },
  'early-elementary': { preferred: 18, min: 13 },
  'upper-elementary': { preferred: 16, min: 12 },
  'middle-school': { preferred: 14, min: 11 },
};
const FALLBACK_SIZES = AGE_TYPE_SIZES['early-elementary']!;

export function typeSizesFor(ageRange: string): { preferred: number; min: number } {
  return AGE_TYPE_SIZES[ageRange] ?? FALLBACK_SIZES;
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
