import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_MARKERS, developmentMarkersIn } from './build-markers';

const ROOT = join(__dirname, '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** `vite build`, with the environment `make start` gives it (NODE_ENV from the server's .env). */
function viteBuild(args: string[], nodeEnv: string) {
  const run = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'error', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
}

/** All the JavaScript a build wrote. */
function javascriptIn(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

describe('the web build', () => {
  // Inside the repository, so the probe resolves the app's node_modules.
  let scratch: string;
  beforeAll(() => {
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    scratch = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'web-build-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('its markers find development builds of React, react-dom, Redux Toolkit and react-router', () => {
    // A page using the four libraries, built plainly (no production plugin) both ways.
    writeFileSync(
      join(scratch, 'probe.tsx'),
      `import { configureStore, createSlice } from '@reduxjs/toolkit';
       import { createRoot } from 'react-dom/client';
       import { BrowserRouter, Route, Routes } from 'react-router-dom';
       const slice = createSlice({ name: 'n', initialState: 0, reducers: { up: (s) => s + 1 } });
       const store = configureStore({ reducer: { n: slice.reducer } });
       createRoot(document.body).render(
         <BrowserRouter><Routes><Route path="/" element={<p>{store.getState().n}</p>} /></Routes></BrowserRouter>,
       );`,
    );
    const config = (mode: string) => {
      const file = join(scratch, `probe.${mode}.config.mjs`);
      writeFileSync(
        file,
        `export default { root: ${JSON.stringify(scratch)}, mode: '${mode}', logLevel: 'error',
          oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
          build: { outDir: 'out-${mode}', emptyOutDir: true, minify: ${mode === 'production'},
            rollupOptions: { input: 'probe.tsx' } } };`,
      );
      return file;
    };
    viteBuild(['--config', config('development')], 'development');
    viteBuild(['--config', config('production')], 'production');
    expect(developmentMarkersIn(javascriptIn(join(scratch, 'out-development')))).toEqual(
      DEVELOPMENT_MARKERS.map((m) => m.library),
    );
    // A plain production build drops React's and Redux Toolkit's development code but keeps
    // react-router's warnings: its package gives browsers its development build.
    expect(developmentMarkersIn(javascriptIn(join(scratch, 'out-production')))).toEqual([
      "react-router's development warnings",
    ]);
  });

  it('is a production build even when NODE_ENV says development', () => {
    const outDir = join(scratch, 'web');
    viteBuild(
      ['--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir'],
      'development',
    );
    const code = javascriptIn(outDir);
    expect(developmentMarkersIn(code)).toEqual([]);
    // react-dom's production build reports errors as codes with a link to React's decoder.
    expect(code).toContain('react.dev/errors/');
  });
});
