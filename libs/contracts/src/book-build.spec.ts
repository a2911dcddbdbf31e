import { bookFileStatusSchema } from './book';
import {
  BOOK_BUILD_ERROR_CODES,
  BOOK_BUILD_ERRORS,
  bookBuildErrorText,
  bookPageList,
} from './book-build';

describe('book build errors', () => {
  it('names the pages in book order, the covers in words', () => {
    expect(bookPageList([-2, 3, -1])).toBe('the cover, Page 4 and the back cover');
    expect(bookPageList([0])).toBe('Page 1');
    expect(bookPageList([])).toBe('a page');
  });

  it('words each code once, singular or plural by the pages', () => {
    expect(bookBuildErrorText('pictures-not-drawn', [2])).toBe(
      "The picture for Page 3 could not be drawn, so the book was not built and nothing was sent to print. Try again, or upload a picture for that page in the story's illustration manager.",
    );
    expect(bookBuildErrorText('picture-files-missing', [-1, 4])).toMatch(
      /^Picture files are missing \(the cover and Page 5\), .* for those pages /,
    );
    expect(bookBuildErrorText('does-not-fit')).toBe(
      'The story is too long to fit the 24-page book',
    );
  });

  it('reads an unknown or missing code as the general failure', () => {
    const general = BOOK_BUILD_ERRORS['build-failed'].text([]);
    expect(bookBuildErrorText(null)).toBe(general);
    expect(bookBuildErrorText('too long to fit')).toBe(general);
  });

  it('is part of the book file status the API answers with', () => {
    for (const error of BOOK_BUILD_ERROR_CODES)
      expect(bookFileStatusSchema.parse({ status: 'failed', error }).error).toBe(error);
    expect(() => bookFileStatusSchema.parse({ status: 'failed', error: 'oops' })).toThrow();
  });
});
