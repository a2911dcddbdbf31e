/**
 * The fragment engine's quality report (the library's is `make story-report`): every band × theme
 * × a few animals, lengths and seeds, measured against the bars a parent notices, with pass/fail
 * per bar.
 *   tsx libs/story-engine/src/cli/fragment-report.ts [--quick] [--json]
 * `--quick` runs a reduced matrix (the unit test's). Exit code 1 when a bar fails.
 */
import { parseArgs } from 'node:util';
import { loadReadability } from '../quality/readability';
import { runReport } from '../quality/report';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const opts = values.quick ? { animals: 1, lengths: [1000, 2000], seeds: 1 } : {};
  const report = runReport(await loadReadability(), opts);
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(
      `Story quality report: ${report.stories} stories in ${report.seconds.toFixed(1)} s (${report.cpuSeconds.toFixed(1)} s of CPU)`,
    );
    console.log('Readability: Flesch-Kincaid grade (syllable + flesch-kincaid libraries).\n');
    const w = Math.max(...report.bars.map((b) => b.name.length));
    for (const b of report.bars)
      console.log(`${b.pass ? 'PASS' : 'FAIL'}  ${b.name.padEnd(w)}  ${b.value}   [bar: ${b.bar}]`);
    for (const [bar, list] of Object.entries(report.examples)) {
      console.log(`\nExamples (${bar}):`);
      for (const e of list) console.log(`  ${e}`);
    }
  }
  if (report.bars.some((b) => !b.pass)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
