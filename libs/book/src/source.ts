import { BOOK, DEFAULT_SHOP_NAME, splitParagraphs } from '@shop/contracts';
import { createHash } from 'node:crypto';
import type { CoverDimensions } from './book-files';
import type { BookInput, BookVariant } from './types';

/** Bumped whenever the layout changes, so every book is built again with it. */
const BOOK_LAYOUT_VERSION = 5;

/** What the book needs of a story row (libs/db StoryEntity fits). */
export interface StorySource {
  title: string;
  childName: string;
  animal: string;
  theme: string;
  ageRange: string;
  content: string;
  isCollaborative: boolean;
  parentContributions: readonly string[];
  childContributions: readonly string[];
  /** The animal companion's stored name (stories written before it have none). */
  companionName?: string | null;
  /** The parent's message for the book's first page. */
  dedication?: string | null;
  pages:
    | readonly {
        text: string;
        scene?: { characters?: readonly string[]; framing?: string } | object;
        parts?: readonly { author: string; text: string }[];
      }[]
    | null;
}

/** What the book needs of a picture row (libs/db StoryIllustrationEntity fits). */
export interface PictureSource {
  /** Storage key of the print-size picture. */
  imageData: string;
  pageNumber: number | null;
}

/** The companion's stored name, else "Sorrel" from a legacy page's "Sorrel the fox". */
export function petNameOf(
  story: Pick<StorySource, 'animal' | 'pages' | 'companionName'>,
): string | undefined {
  if (story.companionName) return story.companionName;
  const re = new RegExp(`^(.+?) the ${story.animal}$`, 'i');
  for (const page of story.pages ?? []) {
    const scene = page.scene;
    const characters = scene && 'characters' in scene ? scene.characters : undefined;
    for (const c of characters ?? []) {
      const m = re.exec(c.trim());
      if (m) return m[1];
    }
  }
  return undefined;
}

/** Paragraphs split into at most `count` groups of similar length (stories stored without pages). */
function groupParagraphs(paragraphs: string[], count: number): string[][] {
  const groups: string[][] = [];
  const words = (p: string) => p.split(/\s+/).length;
  let left = paragraphs.reduce((n, p) => n + words(p), 0);
  let i = 0;
  for (let g = count; g > 0 && i < paragraphs.length; g--) {
    const target = left / g;
    const group: string[] = [];
    let got = 0;
    while (
      i < paragraphs.length &&
      (group.length === 0 || got + words(paragraphs[i]!) / 2 <= target)
    ) {
      if (paragraphs.length - i < g && group.length) break;
      got += words(paragraphs[i]!);
      group.push(paragraphs[i++]!);
    }
    left -= got;
    groups.push(group);
  }
  if (i < paragraphs.length) groups[groups.length - 1]!.push(...paragraphs.slice(i));
  return groups.filter((g) => g.length);
}

/** The story's own pages, when it has them and the book can show each as one scene. */
function ownPages(story: Pick<StorySource, 'pages'>): StorySource['pages'] {
  const pages = (story.pages ?? []).filter((p) => splitParagraphs(p.text).length);
  return pages.length && pages.length <= BOOK.storyPages ? pages : null;
}

/** The story as the book lays it out: its pages' paragraphs, in order. */
function scenesOf(story: Pick<StorySource, 'content' | 'pages'>): string[][] {
  const pages = ownPages(story);
  if (pages) return pages.map((p) => splitParagraphs(p.text));
  return groupParagraphs(splitParagraphs(story.content), BOOK.storyPages);
}

/** Which of the story's pages are drawn as close-ups (their scene's framing). */
function closeUpsOf(story: Pick<StorySource, 'pages'>): boolean[] | undefined {
  const pages = ownPages(story);
  if (!pages) return undefined;
  const closeUps = pages.map(
    (p) => !!p.scene && 'framing' in p.scene && p.scene.framing === 'close',
  );
  return closeUps.some(Boolean) ? closeUps : undefined;
}

/**
 * The book of a story. `shopName` comes from the configuration; the API (which fingerprints the
 * book) and the worker (which builds it) must pass the same.
 */
export function bookInputOf(story: StorySource, shopName: string = DEFAULT_SHOP_NAME): BookInput {
  let collaboration: BookInput['collaboration'] = null;
  if (story.isCollaborative) {
    const parts = (story.pages ?? []).flatMap((p) => p.parts ?? []);
    collaboration = parts.length
      ? {
          childParts: parts.filter((p) => p.author === 'child').length,
          parentParts: parts.filter((p) => p.author === 'parent').length,
        }
      : {
          childParts: story.childContributions.length,
          parentParts: story.parentContributions.length,
        };
  }
  return {
    title: story.title,
    childName: story.childName,
    animal: story.animal,
    petName: petNameOf(story),
    theme: story.theme,
    ageRange: story.ageRange,
    scenes: scenesOf(story),
    closeUps: closeUpsOf(story),
    collaboration,
    dedication: story.dedication?.trim() || null,
    shopName,
  };
}

/** Picture storage keys by page number, for the pages this book shows. */
export function picturesOf(
  pictures: readonly PictureSource[],
  sceneCount: number,
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const p of pictures) {
    if (p.pageNumber === null) continue;
    if (p.pageNumber < -2 || p.pageNumber >= sceneCount) continue;
    out[p.pageNumber] = p.imageData;
  }
  return out;
}

/** How many of the book's story pages have a picture. */
export function interiorPicturesOf(pictures: Record<number, string>, sceneCount: number): number {
  return Object.keys(pictures)
    .map(Number)
    .filter((n) => n >= 0 && n < Math.min(sceneCount, BOOK.storyPages)).length;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Fingerprints of what a book file is made of: an unchanged story, set of pictures and cover size
 * gives the same value, so the file already built is used again; any change builds a new one.
 */
export function interiorHash(
  input: BookInput,
  pictures: Record<number, string>,
  variant: BookVariant,
): string {
  return digest([BOOK_LAYOUT_VERSION, 'interior', variant, input, sortedPictures(pictures)]);
}

export function coverHash(
  input: BookInput,
  pictures: Record<number, string>,
  dims: CoverDimensions | null | undefined,
): string {
  return digest([
    BOOK_LAYOUT_VERSION,
    'cover',
    input,
    interiorPicturesOf(pictures, input.scenes.length),
    pictures[-1] ?? null,
    pictures[-2] ?? null,
    dims ? [dims.widthPt, dims.heightPt] : null,
  ]);
}

function sortedPictures(pictures: Record<number, string>): [number, string][] {
  return Object.entries(pictures)
    .map(([k, v]) => [Number(k), v] as [number, string])
    .sort((a, b) => a[0] - b[0]);
}
