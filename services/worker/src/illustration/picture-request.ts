import {
  HELPER_SPECIES,
  PEOPLE,
  isPageScene,
  type CastKind,
  type FlatScene,
  type LegacyScene,
  type StoredScene,
} from '@shop/contracts';
import type { OrderEntity, StoryEntity } from '@shop/db';
import { COVER_PAGE, type IllustrationRequest, resolveChildLook } from '@shop/illustrator';

/** The companion's stored name, else "Sorrel" from a legacy scene's "Sorrel the fox". */
export function petNameOf(
  story: Pick<StoryEntity, 'animal' | 'pages' | 'companionName'>,
): string | undefined {
  if (story.companionName) return story.companionName;
  const re = new RegExp(`^(.+?) the ${story.animal}$`, 'i');
  for (const page of story.pages ?? []) {
    if (!('characters' in page.scene)) continue;
    for (const c of page.scene.characters) {
      const m = re.exec(c.trim());
      if (m) return m[1];
    }
  }
  return undefined;
}

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
    // A legacy free-text scene the illustrator maps to the nearest FlatScene.
    scene: page?.scene && drawableScene(page.scene),
    // The cover keeps the title as its text; the back cover has none.
    pageText: pageNumber >= 0 ? page?.text : pageNumber === COVER_PAGE ? story.title : undefined,
    // What the parent chose, filled from the checkout's details; the rest comes from the story id.
    look: resolveChildLook(story.childLook, order),
    child: order
      ? { gender: order.childGender, race: order.childRace, notes: order.illustratorNotes }
      : undefined,
  };
}

const CAST_KINDS = new Set<string>([...HELPER_SPECIES, ...PEOPLE]);

/**
 * A stored scene in the form the illustrator draws today: a page scene read as a flat one (the
 * child's pose and mood, the companion when on the page, the helpers' kinds, the key object).
 */
export function drawableScene(scene: StoredScene): FlatScene | LegacyScene {
  if (!isPageScene(scene)) return scene;
  const child = scene.figures.find((f) => f.who === 'child');
  const lead = child ?? scene.figures[0];
  return {
    setting: scene.setting,
    timeOfDay: scene.timeOfDay,
    weather: scene.weather,
    season: scene.season,
    child: child !== undefined,
    companion: scene.figures.some((f) => f.who === 'companion'),
    cast: scene.figures.flatMap((f) =>
      f.kind && CAST_KINDS.has(f.kind) ? [f.kind as CastKind] : [],
    ),
    pose: lead?.pose ?? 'stand',
    mood: lead?.mood ?? 'happy',
    ...(scene.object ? { keyObject: scene.object.prop } : {}),
    action: scene.action,
  };
}
