import * as zm from 'zod/mini';
import { DEFAULT_PRONOUN, HAIR_COLORS, HAIR_STYLES, PRONOUNS, SKIN_TONES } from './child-profile';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** The refusals of the child's profile, one message per field (the forms and the API share them). */
export const CHILD_PROFILE_MESSAGES = {
  pronoun: 'Choose she/her, he/him or they/them',
  childLook: 'Choose the child\u2019s look from the lists',
  unknownLookDetail: (keys: readonly PropertyKey[]) =>
    `Unknown look detail ${keys.map((k) => `"${String(k)}"`).join(', ')}: choose a skin tone, hair colour, hair style or glasses`,
  skinTone: 'Choose a skin tone from the list',
  hairColor: 'Choose a hair colour from the list',
  hairStyle: 'Choose a hair style from the list',
  glasses: 'Glasses must be yes or no',
} as const;
const M = CHILD_PROFILE_MESSAGES;

export const pronounSchema = zm.enum(PRONOUNS, { error: M.pronoun });

/** Every detail optional; an unknown detail or value is refused, never dropped. */
export const childLookSchema = zm.strictObject(
  {
    skinTone: zm.optional(zm.enum(values(SKIN_TONES), { error: M.skinTone })),
    hairColor: zm.optional(zm.enum(values(HAIR_COLORS), { error: M.hairColor })),
    hairStyle: zm.optional(zm.enum(values(HAIR_STYLES), { error: M.hairStyle })),
    glasses: zm.optional(zm.boolean({ error: M.glasses })),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? M.unknownLookDetail(issue.keys) : M.childLook,
  },
);

/**
 * The two optional fields of the story forms and their requests: the pronoun defaults to
 * "they", the look to `{}` (nothing chosen).
 */
export const childProfileFields = {
  pronoun: zm._default(pronounSchema, DEFAULT_PRONOUN),
  childLook: zm._default(childLookSchema, {}),
};
