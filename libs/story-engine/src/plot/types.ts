import type {
  AgeRange,
  CastKind,
  HelperSpecies,
  Mood,
  Pose,
  Prop,
  Season,
  SettingKind,
  StoryTheme,
  TimeOfDay,
  Weather,
} from '@shop/contracts';
import type { Rng } from '../rng';
import type { Companion } from './companions';

/**
 * One paragraph of a page. `pri` 0 is the beat's core; higher numbers write the same beat more
 * fully (more tries, dialogue, detail of the beat's own place and objects) and are added, lowest
 * first, until the story reaches its length. Every paragraph is whole on its own: a line that
 * refers to something ("counted them") carries its referent in the same paragraph.
 */
export interface Para {
  text: string;
  pri: number;
  /** Said more than once in a story on purpose (a refrain, a cumulative list). */
  refrain?: boolean;
  /** Paragraphs this one refers to (a friend it names, a count it continues): it is told only with them. */
  needs?: readonly Para[];
}

/** The scene a page happens in; the text of the page keeps to it. */
export interface PageSetting {
  setting: SettingKind;
  timeOfDay: TimeOfDay;
  weather: Weather;
  season: Season;
}

/** One page of a plot: its beat, its scene and its paragraphs in reading order. */
export interface PlotPage extends PageSetting {
  beat: Beat;
  companion: boolean;
  cast: CastKind[];
  pose: Pose;
  keyObject?: Prop;
  mood: Mood;
  /** One plain sentence of what happens (for the picture). */
  action: string;
  paras: Para[];
}

export type Beat = 'opening' | 'want' | 'try' | 'harder' | 'turn' | 'resolve' | 'settle';

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

/** What a theme brings to every plot pattern. */
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

export interface PatternContext {
  m: ThemeMaterial;
  a: Companion;
  /** Companion's name. */
  pal: string;
  band: AgeRange;
  rng: Rng;
  /** Another neighbour (a species not the helper's) who joins in some plots. */
  other: CastMember;
  /** More neighbours for cumulative and call-and-response plots, in order. */
  crowd: readonly CastMember[];
  /** The story's weather outdoors (seen through the window indoors). */
  weather: Weather;
}

export interface PlotPattern {
  id: string;
  /** The shape, as a reader would name it. */
  kind: string;
  titles: readonly string[];
  write(ctx: PatternContext): PlotPage[];
}

export type { HelperSpecies };
