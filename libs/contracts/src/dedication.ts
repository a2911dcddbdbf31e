/**
 * The dedication: an optional message from the parent, printed on the book's first page under
 * "A special story for" the child. Written on the preview or at checkout; frozen with the order
 * like the rest of the book. Browser-safe.
 */
import { z } from 'zod';
import { normaliseContribution } from './collaboration';
import { containsProfanity } from './safety';
import { STORY_FROZEN_TEXTS } from './story-integrity';

/** What fits the first page in a readable size (about seven lines). */
export const DEDICATION_MAX_LENGTH = 300;

export const DEDICATION_TEXTS = {
  label: 'Dedication (optional)',
  hint: "A few words from you, printed on the book's first page.",
  placeholder: 'For Mia, who is braver than she knows. Love, Mum',
  save: 'Save dedication',
  saved: 'Dedication saved',
  tooLong: `Please keep the dedication under ${DEDICATION_MAX_LENGTH} characters`,
  notAllowed: 'Please choose kinder words',
  frozen: STORY_FROZEN_TEXTS.dedication,
} as const;

/** One paragraph: line breaks and runs of spaces become one space. */
function oneParagraph(text: string): string {
  return normaliseContribution(text).replace(/\s*\n\s*/g, ' ');
}

/** `PUT /api/stories/{id}/dedication`: an empty message removes the dedication. */
export const updateDedicationSchema = z.object({
  dedication: z
    .string({ error: DEDICATION_TEXTS.tooLong })
    .transform(oneParagraph)
    .pipe(
      z
        .string()
        .max(DEDICATION_MAX_LENGTH, DEDICATION_TEXTS.tooLong)
        .refine((t) => !containsProfanity(t), DEDICATION_TEXTS.notAllowed),
    ),
});
export type UpdateDedicationRequest = z.output<typeof updateDedicationSchema>;
