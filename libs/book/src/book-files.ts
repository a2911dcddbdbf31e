/**
 * The contract between the book builder (`book.build`) and its users (`print.submit`, the
 * admin's PDF download): a story's print-ready files live in file storage under these keys.
 */
export interface BookFiles {
  storyId: string;
  /** The 24-page interior PDF (630 x 630 pt pages: 8.5 in trim plus 0.125 in bleed). */
  interiorKey: string;
  /** The one-piece wrap cover PDF (back, spine, front). */
  coverKey: string;
  interiorPageCount: number;
  coverWidthPt: number;
  coverHeightPt: number;
}

/** A cover size from the print service's cover-dimensions call, in points. */
export interface CoverDimensions {
  widthPt: number;
  heightPt: number;
}

/**
 * Builds a story's print files, or hands back the files already built when the story's text,
 * pictures and cover size have not changed since.
 */
export interface BookFilesBuilder {
  ensureBuilt(storyId: string, cover?: CoverDimensions): Promise<BookFiles>;
}

/** Nest injection token for the worker's BookFilesBuilder. */
export const BOOK_FILES_BUILDER = Symbol('BOOK_FILES_BUILDER');
