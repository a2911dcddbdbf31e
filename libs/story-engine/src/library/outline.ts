import { DEFAULT_PRONOUN, type PageScene } from '@shop/contracts';
import { planStory } from '../compose';
import { type StoryRequest } from '../types';
import { castStory } from './casting';
import { pickStory } from './compose';
import { library } from './loader';
import { renderBook } from './render';
import { type LibraryStory } from './schema';

/**
 * What a writer (an LLM) is asked to tell: each page's beat and scene. From the library story the
 * request gets (its pages' base text is the beat, its scenes the pictures), else from the fragment
 * engine's plan for the pairs the library does not cover yet.
 */
export interface StoryOutline {
  source: 'library' | 'fragment';
  /** The library story's id, or the fragment engine's plot and theme. */
  blueprintId: string;
  companionName: string;
  /** The other characters' names. */
  helpers: string[];
  /** The library story's title as told for this child, or the fragment plot's kind. */
  plot: string;
  pages: { beat: string; scene: PageScene }[];
}

export function outlineFor(
  req: StoryRequest,
  stories: readonly LibraryStory[] = library(),
): StoryOutline {
  const story = pickStory(req, stories);
  if (!story) {
    const plan = planStory(req);
    return {
      source: 'fragment',
      blueprintId: `${plan.plot}/${req.theme}`,
      companionName: plan.companionName,
      helpers: [plan.helper],
      plot: plan.kind,
      pages: plan.pages.map((p) => ({ beat: p.beat, scene: p.scene })),
    };
  }
  const ctx = castStory(story, {
    childName: req.childName,
    animal: req.animal,
    pronoun: req.pronoun ?? DEFAULT_PRONOUN,
    seed: req.seed,
  });
  // the base text alone: what happens on each page, at its shortest
  const book = renderBook(story, ctx, 0);
  return {
    source: 'library',
    blueprintId: story.id,
    companionName: ctx.pet.name,
    helpers: Object.values(ctx.helpers),
    plot: book.title,
    pages: book.pages.map((p) => ({ beat: p.text, scene: p.scene })),
  };
}
