/**
 * A page's text as base words and optional passages. The base is everything outside `[+ … +]`
 * and outside paragraphs that start with `+ `; a passage's layer is the digit after the plus
 * (`[+2 … +]`, `+2 `), 1 when there is none. A passage inside an optional paragraph is added only
 * after its paragraph.
 */

/** A run of text: base (layer 0) or an optional passage. */
interface Piece {
  text: string;
  layer: number;
  /** Index (in the page's passage list) of the optional paragraph this passage sits in. */
  parent?: number;
  /** The passage's own index in its page's passage list; undefined for base text. */
  passage?: number;
}

interface ParsedParagraph {
  pieces: Piece[];
  /** The passage index of an optional paragraph, undefined for a base paragraph. */
  passage?: number;
}

export interface ParsedText {
  paragraphs: ParsedParagraph[];
  /** Every optional passage, paragraphs and inline ones, in reading order. */
  passages: { layer: number; parent?: number }[];
}

const MAX_LAYER = 3;

const OPEN = /\[\+(\d?)/g;

/** Splits a page's text; throws with a plain message on an unbalanced or bad marker. */
export function parsePageText(text: string): ParsedText {
  const passages: ParsedText['passages'] = [];
  const paragraphs: ParsedParagraph[] = [];
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  for (const block of blocks) {
    let body = block;
    let own: number | undefined;
    const para = /^\+(\d?)\s/.exec(block);
    if (para) {
      own = passages.length;
      passages.push({ layer: layer(para[1]!) });
      body = block.slice(para[0].length).trim();
    } else if (/^\+\S/.test(block)) {
      throw new Error(`an optional paragraph starts with "+ " or "+2 ": "${block.slice(0, 30)}"`);
    }
    paragraphs.push({ pieces: splitInline(body, own, passages), passage: own });
  }
  return { paragraphs, passages };
}

function layer(digit: string): number {
  const n = digit === '' ? 1 : Number(digit);
  if (n < 1 || n > MAX_LAYER) throw new Error(`passage layer ${digit} (use 1 to ${MAX_LAYER})`);
  return n;
}

function splitInline(
  body: string,
  parent: number | undefined,
  passages: ParsedText['passages'],
): Piece[] {
  const pieces: Piece[] = [];
  const base = parent === undefined ? 0 : passages[parent]!.layer;
  let at = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(body); m; m = OPEN.exec(body)) {
    const close = body.indexOf('+]', m.index + m[0].length);
    if (close < 0) throw new Error(`"[+" without its "+]": "${body.slice(m.index, m.index + 30)}"`);
    const inner = body.slice(m.index + m[0].length, close);
    if (inner.includes('[+')) throw new Error(`"[+" inside another "[+ … +]"`);
    if (m.index > at) pieces.push({ text: body.slice(at, m.index), layer: base, passage: parent });
    const index = passages.length;
    // a passage in an optional paragraph comes no earlier than its paragraph's layer
    passages.push({ layer: Math.max(layer(m[1]!), base), parent });
    pieces.push({ text: inner.trim(), layer: passages[index]!.layer, parent, passage: index });
    at = close + 2;
    OPEN.lastIndex = at;
  }
  if (at < body.length) pieces.push({ text: body.slice(at), layer: base, passage: parent });
  const rest = pieces.filter((p) => p.passage === parent).map((p) => p.text);
  if (rest.some((t) => t.includes('+]'))) throw new Error(`"+]" without its "[+"`);
  return pieces;
}

/**
 * Joins the pieces of a paragraph that are in: an inline passage reads as its own sentence, a
 * space from its neighbours; line breaks inside a paragraph read as spaces.
 */
export function joinPieces(texts: readonly string[]): string {
  let out = '';
  for (const t of texts) {
    const piece = t.replace(/\s*\n\s*/g, ' ');
    if (!piece.trim()) continue;
    if (out && !/\s$/.test(out) && !/^\s/.test(piece)) out += ' ';
    out += piece;
  }
  return out.replace(/[ \t]{2,}/g, ' ').trim();
}
