import * as zm from 'zod/mini';
import { HAIR_COLORS, HAIR_STYLES, PRONOUNS, SKIN_TONES } from './child-profile';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const pronounSchema = zm.enum(PRONOUNS, { error: 'Choose she/her, he/him or they/them' });

export const childLookSchema = zm.strictObject({
  skinTone: zm.optional(zm.enum(values(SKIN_TONES), { error: 'Choose a skin tone from the list' })),
  hairColor: zm.optional(
    zm.enum(values(HAIR_COLORS), { error: 'Choose a hair colour from the list' }),
  ),
  hairStyle: zm.optional(
    zm.enum(values(HAIR_STYLES), { error: 'Choose a hair style from the list' }),
  ),
  glasses: zm.optional(zm.boolean({ error: 'Glasses must be yes or no' })),
});
