/**
 * The quality report (`make story-report`): the full matrix of 14 animals × 25 themes × 5 age
 * groups × 6 lengths, measured against the bars of issue 4, with pass/fail per bar.
 *   tsx libs/story-engine/src/cli/report.ts [--every N] [--json]
 * Exit code 1 when a bar fails.
 */
import { parseArgs } from 'node:util';
import { loadReadability } from '../quality/readability';
import { runReport } from '../quality/report';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      every: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const readability = await loadReadability();
  const every = Math.max(1, Number(values.every) || 1);
  let lastShown = 0;
  const report = runReport(readability, {
    every,
    onProgress: (done, total) => {
      const now = Date.now();
      if (!values.json && process.stderr.isTTY && (now - lastShown > 500 || done === total)) {
        lastShown = now;
        process.stderr.write(`\r${done}/${total} stories`);
      }
    },
  });
  if (process.stderr.isTTY && !values.json) process.stderr.write('\n');
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(
      `Story engine quality report: ${report.stories} stories${every > 1 ? ` (every ${every}th cell)` : ''}, ${report.seconds.toFixed(1)} s (composing ${(report.composeMs / 1000).toFixed(1)} s)`,
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
