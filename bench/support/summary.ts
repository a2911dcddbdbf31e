import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * One line of the table `make bench` prints at the end: the shop's figure beside its anchor (the
 * simplest honest implementation of the same work, measured in the same run) and their ratio.
 * `higherIsBetter` says which way the ratio reads: for req/s the ratio is shop / anchor, for
 * latencies and memory it is anchor / shop, so a ratio of 1 or more always means "as good as the
 * anchor or better".
 */
export interface SummaryRow {
  /** What is measured: "story read req/s (50 connections)". */
  what: string;
  shop: number;
  unit: string;
  /** The anchor's figure in the same unit, and what the anchor is. */
  anchor?: { name: string; value: number };
  higherIsBetter: boolean;
  /** The bar the figure must meet: ">= 1.5x anchor", "<= 50 ms". */
  bar?: string;
  pass?: boolean;
}

export interface BenchResult {
  bench: string;
  date: string;
  machine: { node: string; cpus: number; cpu: string; loadAverage: number };
  /** What the figures need read with them ("machine loaded by a CI run"), from BENCH_NOTE. */
  note?: string;
  summary: SummaryRow[];
  /** The bench's own detail (rounds, percentiles, settings). */
  detail: unknown;
}

/** The ratio as the summary reads it (>= 1 is as good as the anchor or better). */
export function ratioOf(row: SummaryRow): number | undefined {
  if (!row.anchor || row.anchor.value === 0 || row.shop === 0) return undefined;
  return row.higherIsBetter ? row.shop / row.anchor.value : row.anchor.value / row.shop;
}

/** Writes bench/results/<bench>.json with the summary rows first and prints the rows. */
export function writeBenchResult(bench: string, summary: SummaryRow[], detail: unknown): void {
  const result: BenchResult = {
    bench,
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    },
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
    summary,
    detail,
  };
  const dir = join(__dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${bench}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(formatRows(summary.map((row) => ({ bench, row }))));
  console.log(`Wrote bench/results/${bench}.json`);
}

const fmt = (n: number) =>
  Math.abs(n) >= 100 ? String(Math.round(n)) : String(Math.round(n * 100) / 100);

/** A plain-text table of summary rows. */
export function formatRows(rows: { bench: string; row: SummaryRow }[]): string {
  const lines = rows.map(({ bench, row }) => {
    const ratio = ratioOf(row);
    return [
      bench,
      row.what,
      `${fmt(row.shop)} ${row.unit}`,
      row.anchor ? `${fmt(row.anchor.value)} ${row.unit} (${row.anchor.name})` : '-',
      ratio === undefined ? '-' : `${ratio.toFixed(2)}x`,
      row.bar ?? '-',
      row.pass === undefined ? '' : row.pass ? 'PASS' : 'FAIL',
    ];
  });
  const head = ['bench', 'measure', 'shop', 'anchor', 'ratio', 'bar', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const show = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [show(head), show(widths.map((w) => '-'.repeat(w))), ...lines.map(show)].join('\n');
}
