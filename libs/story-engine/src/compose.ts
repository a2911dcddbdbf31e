import {
  BOOK,
  DEFAULT_PRONOUN,
  type FlatScene,
  type PageScene,
  fromFlatScene,
  type StoryTheme,
  type Weather,
} from '@shop/contracts';
import { COMPANIONS } from './plot/companions';
import { creaturesFor } from './plot/creatures';
import { PATTERNS } from './plot/patterns';
import { THEME_MATERIAL, materialFor } from './plot/themes';
import {
  type Beat,
  type CastMember,
  type Para,
  type PatternContext,
  type PlotPage,
  type PlotPattern,
} from './plot/types';
import { voicePage } from './plot/voice';
import { Rng, hash } from './rng';
import { alternatives, capitaliseSentences, countWords, fixArticles, titleCase } from './text';
import { type BookPage, type ComposedStory, type StoryRequest } from './types';

/** How close the engine aims (the bar is ±5%; it aims well inside). */
const AIM = 0.025;
/** Most of the story one page may carry, pass by pass: later passes only for a story still short (its longest pages then print over their picture page). */
const PAGE_SHARE = [0.12, 0.14, 0.16, 0.2, 0.25, 1] as const;
/**
 * The youngest readers' pages print in large type: a smaller share each, and never past 17% of
 * the story (a longer toddler page does not fit its text page and picture page together, and the
 * book could not be printed). Each little plot has enough to tell on its other pages to reach
 * its length under this cap; the small steps spread a story's last words over many pages rather
 * than lengthening a few past what one text page holds.
 */
const LITTLE_PAGE_SHARE = [0.12, 0.125, 0.13, 0.135, 0.14, 0.16, 0.17] as const;

const WEATHER_BY_SEASON: Record<string, readonly Weather[]> = {
  spring: ['sunny', 'cloudy', 'windy'],
  summer: ['sunny', 'sunny', 'cloudy'],
  autumn: ['windy', 'cloudy', 'sunny'],
  winter: ['snowy', 'cloudy'],
};

/** The plot patterns a band and theme can take (at least three). */
export function plotsFor(req: Pick<StoryRequest, 'ageRange' | 'theme'>): readonly PlotPattern[] {
  return PATTERNS[req.ageRange];
}

/** The plot a request gets: consecutive seeds ("another version") always give another plot. */
export function plotFor(
  req: Pick<StoryRequest, 'ageRange' | 'theme' | 'animal' | 'seed'>,
): PlotPattern {
  const patterns = plotsFor(req);
  const turn = Math.abs(Math.floor(req.seed)) + hash(`${req.animal}|${req.theme}`);
  return patterns[turn % patterns.length]!;
}

/** Kept for callers that list plots per theme: every band's patterns, told with the theme. */
export function blueprintsFor(theme: StoryTheme): readonly { id: string }[] {
  return THEME_MATERIAL.has(theme)
    ? Object.values(PATTERNS).flatMap((ps) => ps.map((p) => ({ id: `${p.id}/${theme}` })))
    : [];
}

/** The plot of a request before its text is fitted: pattern, companion, pages with their scenes. */
function prepare(req: StoryRequest) {
  const name = req.childName.trim();
  const rng = new Rng(
    hash(`${name}|${req.animal}|${req.theme}|${req.ageRange}|${req.wordCount}`, req.seed),
  );
  const m = materialFor(req);
  if (!m) throw new Error(`no material for theme ${req.theme}`);
  const a = COMPANIONS[req.animal];
  const pattern = plotFor(req);
  // Never a name the child or the helper already has ("Pip" beside "Granny Pip" reads as one).
  const taken = new Set([name, ...m.helper.name.split(/[\s.]+/)]);
  const pal = rng.pick(a.names.filter((n) => !taken.has(n)));
  const weather = rng.pick(m.weathers ?? WEATHER_BY_SEASON[m.season]!);
  const crowd: CastMember[] = rng
    .shuffle(creaturesFor(m.place, m.helper.kind))
    .map(({ the, lives: _lives, ...c }) => ({ ...c, name: the }));
  const ctx: PatternContext = {
    m,
    a,
    pal,
    band: req.ageRange,
    rng,
    other: crowd[0] ?? { kind: 'robin', name: 'the robin', sound: 'Tweet-tweet!' },
    crowd,
    weather,
  };
  const plot = pattern.write(ctx);
  if (plot.length !== BOOK.storyPages) throw new Error(`${pattern.id} wrote ${plot.length} pages`);
  // From five up, "the owl" may stand for the companion where no one else in the story is one.
  // The youngest are read to by name: the repetition is part of the book, and so is its length.
  const others: string[] = [m.helper.kind, ...crowd.map((c) => c.kind)];
  const palSpecies =
    req.ageRange === 'toddler' ||
    req.ageRange === 'preschool' ||
    others.includes(req.animal) ||
    new RegExp(`\\b${req.animal}s?\\b`, 'i').test(JSON.stringify(m).replace(/\{A\}/g, ''))
      ? undefined
      : req.animal;
  return { name, rng, m, a, pattern, pal, plot, palSpecies };
}

/** A page plan: what each page does and shows, for a writer (an LLM) to tell in its own words. */
export interface StoryPlan {
  plot: string;
  kind: string;
  companionName: string;
  helper: string;
  pages: { beat: Beat; scene: PageScene }[];
}

export function planStory(req: StoryRequest): StoryPlan {
  const story = composeFragmentStory(req);
  const { pattern, pal, m, plot } = prepare(req);
  return {
    plot: pattern.id,
    kind: pattern.kind,
    companionName: pal,
    helper: m.helper.name,
    pages: plot.map((p, i) => ({ beat: p.beat, scene: story.pages[i]!.scene })),
  };
}

/** A fragment-engine story as that engine writes it: each page's scene a FlatScene. */
export interface FlatComposedStory extends Omit<ComposedStory, 'pages'> {
  pages: { text: string; scene: FlatScene }[];
}

/**
 * The fragment engine: a plot pattern told with a theme's material, for the pairs the story
 * library does not cover yet; its scenes read as page scenes. Pure and deterministic: the same
 * request (with its seed) always gives the same story.
 */
export function composeFragmentStory(req: StoryRequest): ComposedStory {
  const story = composeFlatStory(req);
  return {
    ...story,
    pages: story.pages.map((p): BookPage => ({ text: p.text, scene: fromFlatScene(p.scene) })),
  };
}

/** The fragment engine's story with its own flat scenes (what stored stories of it carry). */
export function composeFlatStory(req: StoryRequest): FlatComposedStory {
  const pronoun = req.pronoun ?? DEFAULT_PRONOUN;
  const { name, rng, m, a, pattern, pal, plot, palSpecies } = prepare(req);

  const vars: Record<string, string> = {
    P: pal,
    A: a.animal,
    H: m.helper.name,
    O: m.object.name,
    o: m.object.noun,
    place: m.placeName,
    moves: a.moves,
    hs: m.helper.he ? 'he' : 'she',
    ho: m.helper.he ? 'him' : 'her',
    hp: m.helper.he ? 'his' : 'her',
    goal: m.goal,
    virtue: m.virtue,
    count: m.count.noun,
    nature: a.nature,
  };
  const fill = (t: string) => alternatives(t, rng);
  const copies = new Map<Para, Para>();
  // every paragraph rendered once (alternatives chosen); the child's tokens stay for the page pass
  const pages = plot.map((p) => ({
    ...p,
    paras: p.paras.map((q) => {
      const copy = { ...q, text: fill(q.text) };
      copies.set(q, copy);
      return copy;
    }),
  }));
  for (const p of pages)
    for (const q of p.paras) if (q.needs) q.needs = q.needs.map((n) => copies.get(n) ?? n);
  const voice = { name, pronoun, vars, palSpecies };
  const chosen = fitLength(
    req.ageRange === 'toddler' || req.ageRange === 'preschool' ? LITTLE_PAGE_SHARE : PAGE_SHARE,
    pages,
    req.wordCount,
    rng,
    (t) => voicePage([t], voice).texts[0]!,
  );

  const bookPages = pages.map((p, i) => {
    const { texts } = voicePage(
      chosen[i]!.map((q) => q.text),
      voice,
    );
    const text = joinParagraphs(
      texts.map((t) => capitaliseSentences(fixArticles(t))),
      PARAGRAPH_WORDS[req.ageRange],
    );
    const voicedAction = voicePage([p.action], { name, pronoun, vars }).texts[0]!;
    const scene: FlatScene = {
      setting: p.setting,
      timeOfDay: p.timeOfDay,
      weather: p.weather,
      season: p.season,
      child: true,
      companion: p.companion,
      cast: p.cast,
      pose: p.pose,
      ...(p.keyObject ? { keyObject: p.keyObject } : {}),
      mood: p.mood,
      action: capitaliseSentences(fixArticles(voicedAction)),
    };
    return { text, scene };
  });
  const content = bookPages.map((p) => p.text).join('\n\n');
  const title = titleCase(
    voicePage([fill(rng.pick(pattern.titles)).replace('{question}', m.little.question)], voice)
      .texts[0]!,
  );
  return {
    title,
    content,
    wordCount: countWords(content),
    pages: bookPages,
    seed: req.seed,
    provider: 'builtin',
    blueprintId: `${pattern.id}/${req.theme}`,
    companionName: pal,
  };
}

/** Longest paragraph the joining makes, in words: a page reads (and prints) as a few paragraphs. */
const PARAGRAPH_WORDS: Readonly<Record<StoryRequest['ageRange'], number>> = {
  toddler: 200,
  preschool: 120,
  'early-elementary': 130,
  'upper-elementary': 110,
  'middle-school': 130,
};

/** Joins a page's short paragraphs into a few longer ones (never past `max` words). */
function joinParagraphs(paras: readonly string[], max: number): string {
  const out: string[] = [];
  let words = 0;
  for (const p of paras) {
    const w = countWords(p);
    if (out.length && words + w <= max) {
      out[out.length - 1] += ` ${p}`;
      words += w;
    } else {
      out.push(p);
      words = w;
    }
  }
  return out.join('\n\n');
}

/**
 * Chooses each page's paragraphs: every core paragraph, then fuller tellings level by level
 * (lowest `pri` first) until the story reaches its length; the last level is added a paragraph
 * at a time, spread over the pages, so the total lands within AIM of the target.
 */
function fitLength(
  shares: readonly number[],
  pages: readonly PlotPage[],
  target: number,
  rng: Rng,
  voiced: (text: string) => string,
): Para[][] {
  const words = (p: Para) => countWords(voiced(p.text));
  const all = pages.flatMap((p, page) =>
    p.paras.map((para, k) => ({ para, page, k, w: words(para) })),
  );
  const maxPri = Math.max(...all.map((x) => x.para.pri));
  const take = new Set<(typeof all)[number]>();
  const onPage = pages.map(() => 0);
  let total = 0;
  const lower = target * (1 - AIM);
  const upper = target * (1 + AIM);
  const told = new Set<Para>();
  const add = (x: (typeof all)[number]) => {
    take.add(x);
    told.add(x.para);
    onPage[x.page]! += x.w;
    total += x.w;
  };
  for (const x of all) if (x.para.pri === 0) add(x);
  // fuller tellings, lowest level first, a page at most PAGE_SHARE of the story (so each page's
  // text fits its printed page); a second pass lets the pages with more to tell take a little more
  for (const share of shares) {
    for (let level = 1; level <= maxPri && total < lower; level++) {
      // again while something was added: a paragraph may need one met later in the shuffle
      for (let added = true; added && total < lower;) {
        added = false;
        for (const x of rng.shuffle(all.filter((y) => y.para.pri === level && !take.has(y)))) {
          if (total >= lower) break;
          if (total + x.w > upper || onPage[x.page]! + x.w > target * share) continue;
          if (x.para.needs?.some((n) => !told.has(n))) continue;
          add(x);
          added = true;
        }
      }
    }
  }
  return pages.map((_, page) =>
    all.filter((x) => x.page === page && take.has(x)).map((x) => x.para),
  );
}
