/**
 * JavaScript the home route loads, gzipped: the entry script of web/dist/index.html and every
 * chunk it preloads (the lazy routes and what loads on use are not counted: the home page does
 * not fetch them for its first paint). Measures web/dist, the production build `make start`
 * serves, then lists the biggest modules of those chunks from the same build made in memory.
 *
 *   npm run build:web && npx tsx bench/web-bundle.bench.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeBenchResult } from './support/summary';
import { assertProductionWebBuild, WEB_DIST } from './support/web-build';

const ROOT = join(__dirname, '..');
const BUDGET_KB = 160;
const TOP_MODULES = 15;

const gzipKB = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length / 1024;

/** The scripts an index.html loads and preloads, as paths under the build's root. */
function homeScripts(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g))
    files.add(m[1]!);
  return [...files];
}

/** Where a module comes from: its npm package, or its source folder. */
function origin(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = id.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return id.startsWith(ROOT) ? id.slice(ROOT.length + 1) : id;
}

interface ModuleRow {
  origin: string;
  renderedKB: number;
  /** Its share of its chunk's gzipped size, in proportion to its rendered (unminified) size. */
  gzipKB: number;
}

/** The same build in memory, for the per-module figures (the files on disk carry no map). */
async function biggestModules(files: string[]): Promise<{ rows: ModuleRow[]; same: boolean }> {
  const { build } = await import('vite');
  const result = await build({
    configFile: join(ROOT, 'web', 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const html = outputs.find((o) => o.fileName === 'index.html');
  const same =
    html?.type === 'asset' &&
    homeScripts(String(html.source)).sort().join() === files.sort().join();
  const byOrigin = new Map<string, ModuleRow>();
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk' || !files.includes(chunk.fileName)) continue;
    const modules = Object.entries(chunk.modules);
    const rendered = modules.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
    const chunkGzipKB = gzipKB(chunk.code);
    for (const [id, m] of modules) {
      const row = byOrigin.get(origin(id)) ?? { origin: origin(id), renderedKB: 0, gzipKB: 0 };
      row.renderedKB += m.renderedLength / 1024;
      row.gzipKB += (chunkGzipKB * m.renderedLength) / rendered;
      byOrigin.set(row.origin, row);
    }
  }
  return { rows: [...byOrigin.values()].sort((a, b) => b.gzipKB - a.gzipKB), same };
}

async function main() {
  assertProductionWebBuild();
  const files = homeScripts(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
  const rows = files.map((file) => {
    const bytes = readFileSync(join(WEB_DIST, file));
    return { file, rawKB: bytes.length / 1024, gzipKB: gzipKB(bytes) };
  });
  const total = rows.reduce((sum, r) => sum + r.gzipKB, 0);
  for (const r of rows.sort((a, b) => b.gzipKB - a.gzipKB))
    console.log(
      `${r.gzipKB.toFixed(1).padStart(7)} KB gz  ${r.rawKB.toFixed(1).padStart(7)} KB  /${r.file}`,
    );
  const passed = total <= BUDGET_KB;
  console.log(
    `home route JavaScript: ${total.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB) → ${passed ? 'PASS' : 'OVER BUDGET'}`,
  );

  const modules = await biggestModules(files);
  if (!modules.same)
    console.log('(web/dist differs from a fresh build of the sources: run npm run build:web)');
  console.log('biggest sources of the home route (share of the gzipped total; rendered size):');
  for (const m of modules.rows.slice(0, TOP_MODULES))
    console.log(
      `${m.gzipKB.toFixed(1).padStart(7)} KB gz  ${m.renderedKB.toFixed(1).padStart(7)} KB  ${m.origin}`,
    );

  writeBenchResult(
    'web-bundle',
    [
      {
        what: 'home route JavaScript (gzip)',
        shop: +total.toFixed(1),
        unit: 'KB',
        higherIsBetter: false,
        bar: `<= ${BUDGET_KB} KB`,
        pass: passed,
      },
    ],
    {
      budgetKB: BUDGET_KB,
      totalGzipKB: +total.toFixed(1),
      passed,
      files: rows,
      biggestSources: modules.rows.slice(0, TOP_MODULES).map((m) => ({
        origin: m.origin,
        gzipKB: +m.gzipKB.toFixed(1),
        renderedKB: +m.renderedKB.toFixed(1),
      })),
    },
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
