import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The readability bars need `syllable` and `flesch-kincaid`, which are ES modules; Jest runs
 * CommonJS, so this test runs the real report on a sample of the matrix in a child process.
 */
describe('quality report on a sample of the matrix', () => {
  const root = join(__dirname, '../../../..');
  let report: { bars: { name: string; pass: boolean; value: string }[]; stories: number };

  beforeAll(() => {
    // the report exits 1 when any bar fails (the variety bar does today); read its JSON anyway
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'libs/story-engine/src/cli/report.ts'),
        '--every',
        '37',
        '--json',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024, timeout: 120_000 },
    );
    if (run.error) throw run.error;
    const out = run.stdout;
    report = JSON.parse(out) as typeof report;
  }, 130_000);

  it('covers a spread of the matrix', () => expect(report.stories).toBeGreaterThan(250));

  it.each([
    'readability toddler (mean FK grade)',
    'readability preschool (mean FK grade)',
    'readability early-elementary (mean FK grade)',
    'readability upper-elementary (mean FK grade)',
    'readability middle-school (mean FK grade)',
    'readability rises band by band',
    'length error (max)',
    'text problems (artifacts)',
    'plots per theme',
    'different themes share no plot',
  ])('meets the bar: %s', (name) => {
    const bar = report.bars.find((b) => b.name === name);
    expect(bar).toBeDefined();
    expect({ name, value: bar!.value, pass: bar!.pass }).toEqual({
      name,
      value: bar!.value,
      pass: true,
    });
  });
});
