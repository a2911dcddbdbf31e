/**
 * Built-in story engine throughput on one core (target: >= 500 library books of 1200 words a
 * second).
 *   npx tsx bench/story-engine.bench.ts [--runs 5] [--seconds 2] [--dir STORIES_DIR]
 * Library books: every library story of the older bands (1200 words is their default) told for
 * every animal that may play it, the pronoun rotating; toddler and preschool books at their
 * default length beside, and the older bands at 2000 words. Prints the median of several timed
 * runs and writes bench/results/story-engine.json (summary row: library books/s of 1200 words on
 * one core, bar >= 500; no anchor: the bar is absolute).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { AGE_RANGES, PRONOUNS, STORY_LENGTHS, type AgeRange } from '@shop/contracts';
import {
  composeStory,
  readLibrary,
  type ComposedStory,
  type StoryRequest,
} from '@shop/story-engine';
import { allowedAnimals } from '../libs/story-engine/src/library/casting';
import { pickStory } from '../libs/story-engine/src/library/compose';
import { STORIES_DIR } from '../libs/story-engine/src/library/loader';
import { writeBenchResult } from './support/summary';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '2' },
    dir: { type: 'string', default: STORIES_DIR },
  },
});
const LIBRARY = readLibrary(values.dir);
const RUNS = Math.max(1, Number(values.runs));
const SECONDS = Math.max(0.2, Number(values.seconds));

/** Every library story of the bands, for every animal that may play it, at `wordCount` words. */
function libraryRequests(ages: readonly AgeRange[], wordCount?: number): StoryRequest[] {
  const out: StoryRequest[] = [];
  for (const story of LIBRARY.filter((s) => ages.includes(s.band)))
    allowedAnimals(story).forEach((animal, i) => {
      const base = { theme: story.theme, ageRange: story.band, animal };
      // the seed that picks this story among those that fit
      let seed = 0;
      while (pickStory({ ...base, seed }, LIBRARY)!.id !== story.id) seed++;
      out.push({
        ...base,
        childName: 'Mia',
        seed,
        pronoun: PRONOUNS[i % PRONOUNS.length],
        wordCount: wordCount ?? STORY_LENGTHS[story.band].default,
      });
    });
  return out;
}

/**
 * Stories per second over one timed run (after a warm-up): per second of CPU time used by this
 * process (one core; not skewed by other programs on the machine), and per second of wall time.
 */
function run(
  reqs: StoryRequest[],
  compose: (r: StoryRequest) => ComposedStory,
): { perSecond: number; perWallSecond: number; words: number } {
  let n = 0;
  let words = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    const s = compose(reqs[n % reqs.length]!);
    words += s.wordCount;
    n++;
  }
  const secs = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSecs = (used.user + used.system) / 1e6;
  return { perSecond: n / cpuSecs, perWallSecond: n / secs, words: words / n };
}

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const library = (r: StoryRequest) => composeStory(r, LIBRARY);

function measure(
  name: string,
  reqs: StoryRequest[],
  compose: (r: StoryRequest) => ComposedStory = library,
) {
  if (reqs.length === 0) {
    console.log(`${name.padEnd(34)} no stories`);
    return { name, storiesPerSecond: 0 };
  }
  run(reqs.slice(0, 200), compose); // warm-up
  const runs = Array.from({ length: RUNS }, () => run(reqs, compose));
  const perSecond = median(runs.map((r) => r.perSecond));
  const row = {
    name,
    storiesPerSecond: Math.round(perSecond),
    storiesPerWallSecond: Math.round(median(runs.map((r) => r.perWallSecond))),
    msPerStory: Number((1000 / perSecond).toFixed(3)),
    meanWords: Math.round(median(runs.map((r) => r.words))),
    runs: runs.map((r) => Math.round(r.perSecond)),
  };
  console.log(
    `${name.padEnd(34)} ${String(row.storiesPerSecond).padStart(6)} stories/CPU-s  ${row.msPerStory.toFixed(2)} ms/story  ` +
      `(${row.storiesPerWallSecond}/wall-s)  ~${row.meanWords} words  runs ${row.runs.join(', ')}`,
  );
  return row;
}

console.log(
  `story engine bench: median of ${RUNS} runs x ${SECONDS}s, one thread, node ${process.version}, ${cpus()[0]?.model ?? 'cpu'}`,
);
const OLDER: AgeRange[] = ['early-elementary', 'upper-elementary', 'middle-school'];
const rows = [measure('library, 1200 words, older bands', libraryRequests(OLDER, 1200))];
for (const age of AGE_RANGES) rows.push(measure(`library, ${age} default`, libraryRequests([age])));
rows.push(measure('library, 2000 words, older bands', libraryRequests(OLDER, 2000)));
const headline = rows[0]!.storiesPerSecond;
const bar = 500;
console.log(
  `\n${headline >= bar ? 'PASS' : 'FAIL'}  ${headline} library books of 1200 words per second (bar >= ${bar})`,
);

writeBenchResult(
  'story-engine',
  [
    {
      what: 'library books/s of 1200 words on one core',
      shop: headline,
      unit: 'books/s',
      higherIsBetter: true,
      bar: `>= ${bar}`,
      pass: headline >= bar,
    },
  ],
  {
    measure:
      'stories per second of CPU time of this one-threaded process (wall-clock figures beside)',
    runs: RUNS,
    secondsPerRun: SECONDS,
    results: rows,
  },
);
