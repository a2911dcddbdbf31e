import { words } from '../text';

const ids = new Map<string, number>();
function idOf(w: string): number {
  let id = ids.get(w);
  if (id === undefined) {
    id = ids.size;
    ids.set(w, id);
  }
  return id;
}

/** Distinct 4-word sequences of a text (as numbers while the vocabulary allows, else strings). */
export function fourGrams(text: string): Set<number | string> {
  const w = words(text).map(idOf);
  const out = new Set<number | string>();
  for (let i = 0; i + 3 < w.length; i++) {
    const a = w[i]!;
    const b = w[i + 1]!;
    const c = w[i + 2]!;
    const d = w[i + 3]!;
    if (a < 8192 && b < 8192 && c < 8192 && d < 8192)
      out.add(((a * 8192 + b) * 8192 + c) * 8192 + d);
    else out.add(`${a} ${b} ${c} ${d}`);
  }
  return out;
}

/** Share of b's distinct 4-word sequences that also occur in a (0..1). */
export function sharedFourGrams(a: string, b: string): number {
  return shareOf(fourGrams(a), fourGrams(b));
}

/** The same, for sets already built. */
export function shareOf(
  ga: ReadonlySet<number | string>,
  gb: ReadonlySet<number | string>,
): number {
  if (gb.size === 0) return 0;
  let n = 0;
  for (const g of gb) if (ga.has(g)) n++;
  return n / gb.size;
}
