import type { AgeRange, ChildLook, StoredScene } from '@shop/contracts';

/** Illustration page numbers: -1 cover, -2 back cover, 0-9 story pages. */
export const COVER_PAGE = -1;
export const BACK_COVER_PAGE = -2;

/** Print size: an 8.75 in page (8.5 in trim plus bleed) at 300 ppi. */
export const PRINT_SIZE_PX = 2625;
/**
 * Screen size: the web copy drawn for every story as it is written (home panel, story view at
 * 384 CSS px, book preview). Kept at 768 px so a story's first pictures come fast.
 */
export const SCREEN_SIZE_PX = 768;
/**
 * The web copy of a print picture: sharp at two device pixels per CSS pixel on the preview's
 * largest page (560 CSS px wide), as the book preview's own pictures. Made from the print raster,
 * so it costs no second drawing.
 */
export const PRINT_WEB_SIZE_PX = 1280;

/**
 * Which picture to draw.
 * - `'screen'`: a SCREEN_SIZE_PX square WebP only; the print picture is not rendered.
 *   What the pipeline draws for every story as soon as its text is ready.
 * - `'print'` (the default): a PRINT_SIZE_PX PNG (300 ppi) plus a PRINT_WEB_SIZE_PX WebP. What
 *   the book build draws.
 * Both sizes of one request show the same picture (the same SVG at two resolutions).
 */
export type PictureSize = 'screen' | 'print';

export const PICTURE_PX: Readonly<Record<PictureSize, number>> = {
  screen: SCREEN_SIZE_PX,
  print: PRINT_SIZE_PX,
};

/** The checkout's details about the child, when there is an order. */
export interface OrderChildDetails {
  childGender?: string | null;
  childRace?: string | null;
  illustratorNotes?: string | null;
}

/**
 * Everything one picture is drawn from. Deterministic: the same request gives the same picture.
 *
 * API for screen vs print: `illustrator.illustrate({ ...req, size: 'screen' })` renders only the
 * screen picture (`webp` SCREEN_SIZE_PX, no `png`, `width` = SCREEN_SIZE_PX);
 * `size: 'print'` (or no size) renders the print PNG and its PRINT_WEB_SIZE_PX WebP
 * (`width` = PRINT_SIZE_PX).
 * The result's `size` says which one came back.
 */
export interface IllustrationRequest {
  storyId: string;
  title: string;
  childName: string;
  /** One of the 14 animals; anything else is drawn as the bear. */
  animal: string;
  /** The companion's name in the story, e.g. "Sorrel". */
  petName?: string;
  pageNumber: number;
  /**
   * The page's scene: a PageScene (figures acting, framing, the key object's state), a FlatScene of
   * the retired fragment engine, or a LegacyScene of a story written before the scene vocabulary
   * (each read as a PageScene). Covers use the first page's setting.
   */
  scene?: StoredScene;
  /** The story's age band: the child is drawn at that age. Default DEFAULT_AGE_RANGE. */
  ageRange?: AgeRange;
  pageText?: string;
  /**
   * The child's look (see resolveChildLook): what the parent chose, filled from the order's
   * details; anything still unset is chosen from the story id, the same on every page.
   */
  look: ChildLook;
  /** From the order, when there is one: words for the image model (gender, the family's notes). */
  child?: { gender?: string; race?: string; notes?: string | null };
  /** Default 'print'. */
  size?: PictureSize;
}

export interface RenderedImage {
  /** The print picture: a PRINT_SIZE_PX square PNG. None for 'screen' (its only file is the WebP). */
  png?: Buffer;
  /** Square WebP: SCREEN_SIZE_PX for 'screen', PRINT_WEB_SIZE_PX for 'print'. */
  webp: Buffer;
  width: number;
  height: number;
}

export interface IllustrationResult extends RenderedImage {
  provider: 'builtin' | 'openai';
  size: PictureSize;
  /** What the image model was asked, for the record (openai only). */
  prompt?: string;
}

export interface IllustrationProvider {
  readonly name: 'builtin' | 'openai';
  illustrate(
    req: IllustrationRequest,
    opts?: { signal?: AbortSignal },
  ): Promise<IllustrationResult>;
}

/** A failure a retry cannot fix (a call cap reached, a refused prompt, a bad key). */
export class PermanentIllustrationError extends Error {
  override readonly name = 'PermanentIllustrationError';
}
