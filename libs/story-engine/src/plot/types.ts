import type { CastKind, Prop, Season, SettingKind, StoryTheme, Weather } from '@shop/contracts';

/** A helper or neighbour: an animal drawn as its species or a person. */
export interface CastMember {
  kind: CastKind;
  /** "Mrs. Badger", "Grandpa Joe". */
  name: string;
  /** He or she (a theme's helper has one; neighbours are "the duck"). */
  he?: boolean;
  /** For an animal: the sound it makes, said aloud ("Quack!"); people have none. */
  sound?: string;
  /** What it is doing when met, what it can and cannot do (verb phrases). */
  does?: string;
  can?: string;
  cannot?: string;
}

/** What a theme brings to a story: its place, object, helper, problem and tries. */
export interface ThemeMaterial {
  theme: StoryTheme;
  season: Season;
  /** Weathers the plot's text allows (default: any for the season). */
  weathers?: readonly Weather[];
  /** Where the plot happens, and how the text names it ("the meadow by the mill"). */
  place: SettingKind;
  placeName: string;
  /** The object the plot turns on. */
  object: { prop: Prop; name: string; noun: string };
  helper: CastMember;
  /** A countable thing for counting plots (plural noun) and its prop. */
  count: { noun: string; one: string; prop: Prop };
  /** The problem in the theme's terms, one or two sentences. */
  problem: string;
  /** What the child sets out to do: "to ..." */
  goal: string;
  /** The virtue, plainly: "being kind". */
  virtue: string;
  /** The moment the child lives the theme (a sentence or two), for the resolution. */
  lived: string;
  /** The helper's words at the end. */
  thanks: string;
  /** The same plot told for the youngest: short sentences. */
  little: {
    problem: string;
    /** The question the little ones' search asks ("Where is the red scarf?"). */
    question: string;
    /** Where it turns up, after the companion's gift ("Up in the oak tree!"). */
    found: string;
    lived: string;
  };
  /** Four tries that build toward the goal, each a try and what came of it. */
  tries: readonly string[];
  /** True facts told along the way (educational themes), or what the helper knows. */
  facts: readonly string[];
}
