import {
  type Animal,
  DEFAULT_PRONOUN,
  type PromptTarget,
  type PromptType,
  type Pronoun,
  type StoryTheme,
} from '@shop/contracts';
import { skeletonFor, tell, togetherSlots } from './skeleton';

/** One part the writers are asked for, in story order. */
export interface PlannedPrompt {
  order: number;
  promptType: PromptType;
  targetContributor: PromptTarget;
  promptText: string;
}

export interface CollaborativeCast {
  childName: string;
  animal: Animal;
  theme: StoryTheme;
  /** How the prompts refer to the child; default 'they'. */
  pronoun?: Pronoun;
}

const slotsFor = (cast: CollaborativeCast, seed: number) =>
  togetherSlots(cast.theme, {
    childName: cast.childName,
    animal: cast.animal,
    pronoun: cast.pronoun ?? DEFAULT_PRONOUN,
    seed,
  });

/**
 * The parts of a Create Together story, in order: the theme's skeleton asks one question a page,
 * parent and child taking turns. The first parent and child parts are the ones the parent fills
 * on the form.
 */
export function planCollaborativePrompts(cast: CollaborativeCast, seed: number): PlannedPrompt[] {
  const ctx = slotsFor(cast, seed);
  return skeletonFor(cast.theme).prompts.map((p, i) => ({
    order: i + 1,
    promptType: p.type,
    targetContributor: p.who,
    promptText: tell(p.ask, ctx),
  }));
}

/** The title of a Create Together story (set when it is created, kept when it is woven). */
export function collaborativeTitle(cast: CollaborativeCast, seed: number): string {
  return tell(skeletonFor(cast.theme).title, slotsFor(cast, seed));
}
