import {
  type ChildLook,
  HAIR_COLORS,
  HAIR_STYLES,
  type HairColor,
  type HairStyle,
  SKIN_TONES,
  type SkinTone,
} from '@shop/contracts';
import { pick, rng, seedOf } from '../rng';
import type { OrderChildDetails } from '../types';

/** A look with every choice made. */
export type FullChildLook = Required<ChildLook>;

export const SKIN_COLOURS: Readonly<Record<SkinTone, string>> = {
  'very-light': '#f9dcc8',
  light: '#f1c6a2',
  medium: '#dca47a',
  tan: '#c68a5c',
  brown: '#93603f',
  deep: '#5f3b26',
};

export const HAIR_COLOURS: Readonly<Record<HairColor, string>> = {
  black: '#1f1a18',
  'dark-brown': '#4a2e1e',
  'light-brown': '#8c5b33',
  blonde: '#e2b451',
  red: '#c8531f',
  auburn: '#8e3a22',
};

/** The checkout's ethnicity → the skin tone drawn when the parent chose none. */
const SKIN_BY_RACE: Readonly<Record<string, SkinTone>> = {
  asian: 'light',
  black: 'brown',
  hispanic: 'tan',
  middleeastern: 'tan',
  nativeamerican: 'tan',
  pacificislander: 'brown',
  white: 'very-light',
  multiracial: 'medium',
};

const HAIR_COLOUR_WORDS: [HairColor, RegExp][] = [
  ['light-brown', /light[- ]brown|chestnut|sandy/],
  ['dark-brown', /dark[- ]brown|brunette|\bbrown\b/],
  ['blonde', /blond|golden|fair/],
  ['auburn', /auburn/],
  ['red', /\bred\b|ginger|copper/],
  ['black', /\bblack\b|jet/],
];

const SKIN_WORDS: [SkinTone, RegExp][] = [
  ['very-light', /\b(very (fair|pale|light)|pale)\b/],
  ['deep', /\b(deep|very dark|dark) (brown )?skin/],
  ['brown', /\bbrown skin/],
  ['tan', /\b(tan|tanned|olive) skin/],
  ['medium', /\bmedium skin/],
  ['light', /\b(fair|light) skin/],
];

/** The words of the notes that are about hair: "curly brown hair", "brown-haired", "hair is red". */
function hairWords(notes: string): string {
  const parts: string[] = [];
  for (const m of notes.matchAll(/((?:[a-z-]+[ ,]+){0,3})hair(?:ed)?\b((?:[ ,]+[a-z-]+){0,3})/g)) {
    parts.push(`${m[1]} ${/\b(is|are)\b/.test(m[2] ?? '') ? m[2] : ''}`);
  }
  for (const m of notes.matchAll(/\b(blond|blonde|redhead|brunette)\b/g)) parts.push(m[1]!);
  return parts.join(' ');
}

/** Named styles anywhere in the notes; length and curl from the words about hair. */
function hairStyleOf(words: string, text: string): HairStyle | undefined {
  if (/\bafro\b/.test(text)) return 'afro';
  if (/\bbraid/.test(text)) return 'braids';
  if (/pigtail|bunches/.test(text)) return 'pigtails';
  if (/ponytail|pony tail/.test(text)) return 'ponytail';
  if (/\bbun\b/.test(text)) return 'bun';
  if (/buzz|shaved|crew ?cut/.test(text)) return 'buzz';
  const curly = /curl|wavy|frizz|coily/.test(words);
  if (/\blong\b/.test(words)) return curly ? 'long-curly' : 'long-straight';
  if (curly) return 'short-curly';
  if (/\bshort\b/.test(words)) return 'short';
  if (/\bstraight\b/.test(words)) return 'long-straight';
  return undefined;
}

/** What the family's notes say about the child's look ("Curly brown hair and red glasses"). */
export function lookFromNotes(notes: string | null | undefined): ChildLook {
  const text = (notes ?? '').toLowerCase().slice(0, 1000);
  if (!text.trim()) return {};
  const look: ChildLook = {};
  const hair = hairWords(text);
  const colour = HAIR_COLOUR_WORDS.find(([, re]) => re.test(hair))?.[0];
  if (colour) look.hairColor = colour;
  const style = hairStyleOf(hair || text, text);
  if (style) look.hairStyle = style;
  const skin = SKIN_WORDS.find(([, re]) => re.test(text))?.[0];
  if (skin) look.skinTone = skin;
  if (/\b(no|without|doesn'?t wear|does not wear)\s+(any\s+)?(glasses|spectacles)/.test(text))
    look.glasses = false;
  else if (/glasses|spectacles|specs\b/.test(text)) look.glasses = true;
  return look;
}

const GLASSES_COLOURS: Readonly<Record<string, string>> = {
  red: '#d62f3a',
  blue: '#2f6fd6',
  green: '#2f9c5a',
  purple: '#7d4bc4',
  pink: '#e0609a',
  black: '#222222',
  yellow: '#e8b923',
  orange: '#e8772e',
  gold: '#c9a227',
  brown: '#6b4226',
};

/** The glasses' frame colour the notes name ("red glasses"), as a word, if any. */
export function glassesColourOf(notes: string | null | undefined): string | undefined {
  const m = /\b([a-z]+)\s+(?:framed?\s+)?(?:glasses|spectacles)/.exec((notes ?? '').toLowerCase());
  return m && GLASSES_COLOURS[m[1]!] ? m[1] : undefined;
}

/** The frame colour drawn for a colour word (dark brown when none was named). */
export function glassesHex(word: string | undefined): string {
  return (word && GLASSES_COLOURS[word]) || '#3a2b25';
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The child's look for the pictures: what the parent chose on the story, then what the checkout
 * says (ethnicity → skin tone; the illustrator notes → hair colour and style, skin, glasses).
 * What is still unset stays unset: the illustrator chooses it from the story id (completeLook).
 */
export function resolveChildLook(
  storyLook: ChildLook | null | undefined,
  order?: OrderChildDetails | null,
): ChildLook {
  const fromOrder: ChildLook = {
    ...(order?.childRace && SKIN_BY_RACE[order.childRace]
      ? { skinTone: SKIN_BY_RACE[order.childRace] }
      : {}),
    ...defined(lookFromNotes(order?.illustratorNotes)),
  };
  return { ...fromOrder, ...defined(storyLook ?? {}) };
}

const GIRL_STYLES: HairStyle[] = [
  'long-straight',
  'long-curly',
  'ponytail',
  'pigtails',
  'braids',
  'bun',
];
const BOY_STYLES: HairStyle[] = ['short', 'short-curly', 'buzz', 'afro'];

/** Fills what is unset from the story id: the same choices on every page of the story. */
export function completeLook(look: ChildLook, storyId: string, gender?: string): FullChildLook {
  const r = rng(seedOf('look', storyId));
  const skinTone = pick(r, SKIN_TONES).value;
  const hairColor = pick(r, HAIR_COLORS).value;
  const styles =
    gender === 'girl'
      ? GIRL_STYLES
      : gender === 'boy'
        ? BOY_STYLES
        : HAIR_STYLES.map((s) => s.value);
  const hairStyle = pick(r, styles);
  const glasses = r() < 0.15;
  return { skinTone, hairColor, hairStyle, glasses, ...defined(look) };
}

/** The look in words, the same on every page (the image model's fixed character description). */
export function describeLook(look: FullChildLook, glassesColour?: string): string {
  const label = <T extends { value: string; label: string }>(list: readonly T[], v: string) =>
    list.find((x) => x.value === v)!.label.toLowerCase();
  const hair = `${label(HAIR_STYLES, look.hairStyle)} ${label(HAIR_COLORS, look.hairColor)} hair`;
  const skin = `${label(SKIN_TONES, look.skinTone)} skin`;
  const glasses = look.glasses ? `, round ${glassesColour ? `${glassesColour} ` : ''}glasses` : '';
  return `${skin}, ${hair}${glasses}`;
}
