/** What a book is built from: the story as the family will read it. Plain data (crosses threads). */
export interface BookInput {
  title: string;
  childName: string;
  /** One of the animal values (contracts ANIMALS); picks the book's colours. */
  animal: string;
  /** The animal's name in the story ("Sorrel" of "Sorrel the fox"), when known. */
  petName?: string;
  /** A theme value (contracts STORY_THEMES). */
  theme: string;
  /** An age-group value (contracts AGE_GROUPS): sets the type size. */
  ageRange: string;
  /** The story's pages (1 to 10), each a list of paragraphs, in reading order. */
  scenes: string[][];
  /** A Create Together story: how many parts each writer wrote (the authors' credit). */
  collaboration?: { childParts: number; parentParts: number } | null;
  /** The parent's message for the first page, when they wrote one. */
  dedication?: string | null;
  /**
   * Story pages whose picture is a close-up (faces and hands), by scene: a band cut from it keeps
   * the picture's middle, where the faces are. Unknown for stories without page scenes.
   */
  closeUps?: boolean[];
  /**
   * The shop that made the book (SHOP_NAME): the last page's imprint and the PDF's author.
   * Unset: the default name.
   */
  shopName?: string;
}

/** Print files for the printer, or the web-resolution copy the family pages through. */
export type BookVariant = 'print' | 'preview';

/**
 * Pictures by illustration page number (-1 cover, -2 back cover, 0-9 story pages), as PNG or
 * JPEG bytes (what pdfkit embeds).
 */
export type BookImages = Partial<Record<number, Uint8Array>>;

/** Pictures of the wrap cover. */
export interface CoverImages {
  front?: Uint8Array;
  back?: Uint8Array;
}
