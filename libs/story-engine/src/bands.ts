import { type AgeRange } from '@shop/contracts';

/** How an age band shapes the text. */
export interface BandStyle {
  /** Toddler refrains: how many pages carry the refrain (0 = none). */
  refrainPages: number;
  /** Call-and-answer lines per page. */
  echoes: number;
  /** Split compound sentences (", and", ", but") into short ones. */
  split: boolean;
  /** Chance to join two plain sentences into one. */
  joinChance: number;
  /** Longest joined sentence, in words. */
  joinMax: number;
  /** Richer words in place of plain ones. */
  richWords: boolean;
  /** Lines for older readers: description, dialogue, a complication. */
  rich: boolean;
  /** Dialogue lines per middle page (may be fractional: a chance). */
  talk: number;
  /** A complication after the third try. */
  twist: boolean;
  /** Storyteller asides ("Can you guess what happened next?"). */
  narrator: boolean;
  /** Longest sentence a filler line may have, in words (the plot's own lines always stay). */
  maxFillerSentence: number;
  /** A chant through the plot for little ones: "Did it work? No, not yet!" three times. */
  chorus: boolean;
}

export const BANDS: Readonly<Record<AgeRange, BandStyle>> = {
  toddler: {
    chorus: true,
    maxFillerSentence: 12,
    refrainPages: 10,
    echoes: 3,
    split: true,
    joinChance: 0,
    joinMax: 0,
    richWords: false,
    rich: false,
    talk: 0,
    twist: false,
    narrator: true,
  },
  preschool: {
    chorus: true,
    maxFillerSentence: 16,
    refrainPages: 4,
    echoes: 0,
    split: true,
    joinChance: 0,
    joinMax: 0,
    richWords: false,
    rich: false,
    talk: 0,
    twist: false,
    narrator: true,
  },
  'early-elementary': {
    chorus: false,
    maxFillerSentence: 99,
    refrainPages: 0,
    echoes: 0,
    split: false,
    joinChance: 0.25,
    joinMax: 20,
    richWords: false,
    rich: false,
    talk: 0,
    twist: false,
    narrator: false,
  },
  'upper-elementary': {
    chorus: false,
    maxFillerSentence: 99,
    refrainPages: 0,
    echoes: 0,
    split: false,
    joinChance: 0.45,
    joinMax: 28,
    richWords: true,
    rich: true,
    talk: 0.5,
    twist: true,
    narrator: false,
  },
  'middle-school': {
    chorus: false,
    maxFillerSentence: 99,
    refrainPages: 0,
    echoes: 0,
    split: false,
    joinChance: 0.7,
    joinMax: 36,
    richWords: true,
    rich: true,
    talk: 1,
    twist: true,
    narrator: false,
  },
};

/** Plain word → richer words, for older readers. Only swaps that fit every sentence they meet. */
export const RICH_WORDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\bhappy\b/g, ['delighted', 'joyful']],
  [/\bsad\b/g, ['disheartened', 'sorrowful']],
  [/\bscared\b/g, ['frightened', 'anxious']],
  [/\btired\b/g, ['exhausted', 'weary']],
  [/\bamazing\b/g, ['astonishing', 'extraordinary']],
  [/\bwonderful\b/g, ['magnificent', 'marvelous']],
  [/\bstrange\b/g, ['peculiar', 'mysterious']],
  [/\bcarefully\b/g, ['cautiously', 'deliberately']],
  [/\bquickly\b/g, ['swiftly', 'rapidly']],
  [/\bslowly\b/g, ['gradually', 'unhurriedly']],
  [/\bsurprised\b/g, ['astonished', 'startled']],
  [/\bexcited\b/g, ['exhilarated', 'thrilled']],
  [/\bpretty\b/g, ['beautiful', 'elegant']],
  [/\bgood\b/g, ['excellent', 'wonderful']],
  [/\bbeautiful\b/g, ['magnificent', 'exquisite']],
  [/\bproud\b/g, ['triumphant', 'proud']],
  [/\bfunny\b/g, ['hilarious', 'ridiculous']],
  [/\bcold\b/g, ['chilly', 'icy']],
];
