/**
 * The "Craft Your Story" form's schema, in its own module: the home page loads it only
 * when a parent starts filling the form in. It uses zod's tree-shakable build (zod/mini), which
 * shares one core with the full build used elsewhere; the two mix freely.
 */
import * as zm from 'zod/mini';
import { childProfileFields } from './child-profile-schemas';
import { CHILD_NAME_MAX_LENGTH, STORY_LENGTHS, WORD_COUNT } from './constants';
import { MESSAGES } from './messages';
import { AGE_RANGES, ANIMALS, DEFAULT_AGE_RANGE, THEME_VALUES } from './options';

const M = MESSAGES.story;
/** The shortest story any band is written at. */
const SHORTEST = Math.min(...Object.values(STORY_LENGTHS).map((r) => r.min));

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
 * child's optional pronoun and look. A length is accepted within 1000–2000 words for every band, or
 * within the band's own range (toddler 150–500, preschool 300–900).
 */
export function generateStoryFields(childName: ReturnType<typeof childNameSchema>) {
  return zm
    .object({
      childName,
      animal: zm.enum(ANIMALS, { error: M.animal }),
      theme: zm.enum(THEME_VALUES, { error: M.theme }),
      ageRange: zm._default(zm.enum(AGE_RANGES, { error: M.ageRange }), DEFAULT_AGE_RANGE),
      // any band's lengths here (so the message shows beside the other fields' ones); the band's
      // own range below
      wordCount: zm._default(
        zm
          .int({ error: M.wordCount })
          .check(zm.gte(SHORTEST, M.wordCount), zm.lte(WORD_COUNT.max, M.wordCount)),
        WORD_COUNT.default,
      ),
      isCollaborative: zm._default(
        zm.literal(false, { error: 'Use the Create Together form for collaborative stories' }),
        false,
      ),
      ...childProfileFields,
    })
    .check(
      zm.superRefine((v, ctx) => {
        const band = STORY_LENGTHS[v.ageRange];
        const within = (r: { min: number; max: number }) =>
          v.wordCount >= r.min && v.wordCount <= r.max;
        if (within(band) || within(WORD_COUNT)) return;
        ctx.issues.push({
          code: 'custom',
          path: ['wordCount'],
          // past 2000 words the API's range is the one to name, below it the band's own
          message:
            band.min === WORD_COUNT.min || v.wordCount > WORD_COUNT.max
              ? M.wordCount
              : MESSAGES.storyLength(band.min, band.max),
          input: v.wordCount,
        });
      }),
    );
}

/** The regular "Craft Your Story" form; the API's version is in safety.ts. */
export const generateStorySchema = generateStoryFields(childNameSchema(M.childName));
export type GenerateStoryInput = zm.input<typeof generateStorySchema>;
export type GenerateStoryRequest = zm.output<typeof generateStorySchema>;
