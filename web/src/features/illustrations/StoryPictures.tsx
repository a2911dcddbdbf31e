import type { Illustration } from '@shop/contracts';
import { useStoryIllustrationsQuery } from './illustrationsApi';

/**
 * For the story view and the home story panel (issue 8 part 7): the cover and the page pictures
 * of a story when it has them, else nothing. `page` picks one story page (0-9); without it, the
 * cover. The owner may read them (the API checks the story-access rules).
 */
export function StoryPictures({ storyId, page }: { storyId: string; page?: number }) {
  const { data } = useStoryIllustrationsQuery(storyId);
  const wanted = page ?? -1;
  const picture: Illustration | undefined = data?.find((i) => i.pageNumber === wanted);
  if (!picture) return null;
  return (
    <img
      className="story-picture"
      src={picture.previewUrl}
      alt={wanted === -1 ? 'Book cover illustration' : `Illustration for page ${wanted + 1}`}
      loading="lazy"
      width={384}
      height={384}
    />
  );
}

/** Pictures by page for a story text split into paragraphs: [cover, page 0 ... page 9]. */
export function picturesByPage(illustrations: readonly Illustration[]): Map<number, Illustration> {
  const byPage = new Map<number, Illustration>();
  for (const i of illustrations)
    if (i.pageNumber !== null && !byPage.has(i.pageNumber)) byPage.set(i.pageNumber, i);
  return byPage;
}
