import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The web features' boundaries rule (eslint.config.mjs) run on sample files placed inside the
// app, as `npx eslint web` sees them. ESLint loads its ESM config with a dynamic import, which
// Jest's module system refuses: the ESLint class runs in a plain Node child process instead,
// once for every sample.
const repo = join(__dirname, '..');

const LINT = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (d) => (input += d));
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const { filePath, code } of JSON.parse(input)) {
    const [result] = await eslint.lintText(code, { filePath });
    out.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
});
`;

/** Each sample: where the file would live, and the import it makes. */
const SAMPLES = {
  deepIntoFeature: [
    'web/src/features/checkout/Sample.tsx',
    "import { StoryPanel } from '../stories/StoryPanel';",
  ],
  throughIndex: [
    'web/src/features/checkout/Sample.tsx',
    "import { StoryPanel } from '../stories';",
  ],
  backUp: ['web/src/features/stories/Sample.tsx', "import { CheckoutPage } from '../checkout';"],
  componentUsesFeature: [
    'web/src/components/Sample.tsx',
    "import { NewsletterForm } from '../features/newsletter';",
  ],
  pageThroughIndex: [
    'web/src/pages/Sample.tsx',
    "import { BookCover } from '../features/checkout';",
  ],
  pageDeep: [
    'web/src/pages/Sample.tsx',
    "import { BookCover } from '../features/checkout/BookPreview';",
  ],
} as const;
type Sample = keyof typeof SAMPLES;

const DEEP = 'Another feature is used through its index.ts only, never its files.';
let errors: Record<Sample, string[]>;

beforeAll(async () => {
  const names = Object.keys(SAMPLES) as Sample[];
  const input = names.map((name) => {
    const [filePath, line] = SAMPLES[name];
    const binding = /import \{ (\w+) \}/.exec(line)?.[1];
    return { filePath: join(repo, filePath), code: `${line}\nexport const x = ${binding};\n` };
  });
  const run = promisify(execFile)(process.execPath, ['-e', LINT], { cwd: repo });
  run.child.stdin?.end(JSON.stringify(input));
  const found = JSON.parse((await run).stdout) as string[][];
  errors = Object.fromEntries(names.map((name, i) => [name, found[i]!])) as typeof errors;
}, 180_000);

describe('web feature boundaries (eslint-plugin-boundaries)', () => {
  it('refuses a deep import into another feature, and takes the same piece from its index', () => {
    expect(errors.deepIntoFeature).toEqual([DEEP]);
    expect(errors.throughIndex).toEqual([]);
  });

  it('refuses an import back up the feature graph, even through the index', () => {
    expect(errors.backUp).toEqual([
      'The stories feature may use only: illustrations, read-aloud (eslint.config.mjs lists the allowed direction).',
    ]);
  });

  it('keeps shared components below the features', () => {
    expect(errors.componentUsesFeature).toHaveLength(1);
  });

  it('lets pages use any feature through its index, not its files', () => {
    expect(errors.pageThroughIndex).toEqual([]);
    expect(errors.pageDeep).toEqual([DEEP]);
  });
});
