/**
 * Two optional choices beyond the story form's required fields: how the story refers to the child
 * after the first mention on each page, and how the child looks in the pictures. Both are stored on
 * the story. Browser-safe plain data (the home page loads it); the zod schemas are in
 * child-profile-schemas.ts.
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

export const SKIN_TONES = [
  { value: 'very-light', label: 'Very light' },
  { value: 'light', label: 'Light' },
  { value: 'medium', label: 'Medium' },
  { value: 'tan', label: 'Tan' },
  { value: 'brown', label: 'Brown' },
  { value: 'deep', label: 'Deep brown' },
] as const;
export type SkinTone = (typeof SKIN_TONES)[number]['value'];

export const HAIR_COLORS = [
  { value: 'black', label: 'Black' },
  { value: 'dark-brown', label: 'Dark brown' },
  { value: 'light-brown', label: 'Light brown' },
  { value: 'blonde', label: 'Blonde' },
  { value: 'red', label: 'Red' },
  { value: 'auburn', label: 'Auburn' },
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
