import {
  EDUCATIONAL_THEMES,
  SETTINGS,
  type Mood,
  type Pose,
  type Prop,
  type SettingKind,
  type TimeOfDay,
} from '@shop/contracts';
import { numberWord } from '../../content/numbers';
import { PLACE_LINES, fits } from '../places';
import { SPOTS } from '../spots';
import type { Beat, CastMember, PageSetting, Para, PatternContext, PlotPage } from '../types';

export const P = (text: string, pri = 0): Para => ({ text, pri });
export const R = (text: string, pri = 0): Para => ({ text, pri, refrain: true });

export { numberWord };

export function isIndoor(s: SettingKind): boolean {
  return SETTINGS[s].indoor;
}

/** The page's place and time; the weather and season are the story's. */
export function at(ctx: PatternContext, setting: SettingKind, timeOfDay: TimeOfDay): PageSetting {
  return { setting, timeOfDay, weather: ctx.weather, season: ctx.m.season };
}

export interface PageOpts {
  pose: Pose;
  mood: Mood;
  action: string;
  keyObject?: Prop;
  cast?: CastMember[];
  companion?: boolean;
}

export function page(s: PageSetting, beat: Beat, o: PageOpts, paras: Para[]): PlotPage {
  return {
    ...s,
    beat,
    companion: o.companion ?? true,
    cast: [...new Set((o.cast ?? []).map((c) => c.kind))],
    pose: o.pose,
    mood: o.mood,
    action: o.action,
    ...(o.keyObject ? { keyObject: o.keyObject } : {}),
    paras: paras.filter((p) => p.text.length > 0),
  };
}

/** When every place has been looked in: a toddler's last places to look ("Is it up high?"). */
export const DIRECTIONS = [
  'up high',
  'down low',
  'over there',
  'close by',
  'far away',
  'round the back',
  'in the middle',
  'over here',
] as const;

/** Tools for one story: place lines and spots, each used once. */
export function tools(ctx: PatternContext) {
  const usedLines = new Set<string>();
  // every place is one written in SPOTS, told as written (a swapped preposition reads as nonsense),
  // and not where the search ends ("Under the seaweed!")
  const found = ctx.m.little.found.toLowerCase();
  const spots = ctx.rng.shuffle(
    (SPOTS[ctx.m.place] ?? SPOTS.park!).filter((sp) => !found.includes(sp)),
  );
  let nextSpot = 0;
  let nextDirection = 0;
  const met = new Map<string, Para>();
  return {
    /** Remembers where a neighbour is first met; returns the paragraph. */
    meet(c: CastMember, p: Para): Para {
      if (!met.has(c.name)) met.set(c.name, p);
      return p;
    },
    /** The paragraph, told only if every neighbour it names was met (and `also` told). */
    naming(p: Para, cs: readonly CastMember[], also: readonly Para[] = []): Para {
      const needs = [...cs.map((c) => met.get(c.name)).filter((x): x is Para => !!x), ...also];
      return needs.length ? { ...p, needs } : p;
    },
    /** A sensory line that fits the page's scene (or none left). */
    detail(s: PageSetting, pri: number): Para[] {
      const line = ctx.rng.shuffle(PLACE_LINES).find((l) => !usedLines.has(l.text) && fits(l, s));
      if (!line) return [];
      usedLines.add(line.text);
      return [P(line.text, pri)];
    },
    /** When every place has been looked in: which way to look next, or undefined. */
    direction(): string | undefined {
      return DIRECTIONS[nextDirection++];
    },
    spotsUsed(): number {
      return nextSpot;
    },
    /** The next place to look, or undefined when every place has been looked in. */
    spot(): string | undefined {
      return spots[nextSpot++];
    },
    /** The companion's own sound, as a sentence. */
    sound(): string {
      const s = ctx.a.sound;
      return /^[A-Z]/.test(s) ? `"${s}" went {P}.` : `{P} made ${s}.`;
    },
  };
}

/** "the duck" → "The duck"; a sound line that belongs to its speaker. */
export function says(c: CastMember, words: string): string {
  const The = c.name.charAt(0).toUpperCase() + c.name.slice(1);
  if (c.sound && /^[A-Z]/.test(c.sound)) return `"${c.sound} ${words}" said ${c.name}.`;
  if (c.sound) return `${The} gave ${c.sound}. "${words}"`;
  return `"${words}" said ${c.name}.`;
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "the duck, the hen and the goat" */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Times of day over ten pages: morning start, evening homeward, night at the end. */
export const DAY_TIMES: readonly TimeOfDay[] = [
  'morning',
  'morning',
  'morning',
  'morning',
  'afternoon',
  'afternoon',
  'afternoon',
  'afternoon',
  'evening',
  'night',
];

/** A learning theme: the story finds something out rather than living a virtue. */
export function learning(ctx: PatternContext): boolean {
  return EDUCATIONAL_THEMES.some((t) => t.value === ctx.m.theme);
}
