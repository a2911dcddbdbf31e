import type { ESLint } from 'eslint';
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** The repository's own ESLint configuration, as `make lint` runs it. */
const ROOT = resolve(__dirname, '../../..');

const USES_TYPEORM = `import { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';

export class Example {
  constructor(@InjectDataSource() readonly dataSource: DataSource) {}
}
`;

const TYPE_ONLY = `import type { EntityManager } from 'typeorm';

export type Manager = EntityManager;
`;

/**
 * Lints each source text as if it were the file at its path, with the `ESLint` class in a plain
 * Node process: the configuration is an ES module, which ESLint loads with a dynamic import that
 * Jest's module system does not support.
 */
async function lint(files: { path: string; source: string }[]): Promise<ESLint.LintResult[]> {
  const script = `
    const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: process.cwd() });
    const files = JSON.parse(process.argv[1]);
    Promise.all(files.map((f) => eslint.lintText(f.source, { filePath: f.filePath })))
      .then((results) => process.stdout.write(JSON.stringify(results.flat())));`;
  const input = files.map((f) => ({ filePath: join(ROOT, f.path), source: f.source }));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-e', script, JSON.stringify(input)],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as ESLint.LintResult[];
}

/** The modules ESLint refuses in a result, in source order. */
function refused(result: ESLint.LintResult, source: string): string[] {
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => source.split('\n')[m.line - 1]!.replace(/.* from '(.+)';$/, '$1'));
}

const OUTSIDE = [
  'services/api/src/example/example.service.ts',
  'services/worker/src/example/example.handler.ts',
  'libs/mail/src/example.ts',
];
const ALLOWED = [
  'libs/db/src/repositories/example.repository.ts',
  'services/api/test/example.int-spec.ts',
  'libs/mail/src/example.spec.ts',
  'libs/testing/src/example.ts',
  'bench/example.ts',
];
const TYPE_ONLY_PATH = 'libs/metrics/src/example.ts';

describe('database code stays in libs/db (ESLint)', () => {
  const results = new Map<string, ESLint.LintResult>();

  beforeAll(async () => {
    const files = [
      ...[...OUTSIDE, ...ALLOWED].map((path) => ({ path, source: USES_TYPEORM })),
      { path: TYPE_ONLY_PATH, source: TYPE_ONLY },
    ];
    const linted = await lint(files);
    files.forEach((f, i) => results.set(f.path, linted[i]!));
  }, 120_000);

  it.each(OUTSIDE)('refuses typeorm and @nestjs/typeorm imports in %s', (path) => {
    expect(refused(results.get(path)!, USES_TYPEORM)).toEqual(['typeorm', '@nestjs/typeorm']);
  });

  it('refuses a type-only import too', () => {
    expect(refused(results.get(TYPE_ONLY_PATH)!, TYPE_ONLY)).toEqual(['typeorm']);
  });

  it.each(ALLOWED)('allows them in %s', (path) => {
    const result = results.get(path)!;
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    expect(refused(result, USES_TYPEORM)).toEqual([]);
  });
});
