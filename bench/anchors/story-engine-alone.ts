/**
 * Anchor: the built-in story engine alone, in a process of its own, with no queue, database or
 * HTTP: composeStory on the same requests the pipeline bench posts, for `seconds` of one core.
 * Prints one JSON line: { storiesPerSecond (per CPU second), perWallSecond, stories }.
 *
 *   npx tsx bench/anchors/story-engine-alone.ts [seconds]
 */
import { ANIMALS } from '@shop/contracts';
import { composeStory, type StoryRequest } from '@shop/story-engine';
import { performance } from 'node:perf_hooks';

const SECONDS = Number(process.argv[2] ?? 3);

/** The pipeline bench's requests: Mia, every animal, kindness, the form's defaults. */
const requests: StoryRequest[] = Array.from({ length: 400 }, (_, i) => ({
  childName: 'Mia',
  animal: ANIMALS[i % ANIMALS.length]!,
  theme: 'kindness',
  ageRange: 'early-elementary',
  wordCount: 1200,
  seed: 7919 * (i + 1),
}));

function run(seconds: number) {
  let n = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < seconds * 1000)
    composeStory(requests[n++ % requests.length]!);
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  return {
    stories: n,
    storiesPerSecond: n / ((used.user + used.system) / 1e6),
    perWallSecond: n / wall,
  };
}

run(0.5); // warm-up
console.log(JSON.stringify(run(SECONDS)));
