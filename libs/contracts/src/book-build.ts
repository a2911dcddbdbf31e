/**
 * The outcome of a book file's last build and, when it failed, why: a code the worker records and
 * the API reads, with the words shown for it written once here. Browser-safe.
 */
import { BOOK } from './constants';
import { illustrationPageLabel } from './illustrations';

/** What a book file's row says about its last build. */
export const BOOK_BUILD_OUTCOMES = ['ok', 'failed'] as const;
export type BookBuildOutcome = (typeof BOOK_BUILD_OUTCOMES)[number];

/** "the cover, Page 3 and the back cover": page labels as a phrase ("a page" for none known). */
export function bookPageList(pages: readonly number[]): string {
  const labels = [...pages]
    .sort((a, b) => bookOrder(a) - bookOrder(b))
    .map((p) =>
      p < 0 ? `the ${illustrationPageLabel(p).toLowerCase()}` : illustrationPageLabel(p),
    );
  if (!labels.length) return 'a page';
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
    : labels[0]!;
}

/** Book order: cover, pages, back cover. */
function bookOrder(page: number): number {
  return page === -1 ? -1 : page === -2 ? 100 : page;
}

const thatPage = (pages: readonly number[]) => (pages.length > 1 ? 'those pages' : 'that page');

/**
 * Why a build failed for good, each with the words the family's preview and the operator's PDF
 * page show (`pages`: the book pages concerned, when the reason is about pictures). A failure of
 * any other kind is 'build-failed'. The worker decides the code; the API only reads it.
 */
export const BOOK_BUILD_ERRORS = {
  /** The story was deleted while its book was wanted (the API answers 404 for it anyway). */
  'story-gone': { text: (_pages: readonly number[]) => 'The story no longer exists' },
  /** The story has no finished text (it failed, or is being written again). */
  'not-written': { text: (_pages: readonly number[]) => 'The story is not written yet' },
  /** The text does not fit the book's pages at the smallest type size. */
  'does-not-fit': {
    text: (_pages: readonly number[]) => `The story is too long to fit the ${BOOK.pages}-page book`,
  },
  /** A picture the book needs could not be drawn (the illustrator failed or refused). */
  'pictures-not-drawn': {
    text: (pages: readonly number[]) =>
      `The picture for ${bookPageList(pages)} could not be drawn, so the book was not built and nothing was sent to print. Try again, or upload a picture for ${thatPage(pages)} in the story's illustration manager.`,
  },
  /** A picture row points at a file storage no longer has. */
  'picture-files-missing': {
    text: (pages: readonly number[]) =>
      `${pages.length > 1 ? 'Picture files are' : 'A picture file is'} missing (${bookPageList(pages)}), so the book was not built and nothing was sent to print. Upload a picture for ${thatPage(pages)} in the story's illustration manager, or delete it so it is drawn again.`,
  },
  /** Anything else (a fault of ours, not of the story): the general message. */
  'build-failed': { text: (_pages: readonly number[]) => "We couldn't put the preview together." },
} as const satisfies Record<string, { text: (pages: readonly number[]) => string }>;

export type BookBuildErrorCode = keyof typeof BOOK_BUILD_ERRORS;
export const BOOK_BUILD_ERROR_CODES = Object.keys(BOOK_BUILD_ERRORS) as [
  BookBuildErrorCode,
  ...BookBuildErrorCode[],
];

export function isBookBuildErrorCode(value: unknown): value is BookBuildErrorCode {
  return typeof value === 'string' && Object.hasOwn(BOOK_BUILD_ERRORS, value);
}

/** The words for a failed build; an unknown or missing code reads as 'build-failed'. */
export function bookBuildErrorText(code: string | null, pages: readonly number[] = []): string {
  return BOOK_BUILD_ERRORS[isBookBuildErrorCode(code) ? code : 'build-failed'].text(pages);
}
