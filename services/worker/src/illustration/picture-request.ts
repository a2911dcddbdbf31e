import { petNameOf } from '@shop/book';
import { AGE_RANGES, type AgeRange } from '@shop/contracts';
import type { OrderEntity, StoryEntity } from '@shop/db';
import { COVER_PAGE, type IllustrationRequest, resolveChildLook } from '@shop/illustrator';

const isAgeRange = (v: string | undefined): v is AgeRange =>
  (AGE_RANGES as readonly string[]).includes(v ?? '');

/**
 * Everything one page's picture is drawn from: the story, its page's scene and text, and the
 * child as the family described them (the latest order, when there is one).
 */
export function pictureRequestFor(
  story: StoryEntity,
  order: OrderEntity | null,
  pageNumber: number,
): IllustrationRequest {
  const pages = story.pages ?? [];
  const page = pageNumber >= 0 ? pages[pageNumber] : pages[0];
  return {
    storyId: story.id,
    title: story.title,
    childName: story.childName,
    animal: story.animal,
    petName: petNameOf(story),
    pageNumber,
    // The child is drawn at the age the story is written for.
    ageRange: isAgeRange(story.ageRange) ? story.ageRange : undefined,
    // A FlatScene, or a legacy free-text scene (the illustrator maps it to the nearest FlatScene).
    scene: page?.scene,
    // The cover keeps the title as its text; the back cover has none.
    pageText: pageNumber >= 0 ? page?.text : pageNumber === COVER_PAGE ? story.title : undefined,
    // What the parent chose, filled from the checkout's details; the rest comes from the story id.
    look: resolveChildLook(story.childLook, order),
    child: order
      ? { gender: order.childGender, race: order.childRace, notes: order.illustratorNotes }
      : undefined,
  };
}
