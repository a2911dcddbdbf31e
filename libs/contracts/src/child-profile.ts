/**
 * Two optional choices beyond the story form's required fields: how the story refers to the child
 * after the first mention on each page, and how the child looks in the pictures. Both are stored on
 * the story. Browser-safe plain data (the home page's story form loads it on first touch); the zod
 * schemas are in child-profile-schemas.ts.
 */
import type { Option } from './options';

export const PRONOUNS = ['she', 'he', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];
/** Until a parent chooses, the story uses the child's name and "they". */
export const DEFAULT_PRONOUN: Pronoun = 'they';
export const PRONOUN_OPTIONS: readonly Option<Pronoun>[] = [
  { value: 'she', label: 'she/her' },
  { value: 'he', label: 'he/him' },
  { value: 'they', label: 'they/them' },
];
/** The field's label, with the child's name once the parent has typed it. */
export function pronounQuestion(childName: string): string {
  const name = childName.trim();
  return `How should the story refer to ${name || 'your child'}?`;
}

/** The forms of each pronoun the story engine writes with. */
export const PRONOUN_FORMS: Record<
  Pronoun,
  { subject: string; object: string; possessive: string; reflexive: string; plural: boolean }
> = {
  she: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself', plural: false },
  he: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', plural: false },
  they: {
    subject: 'they',
    object: 'them',
    possessive: 'their',
    reflexive: 'themself',
    plural: true,
  },
};

export const CHILD_LOOK_LABEL = 'Your child\u2019s look';

/** Skin tones and hair colours carry `swatch`: the colour the forms show for each. */

export const SKIN_TONES = [
  { value: 'very-light', label: 'Very light', swatch: '#f6d7c3' },
  { value: 'light', label: 'Light', swatch: '#eec1a0' },
  { value: 'medium', label: 'Medium', swatch: '#d9a27a' },
  { value: 'tan', label: 'Tan', swatch: '#c08457' },
  { value: 'brown', label: 'Brown', swatch: '#8d5a3b' },
  { value: 'deep', label: 'Deep brown', swatch: '#5a3621' },
] as const;
export type SkinTone = (typeof SKIN_TONES)[number]['value'];

export const HAIR_COLORS = [
  { value: 'black', label: 'Black', swatch: '#1f1a17' },
  { value: 'dark-brown', label: 'Dark brown', swatch: '#4a2f1f' },
  { value: 'light-brown', label: 'Light brown', swatch: '#8b5e3c' },
  { value: 'blonde', label: 'Blonde', swatch: '#e3c16f' },
  { value: 'red', label: 'Red', swatch: '#b5482a' },
  { value: 'auburn', label: 'Auburn', swatch: '#7f2f1d' },
] as const;
export type HairColor = (typeof HAIR_COLORS)[number]['value'];

export const HAIR_STYLES = [
  { value: 'short', label: 'Short' },
  { value: 'short-curly', label: 'Short and curly' },
  { value: 'long-straight', label: 'Long and straight' },
  { value: 'long-curly', label: 'Long and curly' },
  { value: 'ponytail', label: 'Ponytail' },
  { value: 'pigtails', label: 'Pigtails' },
  { value: 'braids', label: 'Braids' },
  { value: 'afro', label: 'Afro' },
  { value: 'bun', label: 'Bun' },
  { value: 'buzz', label: 'Buzz cut' },
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number]['value'];

/** Every field optional: what the parent left unset, the checkout's details or the seed fill. */
export interface ChildLook {
  skinTone?: SkinTone;
  hairColor?: HairColor;
  hairStyle?: HairStyle;
  glasses?: boolean;
}

function labelOf(list: readonly { value: string; label: string }[], value: string | undefined) {
  return list.find((o) => o.value === value)?.label.toLowerCase();
}

/** "Brown skin, black hair, afro, glasses": what the parent chose, in words; '' when nothing. */
export function describeChildLook(look: ChildLook): string {
  const skin = labelOf(SKIN_TONES, look.skinTone);
  const hair = labelOf(HAIR_COLORS, look.hairColor);
  const style = labelOf(HAIR_STYLES, look.hairStyle);
  const parts = [
    skin && `${skin} skin`,
    hair && `${hair} hair`,
    style,
    look.glasses === undefined ? undefined : look.glasses ? 'glasses' : 'no glasses',
  ].filter((p): p is string => !!p);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
