import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRows, type BenchResult, type SummaryRow } from './support/summary';

/**
 * The table at the end of `make bench`: every bench's figures beside their anchors, read from
 * bench/results/*.json (so it also shows the last run of a bench that was not run this time,
 * with its date).
 */
const dir = join(__dirname, 'results');
const rows: { bench: string; row: SummaryRow }[] = [];
const notes: string[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const result = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<BenchResult>;
  const bench = `${result.bench ?? file.replace(/\.json$/, '')} (${(result.date ?? '?').slice(0, 10)})`;
  for (const row of result.summary ?? []) rows.push({ bench, row });
  if (result.note) notes.push(`${bench}: ${result.note}`);
  if (!result.summary?.length)
    notes.push(`${bench}: no summary rows (an older format: run it again)`);
}
console.log(
  '\nSummary: the shop beside its anchors (ratio >= 1: as good as the anchor or better)\n',
);
console.log(rows.length ? formatRows(rows) : 'no bench results with a summary yet');
if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `  ${n}`).join('\n')}`);
