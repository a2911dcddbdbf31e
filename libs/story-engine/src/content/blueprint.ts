import { type StoryTheme } from '@shop/contracts';
import { type Rng } from '../rng';

/**
 * A plot blueprint: the beats of one story shape for one theme. Each beat is a template of a few
 * sentences (`{slot}`, `[a|b]`). Slots beyond the cast come from `vars`.
 */
export interface Blueprint {
  id: string;
  theme: StoryTheme;
  titles: readonly string[];
  settings: readonly string[];
  /** The problem that grows out of the theme. */
  problem: string;
  /** Three attempts that build (the rule of three). */
  tries: readonly [string, string, string];
  /** The turning point. */
  turn: string;
  /** The resolution: the lesson lived, not preached. */
  resolve: string;
  /** What happens after, the happy aftermath. */
  after: string;
  /** Extra slots (numbers that add up, colours, letters). */
  vars?: (rng: Rng) => Record<string, string>;
}

/**
 * The same beats told in other words (same events, same slots, `{helper}` in the same beat). Each
 * beat of a story takes one telling or the other, chosen by the seed.
 */
export interface Retelling {
  problem: string;
  tries: readonly [string, string, string];
  turn: string;
  resolve: string;
  after: string;
}

/** Lines shared by the blueprints of one theme. */
export interface ThemeVoice {
  theme: StoryTheme;
  /** Quiet reflections near the end (no lecture). */
  feel: readonly string[];
  /** Dialogue for older readers. */
  talk: readonly string[];
  /** A complication for older readers, told after the third try. */
  twist: readonly string[];
  /** True facts for educational themes, told along the way. */
  facts?: readonly string[];
}

export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const;

export function numberWord(n: number): string {
  const w = NUMBER_WORDS[n];
  if (w === undefined) throw new Error(`no word for ${n}`);
  return w;
}
