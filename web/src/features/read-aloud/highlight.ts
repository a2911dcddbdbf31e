/** The word being read, marked in the story's own text (CSS Custom Highlight API). */
const HIGHLIGHT = 'read-aloud-word';
const CURRENT_ATTR = 'data-read-aloud';

type HighlightRegistry = { set(name: string, h: unknown): void; delete(name: string): void };
type HighlightCtor = new (...ranges: Range[]) => unknown;

function registry(): { highlights: HighlightRegistry; Highlight: HighlightCtor } | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const Highlight = (globalThis as { Highlight?: HighlightCtor }).Highlight;
  return css?.highlights && Highlight ? { highlights: css.highlights, Highlight } : null;
}

/** The story's paragraph elements near `anchor`, matched to the paragraphs' texts. */
export function findParagraphs(anchor: Element | null, paragraphs: string[]): (Element | null)[] {
  const root = anchor?.closest('article') ?? anchor?.parentElement ?? null;
  if (!root) return paragraphs.map(() => null);
  // Not the reader's own caption, which may repeat a one-sentence paragraph.
  const candidates = Array.from(root.querySelectorAll('p')).filter((p) => !anchor?.contains(p));
  const used = new Set<Element>();
  return paragraphs.map((text) => {
    const want = text.trim();
    const el = candidates.find((p) => !used.has(p) && p.textContent?.trim() === want) ?? null;
    if (el) used.add(el);
    return el;
  });
}

/** A range over characters [start, end) of an element's text, across its text nodes. */
function textRange(el: Element, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start < seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** Marks the word [start, end) of a paragraph element, and the paragraph itself. */
export function markWord(el: Element | null, start: number, end: number): void {
  clearMarks();
  if (!el) return;
  el.setAttribute(CURRENT_ATTR, 'current');
  const reg = registry();
  if (!reg) return;
  // The paragraph's text as rendered may start with whitespace the story text trimmed away.
  const offset = (el.textContent ?? '').search(/\S/);
  const range = textRange(el, Math.max(0, offset) + start, Math.max(0, offset) + end);
  if (range) reg.highlights.set(HIGHLIGHT, new reg.Highlight(range));
}

export function clearMarks(): void {
  registry()?.highlights.delete(HIGHLIGHT);
  for (const el of document.querySelectorAll(`[${CURRENT_ATTR}]`)) el.removeAttribute(CURRENT_ATTR);
}
