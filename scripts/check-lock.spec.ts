import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const script = join(root, 'scripts/check-lock.sh');

/** Runs the guard on DIR; its exit code and what it printed. */
function guard(dir: string): { code: number; output: string } {
  try {
    const out = execFileSync('bash', [script, dir], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output: out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, output: `${err.stdout}${err.stderr}` };
  }
}

describe('scripts/check-lock.sh', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lock-'));
    for (const f of ['package.json', '.npmrc']) copyFileSync(join(root, f), join(dir, f));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the committed lock file', () => {
    copyFileSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
    const { code, output } = guard(dir);
    expect(output).toContain('complete and in step');
    expect(code).toBe(0);
  }, 120_000);

  it('fails, saying how to fix it, on a lock file with an entry removed', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    // Another platform's optional build: the kind of entry a registry mirror once left out.
    const entry = Object.keys(lock.packages).find((k) => /@swc\/core-darwin-arm64$/.test(k));
    expect(entry).toBeDefined();
    delete lock.packages[entry!];
    writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
    const { code, output } = guard(dir);
    expect(code).not.toBe(0);
    expect(output).toContain('@swc/core-darwin-arm64');
    expect(output).toContain('npm install --package-lock-only --ignore-scripts');
  }, 120_000);
});
