import { AGE_RANGES, ANIMALS, THEME_VALUES, WORD_COUNT, type AgeRange } from '@shop/contracts';
import { blueprintsFor, composeStory } from '../compose';
import { BLUEPRINTS } from '../content';
import { hash } from '../rng';
import { type StoryRequest } from '../types';
import { validateStory } from '../validate';
import { fourGrams, shareOf } from './metrics';
import { type Readability } from './readability';

export const LENGTHS: readonly number[] = Array.from(
  { length: (WORD_COUNT.max - WORD_COUNT.min) / WORD_COUNT.step + 1 },
  (_, i) => WORD_COUNT.min + i * WORD_COUNT.step,
);

/** The bars of issue 4. */
export const BARS = {
  lengthTolerance: 0.05,
  grade: {
    toddler: { max: 2 },
    preschool: { max: 3 },
    'early-elementary': { max: 4 },
    'upper-elementary': { min: 3, max: 6 },
    'middle-school': { min: 5, max: 8 },
  } as Record<AgeRange, { min?: number; max: number }>,
  sharedFourGrams: 0.3,
  blueprintsPerTheme: 3,
  seconds: 120,
} as const;

export interface Bar {
  name: string;
  value: string;
  bar: string;
  pass: boolean;
}

export interface ReportOptions {
  /** Every n-th cell of the matrix (1 = all 14 × 25 × 5 × 6). */
  every?: number;
  childName?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface Report {
  stories: number;
  seconds: number;
  composeMs: number;
  length: { maxError: number; meanError: number; outside: number };
  artifacts: { count: number; stories: number; examples: string[] };
  grades: Record<AgeRange, { mean: number; min: number; max: number }>;
  variety: { pairs: number; mean: number; p95: number; max: number; over: number };
  crossTheme: { pairs: number; mean: number; max: number; sameBlueprint: number };
  blueprints: { total: number; minPerTheme: number; sharedAcrossThemes: number };
  bars: Bar[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function seedFor(i: number): number {
  return hash(`cell-${i}`) & 0x7fffffff;
}

/** Raw figures for a share of the matrix; shards measured in parallel merge by concatenation. */
export interface Measured {
  cells: number;
  composeMs: number;
  errors: number[];
  artifactCount: number;
  artifactStories: number;
  examples: string[];
  grades: Partial<Record<AgeRange, number[]>>;
  shares: number[];
  crossShares: number[];
  sameBlueprint: number;
}

export function matrixCells(every = 1, childName = 'Mia'): StoryRequest[] {
  const cells: StoryRequest[] = [];
  let i = 0;
  for (const animal of ANIMALS)
    for (const theme of THEME_VALUES)
      for (const ageRange of AGE_RANGES)
        for (const wordCount of LENGTHS) {
          if (i % every === 0)
            cells.push({ childName, animal, theme, ageRange, wordCount, seed: seedFor(i) });
          i++;
        }
  return cells;
}

/** Composes and measures the given cells (a shard of the matrix). */
export function measureCells(
  readability: Readability,
  cells: readonly StoryRequest[],
  onProgress?: (done: number, total: number) => void,
): Measured {
  const m: Measured = {
    cells: cells.length,
    composeMs: 0,
    errors: [],
    artifactCount: 0,
    artifactStories: 0,
    examples: [],
    grades: {},
    shares: [],
    crossShares: [],
    sameBlueprint: 0,
  };
  const compose = (r: StoryRequest) => {
    const t = performance.now();
    const s = composeStory(r);
    m.composeMs += performance.now() - t;
    return s;
  };
  cells.forEach((req, k) => {
    const story = compose(req);
    m.errors.push(Math.abs(story.wordCount - req.wordCount) / req.wordCount);
    const problems = validateStory(story, req, 1);
    if (problems.length > 0) {
      m.artifactCount += problems.length;
      m.artifactStories++;
      if (m.examples.length < 10) {
        m.examples.push(
          `${req.animal}/${req.theme}/${req.ageRange}/${req.wordCount}/seed ${req.seed}: ${problems[0]}`,
        );
      }
    }
    (m.grades[req.ageRange] ??= []).push(readability.grade(readability.counts(story.content)));
    // the same inputs with another (random) seed
    const other = compose({ ...req, seed: hash(`other-${req.seed}`) & 0x7fffffff });
    const grams = fourGrams(story.content);
    m.shares.push(shareOf(grams, fourGrams(other.content)));
    // another theme, everything else the same (every third cell)
    if (req.seed % 3 === 0) {
      const t = THEME_VALUES.indexOf(req.theme);
      const theme = THEME_VALUES[(t + 1 + (req.seed % 24)) % THEME_VALUES.length]!;
      const diff = compose({ ...req, theme });
      m.crossShares.push(shareOf(grams, fourGrams(diff.content)));
      if (diff.blueprintId === story.blueprintId) m.sameBlueprint++;
    }
    onProgress?.(k + 1, cells.length);
  });
  return m;
}

export function mergeMeasured(parts: readonly Measured[]): Measured {
  const out: Measured = {
    cells: 0,
    composeMs: 0,
    errors: [],
    artifactCount: 0,
    artifactStories: 0,
    examples: [],
    grades: {},
    shares: [],
    crossShares: [],
    sameBlueprint: 0,
  };
  for (const p of parts) {
    out.cells += p.cells;
    out.composeMs += p.composeMs;
    out.errors.push(...p.errors);
    out.artifactCount += p.artifactCount;
    out.artifactStories += p.artifactStories;
    out.examples.push(...p.examples.slice(0, 10 - out.examples.length));
    for (const band of AGE_RANGES) (out.grades[band] ??= []).push(...(p.grades[band] ?? []));
    out.shares.push(...p.shares);
    out.crossShares.push(...p.crossShares);
    out.sameBlueprint += p.sameBlueprint;
  }
  return out;
}

/** Generates the matrix and measures it against every bar (in this thread). */
export function runReport(readability: Readability, opts: ReportOptions = {}): Report {
  const started = performance.now();
  const every = Math.max(1, opts.every ?? 1);
  const m = measureCells(readability, matrixCells(every, opts.childName), opts.onProgress);
  return summarize(m, (performance.now() - started) / 1000, every);
}

/** Turns the raw figures into the report, with pass/fail per bar. */
export function summarize(m: Measured, seconds: number, every: number): Report {
  const maxError = Math.max(0, ...m.errors);
  const sumError = m.errors.reduce((a, b) => a + b, 0);
  const outside = m.errors.filter((e) => e > BARS.lengthTolerance).length;
  const {
    artifactCount,
    artifactStories,
    examples,
    shares,
    crossShares,
    sameBlueprint,
    composeMs,
  } = m;
  const cells = { length: m.cells };
  const grades = new Map<AgeRange, number[]>(AGE_RANGES.map((b) => [b, m.grades[b] ?? []]));
  const gradeStats = {} as Report['grades'];
  for (const band of AGE_RANGES) {
    const list = grades.get(band) ?? [];
    gradeStats[band] = {
      mean: list.reduce((a, b) => a + b, 0) / Math.max(1, list.length),
      min: Math.min(...list),
      max: Math.max(...list),
    };
  }
  const sorted = shares.slice().sort((a, b) => a - b);
  const variety = {
    pairs: shares.length,
    mean: shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length),
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    over: shares.filter((s) => s > BARS.sharedFourGrams).length,
  };
  const crossTheme = {
    pairs: crossShares.length,
    mean: crossShares.reduce((a, b) => a + b, 0) / Math.max(1, crossShares.length),
    max: Math.max(0, ...crossShares),
    sameBlueprint,
  };
  const ids = new Map<string, Set<string>>();
  for (const b of BLUEPRINTS) ids.set(b.id, new Set([...(ids.get(b.id) ?? []), b.theme]));
  const blueprints = {
    total: BLUEPRINTS.length,
    minPerTheme: Math.min(...THEME_VALUES.map((t) => blueprintsFor(t).length)),
    sharedAcrossThemes: [...ids.values()].filter((s) => s.size > 1).length,
  };
  const bars: Bar[] = [
    {
      name: 'length error (max)',
      value: `${pct(maxError)} (mean ${pct(sumError / Math.max(1, cells.length))}, ${outside} outside)`,
      bar: `<= ${pct(BARS.lengthTolerance)} for every story`,
      pass: maxError <= BARS.lengthTolerance,
    },
    {
      name: 'text problems (artifacts)',
      value: `${artifactCount} in ${artifactStories} stories`,
      bar: '0',
      pass: artifactCount === 0,
    },
  ];
  let prev = -Infinity;
  let rising = true;
  for (const band of AGE_RANGES) {
    const { mean, min, max } = gradeStats[band];
    const bar = BARS.grade[band];
    bars.push({
      name: `readability ${band} (mean FK grade)`,
      value: `${mean.toFixed(2)} (range ${min.toFixed(1)}-${max.toFixed(1)})`,
      bar: bar.min !== undefined ? `${bar.min}-${bar.max}` : `<= ${bar.max}`,
      pass:
        (grades.get(band)?.length ?? 0) > 0 &&
        mean <= bar.max &&
        (bar.min === undefined || mean >= bar.min),
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
  bars.push({
    name: 'variety: shared 4-grams, same inputs, another seed',
    value: `max ${pct(variety.max)}, p95 ${pct(variety.p95)}, mean ${pct(variety.mean)}; ${variety.over} of ${variety.pairs} pairs over`,
    bar: `<= ${pct(BARS.sharedFourGrams)} for every pair`,
    pass: variety.max <= BARS.sharedFourGrams,
  });
  bars.push({
    name: 'plots per theme',
    value: `${blueprints.minPerTheme} (min), ${blueprints.total} in all`,
    bar: `>= ${BARS.blueprintsPerTheme}`,
    pass: blueprints.minPerTheme >= BARS.blueprintsPerTheme,
  });
  bars.push({
    name: 'different themes share no plot',
    value: `${crossTheme.sameBlueprint} shared plots in ${crossTheme.pairs} pairs; 4-grams shared max ${pct(crossTheme.max)}, mean ${pct(crossTheme.mean)}`,
    bar: '0 shared plots',
    pass: crossTheme.sameBlueprint === 0 && blueprints.sharedAcrossThemes === 0,
  });
  if (every === 1) {
    bars.push({
      name: 'full-matrix report time',
      value: `${seconds.toFixed(1)} s`,
      bar: `< ${BARS.seconds} s`,
      pass: seconds < BARS.seconds,
    });
  }
  return {
    stories: cells.length,
    seconds,
    composeMs,
    length: { maxError, meanError: sumError / Math.max(1, cells.length), outside },
    artifacts: { count: artifactCount, stories: artifactStories, examples },
    grades: gradeStats,
    variety,
    crossTheme,
    blueprints,
    bars,
  };
}
