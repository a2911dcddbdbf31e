/**
 * The "Craft Your Story" form's schema, in its own module: the home page loads it only
 * when a parent starts filling the form in. It uses zod's tree-shakable build (zod/mini), which
 * shares one core with the full build used elsewhere; the two mix freely.
 */
import * as zm from 'zod/mini';
import { childProfileFields } from './child-profile-schemas';
import { CHILD_NAME_MAX_LENGTH, WORD_COUNT } from './constants';
import { MESSAGES } from './messages';
import { AGE_RANGES, ANIMALS, DEFAULT_AGE_RANGE, THEME_VALUES } from './options';

const M = MESSAGES.story;

/**
 * A child's first name: letters (any script), spaces, hyphens, apostrophes and dots.
 * Rejecting markup outright is kinder than silently changing a name a parent typed.
 */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;

/** A child's name as the forms check it while the parent types. */
export function childNameSchema(requiredMessage: string) {
  return zm
    .string({ error: requiredMessage })
    .check(
      zm.trim(),
      zm.minLength(1, { error: requiredMessage, abort: true }),
      zm.maxLength(CHILD_NAME_MAX_LENGTH, M.childNameTooLong),
      zm.regex(NAME_PATTERN, M.childNameCharacters),
    );
}

/**
 * The story form's fields around a given child-name rule (the API adds the word list), with the
 * child's optional pronoun and look.
 */
export function generateStoryFields(childName: ReturnType<typeof childNameSchema>) {
  return zm.object({
    childName,
    animal: zm.enum(ANIMALS, { error: M.animal }),
    theme: zm.enum(THEME_VALUES, { error: M.theme }),
    ageRange: zm._default(zm.enum(AGE_RANGES, { error: M.ageRange }), DEFAULT_AGE_RANGE),
    wordCount: zm._default(
      zm
        .int({ error: M.wordCount })
        .check(zm.gte(WORD_COUNT.min, M.wordCount), zm.lte(WORD_COUNT.max, M.wordCount)),
      WORD_COUNT.default,
    ),
    isCollaborative: zm._default(
      zm.literal(false, { error: 'Use the Create Together form for collaborative stories' }),
      false,
    ),
    ...childProfileFields,
  });
}

/** The regular "Craft Your Story" form; the API's version is in safety.ts. */
export const generateStorySchema = generateStoryFields(childNameSchema(M.childName));
export type GenerateStoryInput = zm.input<typeof generateStorySchema>;
export type GenerateStoryRequest = zm.output<typeof generateStorySchema>;
