/**
 * The printed book's preview and the family's text corrections. Browser-safe.
 */
import { z } from 'zod';
import { BOOK_BUILD_ERROR_CODES, BOOK_BUILD_ERRORS } from './book-build';
import { normaliseContribution } from './collaboration';
import { containsProfanity } from './safety';
import { STORY_FROZEN_TEXTS } from './story-integrity';

/** Where a built book file stands: being built (poll again), ready, or failed for good. */
export const BOOK_BUILD_STATUSES = ['building', 'ready', 'failed'] as const;
export type BookBuildStatus = (typeof BOOK_BUILD_STATUSES)[number];

/** `GET /api/stories/{id}/preview` and the admin PDF's JSON answer while building. */
export const bookFileStatusSchema = z.object({
  status: z.enum(BOOK_BUILD_STATUSES),
  /** The PDF, once ready (a stored file's address). */
  url: z.string().optional(),
  pageCount: z.number().int().optional(),
  /** Why it failed, in words for people (the text of `error`). */
  message: z.string().optional(),
  /** Why it failed, as a code (BOOK_BUILD_ERRORS). */
  error: z.enum(BOOK_BUILD_ERROR_CODES).optional(),
  /** Preview only: whether the requester may still correct the text (the owner, before payment). */
  editable: z.boolean().optional(),
});
export type BookFileStatus = z.infer<typeof bookFileStatusSchema>;

/** How often the browser asks again while a preview is being built. */
export const BOOK_PREVIEW_POLL_INTERVAL_MS = 1500;

export const STORY_TITLE_MAX_LENGTH = 120;
export const STORY_PARAGRAPH_MAX_LENGTH = 2000;
/** A correction may make a paragraph longer by this much (it must still fit its page). */
export const PARAGRAPH_GROWTH = { factor: 1.25, extraChars: 200 } as const;

export const BOOK_TEXTS = {
  previewButton: 'Preview your book',
  previewTitle: 'Your book',
  building: 'Putting your book together...',
  failed: BOOK_BUILD_ERRORS['build-failed'].text([]),
  tryAgain: 'Try again',
  previous: 'Previous page',
  next: 'Next page',
  close: 'Close preview',
  pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
  editText: 'Correct the text',
  editHint: 'Fix a typo or a word before you order: the book and its preview follow your changes.',
  save: 'Save changes',
  saved: 'Your changes are saved',
  saveError: "Couldn't save your changes",
  cancel: 'Cancel',
  /** 409 once the story has a paid order. */
  frozen: STORY_FROZEN_TEXTS.text,
  /** 429: corrections come in faster than a person types them. */
  editTooMany: "You've made a lot of changes in a short time. Please wait a little and try again.",
  editUnavailable: 'Saving changes is briefly unavailable. Please try again in a minute.',
  titleRequired: 'Please enter a title',
  titleTooLong: `Please keep the title under ${STORY_TITLE_MAX_LENGTH} characters`,
  paragraphRequired: 'A paragraph cannot be empty',
  paragraphTooLong: `Please keep each paragraph under ${STORY_PARAGRAPH_MAX_LENGTH} characters`,
  paragraphGrewTooMuch:
    'This correction makes the paragraph much longer: it would not fit its page in the book.',
  notAllowed: 'Please choose kinder words',
  unknownParagraph: 'This paragraph does not exist',
  nothingToChange: 'Change the title or a paragraph',
  notWritten: 'The story is still being written.',
  pdfBuilding: 'The book PDF is being built. This page reloads by itself.',
  /** The web page that opens a story's print PDF once it is built. */
  pdfPage: {
    title: 'Story PDF',
    building: 'The book PDF is being built. It opens here by itself as soon as it is ready.',
    opening: 'The book PDF is ready. Opening it…',
    failed: 'The book PDF could not be built.',
    tryAgain: 'Try again',
    signIn: 'Please sign in to the admin area to open this PDF.',
    signInLink: 'Sign in',
    notFound: "We couldn't find this story. It might have been deleted or the link is incorrect.",
    unavailable: 'The PDF could not be checked just now. Please try again in a minute.',
  },
} as const;

/** One line of text: control characters and line breaks become spaces. */
function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A paragraph stays one paragraph: blank lines inside it would split it in two. */
function oneParagraph(text: string): string {
  return normaliseContribution(text).replace(/\s*\n\s*/g, ' ');
}

const kind = (t: string) => !containsProfanity(t);

export const updateStoryTextSchema = z
  .object({
    title: z
      .string({ error: BOOK_TEXTS.titleRequired })
      .transform(oneLine)
      .pipe(
        z
          .string()
          .min(1, { error: BOOK_TEXTS.titleRequired, abort: true })
          .max(STORY_TITLE_MAX_LENGTH, BOOK_TEXTS.titleTooLong)
          .refine(kind, BOOK_TEXTS.notAllowed),
      )
      .optional(),
    paragraphs: z
      .array(
        z.object({
          index: z
            .number({ error: BOOK_TEXTS.unknownParagraph })
            .int(BOOK_TEXTS.unknownParagraph)
            .min(0, BOOK_TEXTS.unknownParagraph)
            .max(999, BOOK_TEXTS.unknownParagraph),
          text: z
            .string({ error: BOOK_TEXTS.paragraphRequired })
            .transform(oneParagraph)
            .pipe(
              z
                .string()
                .min(1, { error: BOOK_TEXTS.paragraphRequired, abort: true })
                .max(STORY_PARAGRAPH_MAX_LENGTH, BOOK_TEXTS.paragraphTooLong)
                .refine(kind, BOOK_TEXTS.notAllowed),
            ),
        }),
      )
      .max(200)
      .refine((ps) => new Set(ps.map((p) => p.index)).size === ps.length, {
        error: 'Each paragraph may be changed once per request',
      })
      .optional(),
  })
  .refine((v) => v.title !== undefined || (v.paragraphs?.length ?? 0) > 0, {
    error: BOOK_TEXTS.nothingToChange,
  });
export type UpdateStoryTextInput = z.input<typeof updateStoryTextSchema>;
export type UpdateStoryTextRequest = z.output<typeof updateStoryTextSchema>;

/** Whether a corrected paragraph stays within what its page can take. */
export function paragraphGrowthAllowed(before: string, after: string): boolean {
  return (
    after.length <=
    Math.max(before.length * PARAGRAPH_GROWTH.factor, before.length + PARAGRAPH_GROWTH.extraChars)
  );
}
