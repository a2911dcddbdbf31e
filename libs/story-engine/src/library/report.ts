import {
  AGE_RANGES,
  ANIMALS,
  PRONOUNS,
  STORY_LENGTHS,
  THEME_VALUES,
  bandLengths,
  typographic,
  type AgeRange,
  type Animal,
  type StoryTheme,
} from '@shop/contracts';
import { sentences, words } from '../text';
import { auditStory } from './audit';
import { allowedAnimals, castStory } from './casting';
import { storiesFor } from './compose';
import { TOLERANCE } from './fit';
import { renderBook } from './render';
import { type LibraryStory } from './schema';
import { renderSlots } from './slots';

/**
 * The story library's report (`make story-report`): what the library covers, the faults the
 * writers' checker finds, how every story fits every length of its band, how much text different
 * stories share, and sentences a story repeats outside its refrains.
 */

export const REPORT_BARS = {
  /** Share of words in 8-word runs that another story also has (names normalised). */
  sharedRuns: 0.03,
  runLength: 8,
  lengthTolerance: TOLERANCE,
  /** Stories every theme × band has, so "Write another version" tells another plot. */
  storiesPerPair: 2,
} as const;

export interface LibraryReport {
  stories: number;
  seconds: number;
  coverage: {
    /** Stories per theme and band. */
    perThemeBand: Record<StoryTheme, Record<AgeRange, number>>;
    /** (theme, band, animal) cells with a fitting story, of all cells. */
    covered: number;
    cells: number;
    /** Per band: the cells no story fits (a request for one is an error). */
    uncoveredPerBand: Record<AgeRange, number>;
    /** Theme × band pairs with at least REPORT_BARS.storiesPerPair stories, of all pairs. */
    fullPairs: number;
    pairs: number;
  };
  /** Slot, agreement, article, species and same-picture faults (the checker's lines). */
  faults: string[];
  length: {
    books: number;
    within: number;
    /** The worst misses: "story: asked → got (animal, pronoun)". */
    misses: string[];
  };
  shared: { share: number; words: number; examples: string[] };
  repeated: string[];
}

/** Builds the report over a list of stories (the library by default). */
export function libraryReport(stories: readonly LibraryStory[]): LibraryReport {
  const start = performance.now();
  const perThemeBand = Object.fromEntries(
    THEME_VALUES.map((t) => [t, Object.fromEntries(AGE_RANGES.map((b) => [b, 0]))]),
  ) as LibraryReport['coverage']['perThemeBand'];
  for (const s of stories) perThemeBand[s.theme][s.band]++;
  let covered = 0;
  const uncoveredPerBand = Object.fromEntries(AGE_RANGES.map((b) => [b, 0])) as Record<
    AgeRange,
    number
  >;
  for (const theme of THEME_VALUES)
    for (const band of AGE_RANGES)
      for (const animal of ANIMALS) {
        if (storiesFor(theme, band, animal, stories).length) covered++;
        else uncoveredPerBand[band]++;
      }

  const faults = stories.flatMap((s) => auditStory(s).filter((p) => !/: length: /.test(p)));

  // every length of the band, every animal that may play the story, the pronoun rotating
  let books = 0;
  let within = 0;
  const misses: { off: number; line: string }[] = [];
  for (const s of stories) {
    allowedAnimals(s).forEach((animal, i) => {
      const pronoun = PRONOUNS[i % PRONOUNS.length]!;
      const ctx = castStory(s, { childName: 'Mia', animal, pronoun, seed: i });
      for (const target of bandLengths(s.band)) {
        const book = renderBook(s, ctx, target, STORY_LENGTHS[s.band].max);
        const off = book.wordCount / target - 1;
        books++;
        if (Math.abs(off) <= TOLERANCE) within++;
        else
          misses.push({
            off: Math.abs(off),
            line: `${s.id}: ${target} asked → ${book.wordCount} (${animal}, ${pronoun})`,
          });
      }
    });
  }
  misses.sort((a, b) => b.off - a.off);

  const texts = stories.map((s) => ({ id: s.id, text: normalisedText(s) }));
  const shared = sharedRuns(texts, REPORT_BARS.runLength);
  const repeated = stories.flatMap((s) => repeatedSentences(s));
  return {
    stories: stories.length,
    seconds: (performance.now() - start) / 1000,
    coverage: {
      perThemeBand,
      covered,
      cells: THEME_VALUES.length * AGE_RANGES.length * ANIMALS.length,
      uncoveredPerBand,
      fullPairs: THEME_VALUES.flatMap((t) => AGE_RANGES.map((b) => perThemeBand[t][b])).filter(
        (n) => n >= REPORT_BARS.storiesPerPair,
      ).length,
      pairs: THEME_VALUES.length * AGE_RANGES.length,
    },
    faults,
    length: { books, within, misses: misses.slice(0, 20).map((m) => m.line) },
    shared,
    repeated,
  };
}

/** A story told whole (every passage) with its names replaced, for comparing stories' words. */
function normalisedText(s: LibraryStory): string {
  const animal: Animal = allowedAnimals(s)[0]!;
  const ctx = castStory(s, { childName: 'Mia', animal, pronoun: 'they', seed: 1 });
  const book = renderBook(s, ctx, Infinity);
  let text = book.pages.map((p) => p.text).join('\n\n');
  const names = [ctx.child, ctx.pet.name, ...Object.values(ctx.helpers)].sort(
    (a, b) => b.length - a.length,
  );
  for (const n of names) text = text.split(n).join(' NAME ');
  return text;
}

/**
 * The share of words that sit in a run of `n` words another story also has. Each story's words are
 * marked where any of its n-word runs occurs in a different story.
 */
export function sharedRuns(
  texts: readonly { id: string; text: string }[],
  n: number,
): LibraryReport['shared'] {
  const owners = new Map<string, Set<string>>();
  const tokens = texts.map((t) => ({ id: t.id, words: words(t.text) }));
  for (const t of tokens)
    for (let i = 0; i + n <= t.words.length; i++) {
      const key = t.words.slice(i, i + n).join(' ');
      const set = owners.get(key) ?? new Set<string>();
      set.add(t.id);
      owners.set(key, set);
    }
  let total = 0;
  let sharedWords = 0;
  const examples = new Set<string>();
  for (const t of tokens) {
    const marked = new Uint8Array(t.words.length);
    for (let i = 0; i + n <= t.words.length; i++) {
      const key = t.words.slice(i, i + n).join(' ');
      const set = owners.get(key)!;
      if (set.size > 1) {
        marked.fill(1, i, i + n);
        if (examples.size < 10) examples.add(`"${key}" (${[...set].join(', ')})`);
      }
    }
    total += t.words.length;
    sharedWords += marked.reduce((a, b) => a + b, 0);
  }
  return { share: total ? sharedWords / total : 0, words: sharedWords, examples: [...examples] };
}

/**
 * Sentences a story tells twice, outside its refrains and echoes: a refrain is a line of at most
 * six words, or one the story comes back to on three or more pages; an echo is a sentence the
 * story file lists under `echoes` (said twice on purpose).
 */
export function repeatedSentences(s: LibraryStory): string[] {
  const ctx = castStory(s, {
    childName: 'Mia',
    animal: allowedAnimals(s)[0]!,
    pronoun: 'they',
    seed: 1,
  });
  const book = renderBook(s, ctx, Infinity);
  const keyOf = (sentence: string) =>
    sentence
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const echoes = new Set(
    s.echoes.flatMap((e) => sentences(typographic(renderSlots(e, ctx))).map(keyOf)),
  );
  const pagesOf = new Map<string, number[]>();
  book.pages.forEach((p, i) => {
    // a paragraph break ends a sentence, even after "…"
    for (const sentence of p.text.split(/\n{2,}/).flatMap(sentences)) {
      const key = keyOf(sentence);
      if (words(key).length <= 6 || echoes.has(key)) continue;
      pagesOf.set(key, [...(pagesOf.get(key) ?? []), i + 1]);
    }
  });
  const out: string[] = [];
  for (const [sentence, pages] of pagesOf) {
    const distinct = new Set(pages);
    if (pages.length >= 2 && distinct.size < 3)
      out.push(`${s.id}: "${sentence}" (pages ${pages.join(', ')})`);
  }
  return out;
}
