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

const BAND_LAYOUTS: Readonly<Record<string, BandLayout>> = {
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
  /** The animal's colour darkened until words in it read on paper (4.5:1): names, headings. */
  primaryInk: string;
  /** Its light tint (backgrounds). */
  secondary: string;
  paper: string;
  ink: string;
  softInk: string;
}

const PAPER = '#FFFBF3';
const INK = '#2A2733';

export function paletteFor(animal: string): Palette {
  const { primary, secondary } = coverColors(animal);
  return {
    primary,
    primaryInk: readableOn(primary, PAPER, INK),
    secondary,
    paper: PAPER,
    ink: INK,
    softInk: '#5C5866',
  };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hex = (c: number[]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `color` mixed toward `ink` in small steps until it reads on `background` (4.5:1). */
function readableOn(color: string, background: string, ink: string, min = 4.5): string {
  const from = rgb(color);
  const to = rgb(ink);
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const mixed = hex(from.map((v, i) => v + (to[i]! - v) * t));
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return ink;
}
