/**
 * The quality report (`make story-report`): the full matrix of 14 animals × 25 themes × 5 age
 * groups × 6 lengths, measured against the bars of issue 4, with pass/fail per bar.
 *   tsx libs/story-engine/src/cli/report.ts [--every N] [--workers N] [--json]
 * The matrix is split over worker threads (default: one per CPU, at most 4). Exit code 1 when a
 * bar fails.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type StoryRequest } from '../types';
import { loadReadability } from '../quality/readability';
import {
  matrixCells,
  measureCells,
  mergeMeasured,
  summarize,
  type Measured,
} from '../quality/report';

interface Job {
  cells: StoryRequest[];
}

async function worker(): Promise<void> {
  const readability = await loadReadability();
  const { cells } = workerData as Job;
  parentPort!.postMessage(measureCells(readability, cells));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      every: { type: 'string', default: '1' },
      workers: { type: 'string', default: String(Math.min(4, availableParallelism())) },
      json: { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const every = Math.max(1, Number(values.every) || 1);
  const n = Math.max(1, Number(values.workers) || 1);
  const cells = matrixCells(every);
  let measured: Measured;
  if (n === 1) {
    measured = measureCells(await loadReadability(), cells);
  } else {
    const shards = Array.from({ length: n }, (_, w) => cells.filter((_, i) => i % n === w));
    const parts = await Promise.all(
      shards.map(
        (shard) =>
          new Promise<Measured>((resolve, reject) => {
            // the worker runs this same TypeScript file, through tsx's require hook
            const boot = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(__filename)});`;
            const w = new Worker(boot, { eval: true, workerData: { cells: shard } satisfies Job });
            w.once('message', (m: Measured) => resolve(m));
            w.once('error', reject);
            w.once(
              'exit',
              (code) => code !== 0 && reject(new Error(`report worker exited ${code}`)),
            );
          }),
      ),
    );
    measured = mergeMeasured(parts);
  }
  const report = summarize(measured, (performance.now() - started) / 1000, every);
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(
      `Story engine quality report: ${report.stories} stories${every > 1 ? ` (every ${every}th cell)` : ''}, ` +
        `${report.seconds.toFixed(1)} s on ${n} thread${n > 1 ? 's' : ''} (composing ${(report.composeMs / 1000).toFixed(1)} s of CPU)`,
    );
    console.log('Readability: Flesch-Kincaid grade (syllable + flesch-kincaid libraries).');
    console.log('');
    const w = Math.max(...report.bars.map((b) => b.name.length));
    for (const b of report.bars) {
      console.log(`${b.pass ? 'PASS' : 'FAIL'}  ${b.name.padEnd(w)}  ${b.value}   [bar: ${b.bar}]`);
    }
    if (report.artifacts.examples.length) {
      console.log('\nFirst problems found:');
      for (const e of report.artifacts.examples) console.log(`  ${e}`);
    }
  }
  if (report.bars.some((b) => !b.pass)) process.exitCode = 1;
}

(isMainThread ? main() : worker()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
