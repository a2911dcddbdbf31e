import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** The story engine's content, read at run time beside its compiled code (as `build:server` copies it). */
const CONTENT_DIRS = ['libs/story-engine/stories', 'libs/story-engine/together'];

/**
 * Compiles the server into node_modules/.cache/<name> (tsc + tsc-alias, like
 * `npm run build:server`, with the story library beside it), so a bench measures the sources as
 * they are and never touches dist/. Returns the output directory; `entry` is the file the bench
 * needs from it.
 */
export function buildServer(name: string, entry: string): string {
  const out = join(ROOT, 'node_modules/.cache', name);
  rmSync(out, { recursive: true, force: true });
  for (const [bin, args] of [
    ['tsc', ['-p', 'tsconfig.build.json', '--outDir', out]],
    ['tsc-alias', ['-p', 'tsconfig.build.json', '--outDir', out]],
  ] as const) {
    const run = spawnSync(join(ROOT, 'node_modules/.bin', bin), [...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    // tsc still emits when someone else's file has a type error; the bench needs only the output.
    if (run.status !== 0 && !existsSync(join(out, entry))) throw new Error(`${bin} failed`);
  }
  for (const dir of CONTENT_DIRS) cpSync(join(ROOT, dir), join(out, dir), { recursive: true });
  return out;
}

/** Migrates the bench's own database with the compiled migrations in `out` (from buildServer). */
export function migrateDatabase(out: string, env: NodeJS.ProcessEnv): void {
  const run = spawnSync('node', [join(out, 'libs/db/src/cli/migrate.js'), 'up'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('migrations failed');
}
