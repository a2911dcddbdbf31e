import { DEFAULT_PRONOUN, type PageScene } from '@shop/contracts';
import { type StoryRequest } from '../types';
import { castStory } from './casting';
import { storyFor } from './compose';
import { library } from './loader';
import { renderBook } from './render';
import { type LibraryStory } from './schema';

/**
 * What a writer (an LLM) is asked to tell: each page's beat and scene, from the library story the
 * request gets (its pages' base text is the beat, its scenes the pictures).
 */
export interface StoryOutline {
  /** The library story's id. */
  blueprintId: string;
  companionName: string;
  /** The other characters' names. */
  helpers: string[];
  /** The library story's title as told for this child. */
  plot: string;
  pages: { beat: string; scene: PageScene }[];
}

export function outlineFor(
  req: StoryRequest,
  stories: readonly LibraryStory[] = library(),
): StoryOutline {
  const story = storyFor(req, stories);
  const ctx = castStory(story, {
    childName: req.childName,
    animal: req.animal,
    pronoun: req.pronoun ?? DEFAULT_PRONOUN,
    seed: req.seed,
  });
  // the base text alone: what happens on each page, at its shortest
  const book = renderBook(story, ctx, 0);
  return {
    blueprintId: story.id,
    companionName: ctx.pet.name,
    helpers: Object.values(ctx.helpers),
    plot: book.title,
    pages: book.pages.map((p) => ({ beat: p.text, scene: p.scene })),
  };
}
