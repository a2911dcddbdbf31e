/** What the story engine wrote for one page: the illustrator draws from it. */
export interface SceneDescription {
  setting: string;
  timeOfDay: string;
  weather: string;
  characters: string[];
  action: string;
  mood: string;
}

/** Illustration page numbers (spec §4): -1 cover, -2 back cover, 0-9 story pages. */
export const COVER_PAGE = -1;
export const BACK_COVER_PAGE = -2;

/** Print size: an 8.75 in page (8.5 in trim plus bleed) at 300 ppi. */
export const PRINT_SIZE_PX = 2625;
/** The small web copy. */
export const PREVIEW_SIZE_PX = 768;

/** Everything one picture is drawn from. Deterministic: the same request gives the same picture. */
export interface IllustrationRequest {
  storyId: string;
  title: string;
  childName: string;
  /** One of the 14 animals (spec §3); anything else gets the fox's friend, a default critter. */
  animal: string;
  /** The animal's name in the story, e.g. "Sorrel" from "Sorrel the fox". */
  petName?: string;
  pageNumber: number;
  /** The page's scene; covers use the first page's. Missing for stories without pages. */
  scene?: SceneDescription;
  pageText?: string;
  /** From the order, when there is one: the child as the family described them. */
  child?: { gender?: string; race?: string; notes?: string | null };
}

export interface RenderedImage {
  /** PRINT_SIZE_PX square PNG. */
  png: Buffer;
  /** PREVIEW_SIZE_PX square WebP. */
  webp: Buffer;
  width: number;
  height: number;
}

export interface IllustrationResult extends RenderedImage {
  provider: 'builtin' | 'openai';
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
