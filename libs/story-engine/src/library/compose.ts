import {
  DEFAULT_PRONOUN,
  STORY_LENGTHS,
  writtenWordCount,
  type AgeRange,
  type Animal,
  type StoryTheme,
} from '@shop/contracts';
import { hash } from '../rng';
import { type ComposedStory, type StoryRequest } from '../types';
import { canPlay, castStory } from './casting';
import { library } from './loader';
import { renderBook } from './render';
import { type LibraryStory } from './schema';

/** The library's stories of a theme and band that this animal can play, in id order. */
export function storiesFor(
  theme: StoryTheme,
  band: AgeRange,
  animal: Animal,
  stories: readonly LibraryStory[] = library(),
): LibraryStory[] {
  return stories
    .filter((s) => s.theme === theme && s.band === band && canPlay(s, animal))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The story a request gets, or undefined when the library has none for it. Consecutive seeds
 * ("Write another version") take the next story in turn, so they differ whenever two fit.
 */
export function pickStory(
  req: Pick<StoryRequest, 'theme' | 'ageRange' | 'animal' | 'seed'>,
  stories: readonly LibraryStory[] = library(),
): LibraryStory | undefined {
  const fitting = storiesFor(req.theme, req.ageRange, req.animal, stories);
  if (fitting.length === 0) return undefined;
  const turn = Math.abs(Math.floor(req.seed)) + hash(`${req.theme}|${req.ageRange}|${req.animal}`);
  return fitting[turn % fitting.length];
}

/** A library story told for the request: pure, the same request gives the same book. */
export function composeLibraryStory(req: StoryRequest, story: LibraryStory): ComposedStory {
  const ctx = castStory(story, {
    childName: req.childName,
    animal: req.animal,
    pronoun: req.pronoun ?? DEFAULT_PRONOUN,
    seed: req.seed,
  });
  const book = renderBook(
    story,
    ctx,
    writtenWordCount(req.ageRange, req.wordCount),
    STORY_LENGTHS[req.ageRange].max,
  );
  return {
    title: book.title,
    content: book.pages.map((p) => p.text).join('\n\n'),
    wordCount: book.wordCount,
    pages: book.pages,
    seed: req.seed,
    provider: 'builtin',
    blueprintId: story.id,
    companionName: ctx.pet.name,
  };
}

/**
 * The built-in engine's book: the library story the request's seed picks among those that fit
 * its theme, band and animal. The library covers every theme, band and animal (a unit test keeps
 * it so), so a request no story fits is a programming error.
 */
export function composeStory(
  req: StoryRequest,
  stories: readonly LibraryStory[] = library(),
): ComposedStory {
  return composeLibraryStory(req, storyFor(req, stories));
}

/** The story a request gets; throws when none fits (the library must cover every request). */
export function storyFor(
  req: Pick<StoryRequest, 'theme' | 'ageRange' | 'animal' | 'seed'>,
  stories: readonly LibraryStory[] = library(),
): LibraryStory {
  const story = pickStory(req, stories);
  if (!story)
    throw new Error(
      `The story library has no ${req.theme} story for ${req.ageRange} that a ${req.animal} can play.`,
    );
  return story;
}

/** The request at the length its book is written at (a band's longest where more was asked). */
export function bookRequest(req: StoryRequest): StoryRequest {
  const wordCount = writtenWordCount(req.ageRange, req.wordCount);
  return wordCount === req.wordCount ? req : { ...req, wordCount };
}
