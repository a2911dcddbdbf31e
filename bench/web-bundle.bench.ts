/**
 * JavaScript the home route loads, gzipped: the entry script of web/dist/index.html and every
 * chunk it preloads (the lazy routes are not counted: home never loads them).
 * Run after `npm run build:web`: npx tsx bench/web-bundle.bench.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(__dirname, '..', 'web', 'dist');
const BUDGET_KB = 150;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const files = new Set<string>();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
  files.add(m[1]!);

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(DIST, file.replace(/^\//, '')));
  return { file, rawKB: bytes.length / 1024, gzipKB: gzipSync(bytes, { level: 9 }).length / 1024 };
});
const total = rows.reduce((sum, r) => sum + r.gzipKB, 0);
for (const r of rows)
  console.log(
    `${r.gzipKB.toFixed(1).padStart(7)} KB gz  ${r.rawKB.toFixed(1).padStart(7)} KB  ${r.file}`,
  );
console.log(
  `home route JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) → ${total <= BUDGET_KB ? 'PASS' : 'OVER BUDGET'}`,
);

mkdirSync(join(__dirname, 'results'), { recursive: true });
writeFileSync(
  join(__dirname, 'results', 'web-bundle.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      budgetKB: BUDGET_KB,
      totalGzipKB: +total.toFixed(1),
      files: rows,
    },
    null,
    2,
  ),
);
