import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The report's checks on a reduced matrix (every band × theme, one animal, 1000 and 2000 words).
 * The readability bars need `syllable` and `flesch-kincaid`, which are ES modules; Jest runs
 * CommonJS, so the real report runs in a child process (`fragment-report.ts --quick --json`).
 */
describe('story quality report on a reduced matrix', () => {
  const root = join(__dirname, '../../../..');
  let report: { bars: { name: string; pass: boolean; value: string }[]; stories: number };

  beforeAll(() => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'libs/story-engine/src/cli/fragment-report.ts'),
        '--quick',
        '--json',
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 20 * 1024 * 1024, timeout: 170_000 },
    );
    if (run.error) throw run.error;
    report = JSON.parse(run.stdout) as typeof report;
  }, 180_000);

  const bar = (name: string) => {
    const b = report.bars.find((x) => x.name.startsWith(name));
    if (!b) throw new Error(`no bar ${name}`);
    return b;
  };

  it('covers every band and theme at both ends of the length slider', () =>
    expect(report.stories).toBe(5 * 25 * 2));

  it.each([
    'length error',
    'plot share toddler',
    'plot share preschool',
    'plot share early-elementary',
    'plot share upper-elementary',
    'plot share middle-school',
    'setting conflicts',
    'glitch patterns',
    'text problems',
    'name mentions per 100 words early-elementary',
    'name mentions per 100 words upper-elementary',
    'name mentions per 100 words middle-school',
    'Flesch-Kincaid toddler',
    'Flesch-Kincaid preschool',
    'Flesch-Kincaid early-elementary',
    'Flesch-Kincaid upper-elementary',
    'Flesch-Kincaid middle-school',
    'readability rises band by band',
    // One animal per band and theme: a parent's stories of other inputs share almost no sentence
    // (the full matrix, with many animals per theme, is the report's own figure).
    'sentences shared with other inputs',
    'plots per theme in every band',
    'asking again gives another plot',
    'three stories of a band with a sentence in common',
  ])('meets the bar: %s', (name) => expect(bar(name)).toMatchObject({ pass: true }));

  it('samples triples of stories a parent reads in every band', () => {
    const b = bar('three stories of a band with a sentence in common');
    expect(b.value).toMatch(/^\d+ of 10000 triples; \d+\.\d% of a story's sentences shared/);
  });
});
