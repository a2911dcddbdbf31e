import { BookLayoutError } from '@shop/book';
import { type BookBuildErrorCode, bookBuildErrorText } from '@shop/contracts';
import { UnrecoverableError } from 'bullmq';

/**
 * A book build that cannot go on, with its reason as a code (BOOK_BUILD_ERRORS) and the book pages
 * it concerns. Its message is the code's words plus the technical detail, for logs and for the
 * operator's print failure; the family sees only the code's words (the API reads the code).
 */
export class BookBuildError extends Error {
  override readonly name = 'BookBuildError';
  constructor(
    readonly code: BookBuildErrorCode,
    readonly pages: readonly number[] = [],
    detail?: string,
    /** A retry cannot fix it (false: a picture the illustrator may draw next time). */
    readonly permanent = true,
  ) {
    super(bookBuildErrorText(code, pages) + (detail ? ` (${detail})` : ''));
  }
}

/**
 * Errors a retry cannot fix become BullMQ's UnrecoverableError (no more attempts), keeping the
 * original as its `cause` so the failure is recorded with its code: the story is gone or
 * unwritten, its text cannot fit the book, or a picture cannot be drawn for a reason drawing
 * again will not change.
 */
export function asJobError(err: unknown): unknown {
  const permanent =
    (err instanceof BookBuildError && err.permanent) ||
    (err instanceof BookLayoutError && err.name === 'BookDoesNotFitError');
  if (!permanent) return err;
  return Object.assign(new UnrecoverableError(err.message), { cause: err });
}

/** The code and pages of a build's final error (unwrapping asJobError); 'build-failed' if unknown. */
export function bookBuildFailureOf(err: unknown): {
  code: BookBuildErrorCode;
  pages: readonly number[];
} {
  const original = err instanceof UnrecoverableError && err.cause ? err.cause : err;
  if (original instanceof BookBuildError) return { code: original.code, pages: original.pages };
  if (original instanceof BookLayoutError && original.name === 'BookDoesNotFitError')
    return { code: 'does-not-fit', pages: [] };
  return { code: 'build-failed', pages: [] };
}
