/**
 * Line breaking and pagination, independent of the PDF library: words are measured through a
 * callback, lines placed into frames (boxes of a given height). Rules: no line wider than its
 * frame; a paragraph that breaks across frames leaves at least two lines on each side (no
 * single-line orphans or widows); a paragraph's last line never holds a lone word when the line
 * before can give it company.
 */

export type Measure = (text: string) => number;

export interface TypeSpec {
  size: number;
  /** Baseline-to-baseline distance. */
  lineHeight: number;
  /** Extra space between paragraphs. */
  paragraphGap: number;
}

interface PlacedLine {
  text: string;
  /** Index of the paragraph the line belongs to (within the flowed text). */
  paragraph: number;
  /** Offset of the line's top from the frame's top. */
  y: number;
  width: number;
}

export interface FrameContent {
  lines: PlacedLine[];
  /** Height actually used. */
  height: number;
}

/** Splits one over-long word (no spaces) into pieces that fit. */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of Array.from(word)) {
    if (current && measure(current + ch) > width) {
      pieces.push(current);
      current = ch;
    } else {
      current += ch;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy line filling, then the lone last word gets a companion from the line above. */
export function wrapParagraph(text: string, width: number, measure: Measure): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (measure(w) > width ? breakWord(w, width, measure) : [w]));
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of words) {
    if (line.length && measure([...line, word].join(' ')) > width) {
      lines.push(line);
      line = [word];
    } else {
      line.push(word);
    }
  }
  if (line.length) lines.push(line);
  const n = lines.length;
  if (n >= 2 && lines[n - 1]!.length === 1 && lines[n - 2]!.length >= 3) {
    const moved = [lines[n - 2]!.pop()!, ...lines[n - 1]!];
    if (measure(moved.join(' ')) <= width) lines[n - 1] = moved;
    else lines[n - 2]!.push(moved[0]!);
  }
  return lines.map((l) => l.join(' '));
}

/**
 * Flows paragraphs through frames of the given heights. Returns each frame's lines, or null when
 * the text does not fit in them.
 */
export function flowParagraphs(
  paragraphs: readonly string[],
  frames: readonly { width: number; height: number }[],
  type: TypeSpec,
  measure: Measure,
): FrameContent[] | null {
  const out: FrameContent[] = frames.map(() => ({ lines: [], height: 0 }));
  let f = 0;
  // y of the next line's top within frame f; -1 means the frame is still empty.
  let y = 0;
  const capacity = (frameIndex: number, top: number) =>
    Math.floor((frames[frameIndex]!.height - top + 1e-6) / type.lineHeight);
  for (const [index, paragraph] of paragraphs.entries()) {
    if (f >= frames.length) return null;
    let lines = wrapParagraph(paragraph, frames[f]!.width, measure);
    if (!lines.length) continue;
    let top = out[f]!.lines.length ? y + type.paragraphGap : 0;
    while (lines.length) {
      const room = capacity(f, top);
      if (lines.length <= room) {
        for (const text of lines) {
          out[f]!.lines.push({ text, paragraph: index, y: top, width: measure(text) });
          top += type.lineHeight;
        }
        y = top;
        out[f]!.height = y;
        lines = [];
        break;
      }
      // Split only when both sides keep two lines or more.
      let take = Math.min(room, lines.length - 2);
      if (take < 2) take = 0;
      for (const text of lines.slice(0, take)) {
        out[f]!.lines.push({ text, paragraph: index, y: top, width: measure(text) });
        top += type.lineHeight;
      }
      if (take) out[f]!.height = top;
      const rest = lines.slice(take);
      f++;
      if (f >= frames.length) return null;
      // The next frame may be wider or narrower: wrap the rest again for it.
      lines =
        frames[f]!.width === frames[f - 1]!.width
          ? rest
          : wrapParagraph(rest.join(' '), frames[f]!.width, measure);
      top = 0;
    }
  }
  return out;
}
