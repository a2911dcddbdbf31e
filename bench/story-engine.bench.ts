/**
 * Built-in story engine throughput on one core (target: >= 200 stories of 1200 words a second).
 *   npx tsx bench/story-engine.bench.ts [--runs 5] [--seconds 2]
 * Prints the median of several timed runs and writes bench/results/story-engine.json
 * (summary row: stories/s of 1200 words on one core, bar >= 200; no anchor: the bar is absolute).
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { AGE_RANGES, ANIMALS, THEME_VALUES, type AgeRange } from '@shop/contracts';
import { composeStory, type StoryRequest } from '@shop/story-engine';
import { writeBenchResult } from './support/summary';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, seconds: { type: 'string', default: '2' } },
});
const RUNS = Math.max(1, Number(values.runs));
const SECONDS = Math.max(0.2, Number(values.seconds));

function requests(wordCount: number, ages: readonly AgeRange[]): StoryRequest[] {
  const out: StoryRequest[] = [];
  let seed = 1;
  for (const animal of ANIMALS)
    for (const theme of THEME_VALUES)
      for (const ageRange of ages)
        out.push({ childName: 'Mia', animal, theme, ageRange, wordCount, seed: seed++ * 7919 });
  return out;
}

/**
 * Stories per second over one timed run (after a warm-up): per second of CPU time used by this
 * process (one core; not skewed by other programs on the machine), and per second of wall time.
 */
function run(reqs: StoryRequest[]): { perSecond: number; perWallSecond: number; words: number } {
  let n = 0;
  let words = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    const s = composeStory(reqs[n % reqs.length]!);
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

function measure(name: string, reqs: StoryRequest[]) {
  run(reqs.slice(0, 200)); // warm-up
  const runs = Array.from({ length: RUNS }, () => run(reqs));
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
    `${name.padEnd(28)} ${String(row.storiesPerSecond).padStart(6)} stories/CPU-s  ${row.msPerStory.toFixed(2)} ms/story  ` +
      `(${row.storiesPerWallSecond}/wall-s)  ~${row.meanWords} words  runs ${row.runs.join(', ')}`,
  );
  return row;
}

console.log(
  `story engine bench: median of ${RUNS} runs x ${SECONDS}s, one thread, node ${process.version}, ${cpus()[0]?.model ?? 'cpu'}`,
);
const rows = [measure('1200 words, all ages', requests(1200, AGE_RANGES))];
for (const age of AGE_RANGES) rows.push(measure(`1200 words, ${age}`, requests(1200, [age])));
rows.push(measure('2000 words, all ages', requests(2000, AGE_RANGES)));
rows.push(measure('1000 words, all ages', requests(1000, AGE_RANGES)));
const headline = rows[0]!.storiesPerSecond;
const bar = 200;
console.log(
  `\n${headline >= bar ? 'PASS' : 'FAIL'}  ${headline} stories of 1200 words per second (bar >= ${bar})`,
);

writeBenchResult(
  'story-engine',
  [
    {
      what: 'stories/s of 1200 words on one core',
      shop: headline,
      unit: 'stories/s',
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
