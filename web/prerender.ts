/**
 * Writes web/dist/home.html: the built index.html with the home page's first paint rendered in
 * its root (web/src/prerender.tsx, built for Node by `vite build --ssr` into PRERENDER_DIR). The
 * API serves it for "/" (services/api/src/web); every other path gets index.html.
 *
 *   tsx web/prerender.ts   (npm run build:web runs it)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'web', 'dist');
export const PRERENDER_DIR = join(ROOT, 'node_modules', '.cache', 'web-prerender');
const EMPTY_ROOT = '<div id="root"></div>';

async function main() {
  const entry = pathToFileURL(join(PRERENDER_DIR, 'prerender.mjs')).href;
  const { renderHome } = (await import(entry)) as { renderHome: () => string };
  const markup = renderHome();
  if (!markup.includes('<h1')) throw new Error('the prerendered home page has no heading');
  const index = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`web/dist/index.html has no ${EMPTY_ROOT}`);
  writeFileSync(
    join(DIST, 'home.html'),
    index.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`),
  );
  rmSync(PRERENDER_DIR, { recursive: true, force: true });
  process.stdout.write(
    `web/dist/home.html: the home page prerendered (${markup.length} characters)\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
