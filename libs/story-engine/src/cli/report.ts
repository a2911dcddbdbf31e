/**
 * The story library's report (`make story-report`):
 *   npx tsx libs/story-engine/src/cli/report.ts [--json] [--dir STORIES_DIR]
 * Coverage (stories per theme × band; the theme, band and animal cells with a story, and those
 * without one, which the engine cannot tell), the checker's faults, the length fit at every length of each
 * band, the share of words in 8-word runs that different stories share, and sentences a story
 * repeats outside its refrains. Exit code 1 when a bar fails.
 */
import { AGE_RANGES, THEME_VALUES } from '@shop/contracts';
import { parseArgs } from 'node:util';
import { readLibrary, STORIES_DIR } from '../library/loader';
import { REPORT_BARS, libraryReport } from '../library/report';

function main(): void {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, dir: { type: 'string' } },
  });
  const report = libraryReport(readLibrary(values.dir ?? STORIES_DIR));
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const c = report.coverage;
    console.log(
      `Story library report: ${report.stories} stories in ${report.seconds.toFixed(1)} s\n`,
    );
    const short = ['todd', 'pre', 'early', 'upper', 'middle'];
    console.log(`${'theme'.padEnd(12)} ${short.map((s) => s.padStart(7)).join('')}`);
    for (const theme of THEME_VALUES)
      console.log(
        `${theme.padEnd(12)} ${AGE_RANGES.map((b) => String(c.perThemeBand[theme][b] || '·').padStart(7)).join('')}`,
      );
    console.log(
      `\nCoverage: ${c.covered} of ${c.cells} (theme, band, animal) cells have a library story; ` +
        `${c.cells - c.covered} have none ` +
        `(${AGE_RANGES.map((b) => `${b} ${c.uncoveredPerBand[b]}`).join(', ')}).`,
    );
    const bar = (pass: boolean, line: string) => console.log(`${pass ? 'PASS' : 'FAIL'}  ${line}`);
    console.log();
    bar(
      c.fullPairs === c.pairs,
      `theme × band pairs with ${REPORT_BARS.storiesPerPair} stories or more: ${c.fullPairs}/${c.pairs}   [bar: all]`,
    );
    bar(c.covered === c.cells, `cells with a story: ${c.covered}/${c.cells}   [bar: all]`);
    bar(report.faults.length === 0, `checker faults: ${report.faults.length}   [bar: 0]`);
    bar(
      report.length.within === report.length.books,
      `length within ±${REPORT_BARS.lengthTolerance * 100}% at every length of the band: ${report.length.within}/${report.length.books} books   [bar: all]`,
    );
    bar(
      report.shared.share <= REPORT_BARS.sharedRuns,
      `words in ${REPORT_BARS.runLength}-word runs shared across stories: ${(report.shared.share * 100).toFixed(2)}%   [bar: ≤ ${REPORT_BARS.sharedRuns * 100}%]`,
    );
    bar(
      report.repeated.length === 0,
      `sentences repeated inside a story outside refrains: ${report.repeated.length}   [bar: 0]`,
    );
    const list = (title: string, lines: readonly string[]) => {
      if (!lines.length) return;
      console.log(`\n${title}:`);
      for (const l of lines.slice(0, 40)) console.log(`  ${l}`);
      if (lines.length > 40) console.log(`  … and ${lines.length - 40} more`);
    };
    list('Checker faults', report.faults);
    list('Length misses (worst first)', report.length.misses);
    list('Shared runs', report.shared.examples);
    list('Repeated sentences', report.repeated);
  }
  const pass =
    report.coverage.fullPairs === report.coverage.pairs &&
    report.coverage.covered === report.coverage.cells &&
    report.faults.length === 0 &&
    report.length.within === report.length.books &&
    report.shared.share <= REPORT_BARS.sharedRuns &&
    report.repeated.length === 0;
  if (!pass) process.exitCode = 1;
}

main();
