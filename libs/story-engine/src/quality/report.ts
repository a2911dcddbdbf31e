import { AGE_RANGES, ANIMALS, PRONOUNS, THEME_VALUES, type AgeRange } from '@shop/contracts';
import { composeFragmentStory as composeStory, plotFor, plotsFor } from '../compose';
import { Rng, hash } from '../rng';
import { type ComposedStory, type StoryRequest } from '../types';
import { validateStory } from '../validate';
import {
  GRADE_BARS,
  glitchesOf,
  namePer100,
  ownSentences,
  plotShare,
  settingConflicts,
} from './checks';
import { type Readability } from './readability';

/** The bars a story must meet, over the whole matrix. */
export const BARS = {
  lengthTolerance: 0.05,
  plotShare: 0.8,
  sharedSentences: 0.03,
  /** Triples of same-band stories (different inputs) where a sentence recurs: none. */
  sharedTriples: 0,
  namePer100: 2.5,
  plotsPerTheme: 3,
  otherPlotShare: 2 / 3,
  grade: GRADE_BARS,
} as const;

/** Bands where the child's name must give way to the pronoun. */
const NAMED_BANDS: readonly AgeRange[] = ['early-elementary', 'upper-elementary', 'middle-school'];

export interface Bar {
  name: string;
  value: string;
  bar: string;
  pass: boolean;
}

export interface MatrixOptions {
  /** Triples of stories a parent reads, sampled per band (default 2000). */
  triples?: number;
  /** Animals per band and theme (rotating through all 14). */
  animals?: number;
  lengths?: readonly number[];
  seeds?: number;
  childName?: string;
}

export interface Report {
  stories: number;
  seconds: number;
  /** CPU seconds of this process (the wall time depends on what else the machine runs). */
  cpuSeconds: number;
  bars: Bar[];
  examples: Record<string, string[]>;
  grades: Record<AgeRange, number>;
}

/** Every band × theme × a few animals × lengths × seeds; the pronoun rotates. */
export function matrixCells(opts: MatrixOptions = {}): StoryRequest[] {
  const animals = opts.animals ?? 4;
  const lengths = opts.lengths ?? [1000, 1400, 2000];
  const seeds = opts.seeds ?? 2;
  const cells: StoryRequest[] = [];
  let i = 0;
  for (const ageRange of AGE_RANGES)
    for (const [t, theme] of THEME_VALUES.entries())
      for (let a = 0; a < animals; a++)
        for (const wordCount of lengths)
          for (let k = 0; k < seeds; k++) {
            cells.push({
              childName: opts.childName ?? 'Mia',
              animal: ANIMALS[(t * 5 + a * 3 + k) % ANIMALS.length]!,
              theme,
              ageRange,
              wordCount,
              seed: hash(`cell-${i}`) & 0x7fffffff,
              pronoun: PRONOUNS[i % PRONOUNS.length]!,
            });
            i++;
          }
  return cells;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Composes the matrix and measures every story against the bars. */
export function runReport(readability: Readability, opts: MatrixOptions = {}): Report {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cells = matrixCells(opts);
  const examples: Record<string, string[]> = {};
  const note = (bar: string, text: string) => {
    const list = (examples[bar] ??= []);
    if (list.length < 8) list.push(text);
  };
  let maxErr = 0;
  let outside = 0;
  let conflicts = 0;
  let glitches = 0;
  let problems = 0;
  const tied: Partial<Record<AgeRange, { tied: number; total: number }>> = {};
  const nameMax: Partial<Record<AgeRange, number>> = {};
  const gradeSum: Partial<Record<AgeRange, { sum: number; n: number; min: number; max: number }>> =
    {};
  const plotIds = new Map<string, Set<string>>();
  const owners = new Map<string, Set<string>>();
  const stories: { req: StoryRequest; own: string[]; label: string }[] = [];
  let siblings = 0;
  let siblingsOther = 0;

  for (const req of cells) {
    const story: ComposedStory = composeStory(req);
    const label = `${req.ageRange}/${req.theme}/${req.animal}/${req.wordCount}/${req.pronoun}/seed ${req.seed}`;
    const err = Math.abs(story.wordCount - req.wordCount) / req.wordCount;
    maxErr = Math.max(maxErr, err);
    if (err > BARS.lengthTolerance) {
      outside++;
      note('length', `${label}: ${story.wordCount} words`);
    }
    for (const c of settingConflicts(story)) {
      conflicts++;
      note('setting', `${label}: ${c}`);
    }
    for (const g of glitchesOf(story)) {
      glitches++;
      note('glitch', `${label}: ${g}`);
    }
    for (const p of validateStory(story, req, BARS.lengthTolerance, { style: false })) {
      problems++;
      note('problems', `${label}: ${p}`);
    }
    const share = plotShare(req, story);
    const t = (tied[req.ageRange] ??= { tied: 0, total: 0 });
    t.tied += share.tied;
    t.total += share.total;
    const names = namePer100(req, story);
    if (names > (nameMax[req.ageRange] ?? 0)) nameMax[req.ageRange] = names;
    if (NAMED_BANDS.includes(req.ageRange) && names > BARS.namePer100)
      note('names', `${label}: ${names.toFixed(2)} per 100 words`);
    const grade = readability.grade(readability.counts(story.content));
    const g = (gradeSum[req.ageRange] ??= { sum: 0, n: 0, min: Infinity, max: -Infinity });
    g.sum += grade;
    g.n++;
    g.min = Math.min(g.min, grade);
    g.max = Math.max(g.max, grade);
    const key = `${req.ageRange}|${req.theme}`;
    (plotIds.get(key) ?? plotIds.set(key, new Set()).get(key)!).add(story.blueprintId ?? '');
    // a sibling asking again: the same inputs, three other seeds
    for (let k = 1; k <= 30; k++) {
      siblings++;
      if (plotFor({ ...req, seed: req.seed + k }).id !== plotFor(req).id) siblingsOther++;
    }
    const inputs = `${req.theme}|${req.animal}`;
    const own = ownSentences(story);
    for (const s of own) (owners.get(s) ?? owners.set(s, new Set()).get(s)!).add(inputs);
    stories.push({ req, own, label });
  }

  // sentences shared with a story of other inputs (another theme or animal)
  let shared = 0;
  let total = 0;
  for (const { req, own } of stories) {
    const inputs = `${req.theme}|${req.animal}`;
    for (const s of own) {
      total++;
      const o = owners.get(s)!;
      if (o.size > 1 || !o.has(inputs)) {
        shared++;
        note('shared', `${req.ageRange}/${req.theme}/${req.animal}: "${s.slice(0, 70)}"`);
      }
    }
  }

  const triples = sharedInTriples(stories, opts.triples ?? 2000, note);

  const bars: Bar[] = [];
  bars.push({
    name: 'length error (max)',
    value: `${pct(maxErr)}; ${outside} of ${cells.length} outside`,
    bar: `<= ${pct(BARS.lengthTolerance)}`,
    pass: maxErr <= BARS.lengthTolerance,
  });
  for (const band of AGE_RANGES) {
    const t = tied[band] ?? { tied: 0, total: 1 };
    bars.push({
      name: `plot share ${band}`,
      value: pct(t.tied / t.total),
      bar: `>= ${pct(BARS.plotShare)} of sentences`,
      pass: t.tied / t.total >= BARS.plotShare,
    });
  }
  bars.push({
    name: 'setting conflicts',
    value: String(conflicts),
    bar: '0',
    pass: conflicts === 0,
  });
  bars.push({ name: 'glitch patterns', value: String(glitches), bar: '0', pass: glitches === 0 });
  bars.push({
    name: 'text problems (slots, pages, names, safety)',
    value: String(problems),
    bar: '0',
    pass: problems === 0,
  });
  bars.push({
    name: 'sentences shared with other inputs',
    value: `${pct(shared / Math.max(1, total))} (${shared} of ${total}; refrains excluded, 5+ words)`,
    bar: `<= ${pct(BARS.sharedSentences)}`,
    pass: shared / Math.max(1, total) <= BARS.sharedSentences,
  });
  bars.push({
    name: 'three stories of a band with a sentence in common',
    value: `${triples.hit} of ${triples.n} triples; ${pct(triples.meanShare)} of a story's sentences shared within its triple (mean)`,
    bar: `${BARS.sharedTriples} triples`,
    pass: triples.hit <= BARS.sharedTriples,
  });
  for (const band of NAMED_BANDS) {
    const n = nameMax[band] ?? 0;
    bars.push({
      name: `name mentions per 100 words ${band} (max)`,
      value: n.toFixed(2),
      bar: `<= ${BARS.namePer100}`,
      pass: n <= BARS.namePer100,
    });
  }
  const grades = {} as Record<AgeRange, number>;
  let prev = -Infinity;
  let rising = true;
  for (const band of AGE_RANGES) {
    const g = gradeSum[band] ?? { sum: 0, n: 1, min: 0, max: 0 };
    const mean = g.sum / g.n;
    grades[band] = mean;
    const bar = BARS.grade[band];
    bars.push({
      name: `Flesch-Kincaid ${band} (mean)`,
      value: `${mean.toFixed(2)} (range ${g.min.toFixed(1)}-${g.max.toFixed(1)})`,
      bar: bar.min !== undefined ? `${bar.min}-${bar.max}` : `<= ${bar.max}`,
      pass: mean <= bar.max && (bar.min === undefined || mean >= bar.min),
    });
    if (mean <= prev) rising = false;
    prev = mean;
  }
  bars.push({
    name: 'readability rises band by band',
    value: rising ? 'yes' : 'no',
    bar: 'yes',
    pass: rising,
  });
  const minPlots = Math.min(
    ...AGE_RANGES.flatMap((band) =>
      THEME_VALUES.map((theme) => plotsFor({ ageRange: band, theme }).length),
    ),
  );
  const seenMin = Math.min(...[...plotIds.values()].map((s) => s.size));
  bars.push({
    name: 'plots per theme in every band',
    value: `${minPlots} (min); ${seenMin} seen in the matrix (min)`,
    bar: `>= ${BARS.plotsPerTheme}`,
    pass: minPlots >= BARS.plotsPerTheme,
  });
  bars.push({
    name: 'asking again gives another plot',
    value: `${pct(siblingsOther / siblings)} of ${siblings}`,
    bar: `>= ${pct(BARS.otherPlotShare)}`,
    pass: siblingsOther / siblings >= BARS.otherPlotShare - 1e-9,
  });
  return {
    stories: cells.length,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: ((u) => (u.user + u.system) / 1e6)(process.cpuUsage(cpu)),
    bars,
    examples,
    grades,
  };
}

/**
 * What a parent notices: three stories of one band for the same child, each with other inputs
 * (theme or animal differs), read one after another. Counts the triples in which any non-refrain
 * sentence of 5+ words appears in two of the stories, and the mean share of a story's sentences
 * found in the other two of its triple. Triples are drawn with a fixed seed, per band.
 */
export function sharedInTriples(
  stories: readonly { req: StoryRequest; own: readonly string[]; label: string }[],
  perBand: number,
  note: (bar: string, text: string) => void = () => undefined,
): { n: number; hit: number; meanShare: number } {
  const rng = new Rng(hash('parent-triples'));
  const sets = new Map(stories.map((s) => [s, new Set(s.own)]));
  let n = 0;
  let hit = 0;
  let shareSum = 0;
  let shareN = 0;
  for (const band of AGE_RANGES) {
    const byChild = new Map<string, (typeof stories)[number][]>();
    for (const s of stories)
      if (s.req.ageRange === band) {
        const list =
          byChild.get(s.req.childName) ?? byChild.set(s.req.childName, []).get(s.req.childName)!;
        list.push(s);
      }
    const groups = [...byChild.values()].filter((g) => g.length >= 3);
    if (!groups.length) continue;
    for (let t = 0; t < perBand; t++) {
      const group = groups[t % groups.length]!;
      const trio: (typeof stories)[number][] = [];
      for (let tries = 0; trio.length < 3 && tries < 50; tries++) {
        const s = rng.pick(group);
        const inputs = `${s.req.theme}|${s.req.animal}`;
        if (!trio.some((x) => `${x.req.theme}|${x.req.animal}` === inputs)) trio.push(s);
      }
      if (trio.length < 3) continue;
      n++;
      let any = false;
      for (const s of trio) {
        const others = trio.filter((x) => x !== s).map((x) => sets.get(x)!);
        const common = s.own.filter((k) => others.some((o) => o.has(k)));
        if (common.length) {
          any = true;
          note('triples', `${s.label}: "${common[0]!.slice(0, 70)}"`);
        }
        shareSum += common.length / Math.max(1, s.own.length);
        shareN++;
      }
      if (any) hit++;
    }
  }
  return { n, hit, meanShare: shareSum / Math.max(1, shareN) };
}
