/**
 * The length fitter: the base text is the story at its shortest; optional passages are added
 * layer by layer (every first-layer passage before any second-layer one), each time on the page
 * that has gained the fewest words so far, until the story is within AIM of the asked length.
 * When the next passage would overshoot, the open passage that lands closest to the target is
 * taken instead, or none when none comes closer.
 */

/** How close the fitter aims; the bar is TOLERANCE. */
export const AIM = 0.025;
export const TOLERANCE = 0.05;

export interface Passage {
  /** Unique over the book, in reading order. */
  id: number;
  page: number;
  layer: number;
  /** The passage this one sits inside (an optional paragraph), added first. */
  parent?: number;
  words: number;
}

/**
 * The ids of the passages to add to `base` words to come closest to `target`, never past
 * `ceiling` words (a band's longest story).
 */
export function fitPassages(
  base: number,
  passages: readonly Passage[],
  target: number,
  ceiling = Infinity,
): Set<number> {
  const chosen = new Set<number>();
  const added = new Map<number, number>();
  let total = base;
  const lower = target * (1 - AIM);
  const upper = Math.min(target * (1 + AIM), ceiling);
  const add = (p: Passage) => {
    chosen.add(p.id);
    added.set(p.page, (added.get(p.page) ?? 0) + p.words);
    total += p.words;
  };
  const gained = (p: Passage) => added.get(p.page) ?? 0;
  while (total < lower) {
    const open = passages.filter(
      (p) => !chosen.has(p.id) && (p.parent === undefined || chosen.has(p.parent)),
    );
    if (open.length === 0) break;
    const layer = Math.min(...open.map((p) => p.layer));
    let pick: Passage | undefined;
    for (const p of open) if (p.layer === layer && (!pick || gained(p) < gained(pick))) pick = p;
    if (total + pick!.words <= upper) {
      add(pick!);
      continue;
    }
    let best: Passage | undefined;
    for (const p of open)
      if (
        total + p.words <= ceiling &&
        (!best || Math.abs(total + p.words - target) < Math.abs(total + best.words - target))
      )
        best = p;
    if (best && Math.abs(total + best.words - target) < Math.abs(total - target)) add(best);
    else break;
  }
  return chosen;
}
