import { DEFAULT_SHOP_NAME, typographic } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { fontBuffers, type FontName } from './fonts';
import { type Measure, wrapParagraph } from './text-layout';

export type Doc = PDFKit.PDFDocument;

/** Characters PDF metadata and text never need: control characters (keeps line breaks out too). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

function cleanText(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Text as the book prints it: one line, curly quotes and apostrophes, real dashes. */
export function bookText(text: string): string {
  return typographic(cleanText(text));
}

/** A pdfkit document with the book's fonts registered and nothing else (no Helvetica). */
export function newDocument(
  size: [number, number],
  info: { title: string; subject: string; author?: string },
) {
  const fonts = fontBuffers();
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    // No default font: pdfkit would load Helvetica (never embedded). Ours are registered below;
    // registering a face under a second name would make pdfkit re-open it on every font() call.
    font: null as unknown as string,
    info: {
      Title: cleanText(info.title),
      Subject: cleanText(info.subject),
      Author: cleanText(info.author ?? DEFAULT_SHOP_NAME),
      Creator: cleanText(info.author ?? DEFAULT_SHOP_NAME),
    },
  });
  for (const name of Object.keys(fonts) as FontName[]) {
    doc.registerFont(name, fonts[name] as unknown as string);
  }
  return doc;
}

/** Collects the document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

interface FontkitFont {
  hasGlyphForCodePoint(cp: number): boolean;
}

/**
 * Measures words once per font at unit size: a line's width is the sum of its words and spaces
 * (the size scales linearly), which makes fitting the whole story at many sizes cheap.
 */
export class Typesetter {
  private readonly unitWidths = new Map<FontName, Map<string, number>>();

  constructor(readonly doc: Doc) {}

  private unit(font: FontName, word: string): number {
    let widths = this.unitWidths.get(font);
    if (!widths) this.unitWidths.set(font, (widths = new Map()));
    let w = widths.get(word);
    if (w === undefined) {
      w = this.doc.font(font).fontSize(1000).widthOfString(word) / 1000;
      widths.set(word, w);
    }
    return w;
  }

  measure(font: FontName, size: number): Measure {
    return (text) => {
      const words = text.split(' ');
      let width = (words.length - 1) * this.unit(font, ' ');
      for (const word of words) if (word) width += this.unit(font, word);
      return width * size;
    };
  }

  /** Whether the font draws every character of the text (names may come in any script). */
  covers(font: FontName, text: string): boolean {
    const f = (this.doc.font(font) as unknown as { _font: { font?: FontkitFont } })._font.font;
    if (!f) return true;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp > 32 && !f.hasGlyphForCodePoint(cp)) return false;
    }
    return true;
  }

  /** The title face when it has every letter, else the body's bold (wider coverage). */
  displayFont(text: string): FontName {
    return this.covers('title', text) ? 'title' : 'bodyBold';
  }

  /**
   * The largest size (from max down to min) at which the text wraps into at most maxLines lines
   * of the width; at min it is wrapped regardless.
   */
  fit(
    font: FontName,
    text: string,
    width: number,
    maxLines: number,
    max: number,
    min: number,
  ): { size: number; lines: { text: string; width: number }[] } {
    let size = max;
    for (;;) {
      const measure = this.measure(font, size);
      const lines = wrapParagraph(text, width, measure);
      if (lines.length <= maxLines || size <= min) {
        return { size, lines: lines.map((t) => ({ text: t, width: measure(t) })) };
      }
      size = Math.max(min, size - 1);
    }
  }

  /** Draws lines at a size, centred in (or from the left of) a column; y is the first line's top. */
  draw(
    font: FontName,
    size: number,
    color: string,
    lines: readonly { text: string; width: number; y?: number }[],
    column: { x: number; width: number },
    top: number,
    lineHeight: number,
    align: 'left' | 'center' = 'center',
  ): number {
    const doc = this.doc.font(font).fontSize(size).fillColor(color);
    let y = top;
    lines.forEach((line, i) => {
      const ly = line.y !== undefined ? top + line.y : top + i * lineHeight;
      const x = align === 'center' ? column.x + (column.width - line.width) / 2 : column.x;
      doc.text(line.text, x, ly, { lineBreak: false });
      y = ly + lineHeight;
    });
    return y;
  }
}
