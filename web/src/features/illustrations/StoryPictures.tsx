import {
  BOOK,
  FULL_SET_PAGES,
  ILLUSTRATION_PAGES,
  type Illustration,
  PICTURES_POLL_INTERVAL_MS,
  type StoryIllustrationsSummary,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useStoryPicturesQuery } from './picturesApi';

// Kept free of the admin manager and its css: the home page's story panel imports this file.

/** Pictures by page for a story text split into paragraphs: [cover, page 0 ... page 9]. */
export function picturesByPage(illustrations: readonly Illustration[]): Map<number, Illustration> {
  const byPage = new Map<number, Illustration>();
  for (const i of illustrations)
    if (i.pageNumber !== null && !byPage.has(i.pageNumber)) byPage.set(i.pageNumber, i);
  return byPage;
}

const EMPTY = new Map<number, Illustration>();

/** Asking stops when no new picture came for this long (a page whose drawing failed). */
export const PICTURES_GIVE_UP_MS = 30_000;

/** Pages of the full set (cover, pages, back cover) that have a picture. */
function fullSetCount(byPage: ReadonlyMap<number, Illustration>): number {
  return FULL_SET_PAGES.filter((p) => byPage.has(p)).length;
}

/**
 * A story's pictures by page, for its owner or a holder of its collaborative link (`token`);
 * empty while loading, when it has none, or when the pictures cannot be read. With the story's
 * `summary` saying more are being drawn, it asks again every PICTURES_POLL_INTERVAL_MS until the
 * set is complete (or nothing new came for PICTURES_GIVE_UP_MS), so they appear one by one.
 */
export function useStoryPictures(
  storyId: string,
  token?: string,
  summary?: StoryIllustrationsSummary,
): Map<number, Illustration> {
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  const gaveUp = gaveUpOn === storyId;
  const args = token ? { storyId, token } : { storyId };
  const { data } = useStoryPicturesQuery(args);
  const byPage = data?.length ? picturesByPage(data) : EMPTY;
  const count = fullSetCount(byPage);
  const drawing = !!summary?.drawing && count < summary.total && !gaveUp;
  // A second subscription polls only while the set is being drawn.
  useStoryPicturesQuery(args, { pollingInterval: drawing ? PICTURES_POLL_INTERVAL_MS : 0 });
  useEffect(() => {
    if (!drawing) return;
    const timer = setTimeout(() => setGaveUpOn(storyId), PICTURES_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [drawing, count, storyId]);
  return byPage;
}

/**
 * The paragraph a book page's picture goes before: where the page starts, as the API reports it
 * (`pageStarts`); for a story without a page plan, about p/10 of the way in.
 */
export function paragraphOfPage(
  page: number,
  paragraphs: number,
  pageStarts?: readonly number[] | null,
): number {
  const start = pageStarts?.[page];
  const at = start ?? Math.floor((page * paragraphs) / BOOK.storyPages);
  return Math.max(0, Math.min(paragraphs - 1, at));
}

/** Page pictures keyed by the paragraph they go before, in page order. */
export function picturesByParagraph(
  byPage: ReadonlyMap<number, Illustration>,
  paragraphs: number,
  pageStarts?: readonly number[] | null,
): Map<number, Illustration[]> {
  const out = new Map<number, Illustration[]>();
  if (paragraphs === 0) return out;
  for (let page = ILLUSTRATION_PAGES.firstPage; page <= ILLUSTRATION_PAGES.lastPage; page++) {
    const picture = byPage.get(page);
    if (!picture) continue;
    const at = paragraphOfPage(page, paragraphs, pageStarts);
    out.set(at, [...(out.get(at) ?? []), picture]);
  }
  return out;
}

function altOf(pageNumber: number): string {
  if (pageNumber === ILLUSTRATION_PAGES.cover) return 'Book cover illustration';
  if (pageNumber === ILLUSTRATION_PAGES.backCover) return 'Back cover illustration';
  return `Illustration for page ${pageNumber + 1}`;
}

/** One picture of the story (the web-size copy). */
export function StoryPicture({ picture }: { picture: Illustration }) {
  const page = picture.pageNumber ?? ILLUSTRATION_PAGES.cover;
  return (
    <img
      className={`story-picture${page === ILLUSTRATION_PAGES.cover ? ' story-picture--cover' : ''}`}
      src={picture.previewUrl}
      alt={altOf(page)}
      // The cover is the first thing seen; the page pictures load as the reader scrolls.
      loading={page === ILLUSTRATION_PAGES.cover ? 'eager' : 'lazy'}
      decoding="async"
      width={384}
      height={384}
    />
  );
}

/**
 * For the story view and the home story panel: the cover (or `page={n}`) of a
 * story when it has one, else nothing. The API checks the story-access rules.
 */
export function StoryPictures({
  storyId,
  page,
  token,
}: {
  storyId: string;
  page?: number;
  token?: string;
}) {
  const picture = useStoryPictures(storyId, token).get(page ?? ILLUSTRATION_PAGES.cover);
  return picture ? <StoryPicture picture={picture} /> : null;
}
