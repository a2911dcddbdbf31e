import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, type PDFObject } from 'pdf-lib';
import type { Box } from './geometry';

/** What a built book file must be. */
export interface BookPdfExpectations {
  pageCount: number;
  /** Every page's size (MediaBox), in points. */
  pageSize: { widthPt: number; heightPt: number };
  /** When set, every page's TrimBox lies this far inside its MediaBox (the bleed). */
  bleedPt?: number;
  /**
   * Where text may be, in points from the page's top-left corner: one area for every page, or
   * several (a cover's back and front panels). Text anywhere else is a problem. Needs `text`.
   */
  textAreas?: Box[];
  /**
   * Pages (1-based) that must show a picture: over the whole page (true), framed inside it
   * (false), or either ('any': a story page's picture is framed when its text runs onto it).
   */
  pictures?: { page: number; fullBleed: boolean | 'any' }[];
  /** Pages on which no picture may appear. */
  noPictures?: number[];
  /** Read text and picture positions back with pdf.js (in a worker thread). Default: true. */
  inspect?: boolean;
}

interface InspectedText {
  str: string;
  /** Glyph box in points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface InspectedPage {
  width: number;
  height: number;
  text: InspectedText[];
  /** Where pictures are painted, in points from the page's top-left corner. */
  images: Box[];
}

export interface BookPdfReport {
  ok: boolean;
  problems: string[];
  pageCount: number;
  pageSizes: { width: number; height: number }[];
  trimBoxes: { x: number; y: number; width: number; height: number }[];
  fonts: { name: string; embedded: boolean }[];
  /** Present when inspected. */
  pages?: InspectedPage[];
}

const TOLERANCE = 0.5;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;

function lookup(doc: PDFDocument, obj: PDFObject | undefined): PDFObject | undefined {
  return obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
}

/** Every font the pages use, and whether its program is inside the file. */
function fontsOf(doc: PDFDocument): { name: string; embedded: boolean }[] {
  const seen = new Map<string, { name: string; embedded: boolean }>();
  const describe = (font: PDFDict): { name: string; embedded: boolean } => {
    const name = String(font.get(PDFName.of('BaseFont')) ?? '(unnamed)').replace(/^\//, '');
    const subtype = String(font.get(PDFName.of('Subtype')));
    if (subtype === '/Type3') return { name, embedded: true };
    let descriptorOwner = font;
    if (subtype === '/Type0') {
      const descendants = lookup(doc, font.get(PDFName.of('DescendantFonts')));
      const first = descendants instanceof PDFArray ? lookup(doc, descendants.get(0)) : undefined;
      if (!(first instanceof PDFDict)) return { name, embedded: false };
      descriptorOwner = first;
    }
    const descriptor = lookup(doc, descriptorOwner.get(PDFName.of('FontDescriptor')));
    if (!(descriptor instanceof PDFDict)) return { name, embedded: false };
    const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
      (k) => descriptor.get(PDFName.of(k)) !== undefined,
    );
    return { name, embedded };
  };
  for (const page of doc.getPages()) {
    const resources = lookup(doc, page.node.get(PDFName.of('Resources')));
    if (!(resources instanceof PDFDict)) continue;
    const fonts = lookup(doc, resources.get(PDFName.of('Font')));
    if (!(fonts instanceof PDFDict)) continue;
    for (const [key, value] of fonts.entries()) {
      const font = lookup(doc, value);
      const id = value instanceof PDFRef ? value.toString() : key.toString();
      if (font instanceof PDFDict && !seen.has(id)) seen.set(id, describe(font));
    }
  }
  return [...seen.values()];
}

/**
 * Reads a book file back with pdf-lib (pages, sizes, boxes, fonts) and, unless told not to, with
 * pdf.js (where text and pictures are). Returns every problem found, never throws for them.
 */
export async function checkBookPdf(
  pdf: Uint8Array,
  expect: BookPdfExpectations,
): Promise<BookPdfReport> {
  const problems: string[] = [];
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const pageSizes = pages.map((p) => p.getMediaBox());
  const trimBoxes = pages.map((p) => p.getTrimBox());
  if (pages.length !== expect.pageCount) {
    problems.push(`has ${pages.length} pages, expected ${expect.pageCount}`);
  }
  pageSizes.forEach((box, i) => {
    if (!near(box.width, expect.pageSize.widthPt) || !near(box.height, expect.pageSize.heightPt)) {
      problems.push(
        `page ${i + 1} is ${box.width} x ${box.height} pt, expected ${expect.pageSize.widthPt} x ${expect.pageSize.heightPt}`,
      );
    }
    if (expect.bleedPt !== undefined) {
      const t = trimBoxes[i]!;
      const b = expect.bleedPt;
      if (
        !near(t.x - box.x, b) ||
        !near(t.y - box.y, b) ||
        !near(box.width - t.width, 2 * b) ||
        !near(box.height - t.height, 2 * b)
      ) {
        problems.push(`page ${i + 1}: the trim box does not leave a ${b} pt bleed`);
      }
    }
  });
  const fonts = fontsOf(doc);
  if (!fonts.length) problems.push('uses no fonts');
  for (const f of fonts) if (!f.embedded) problems.push(`font ${f.name} is not embedded`);

  const report: BookPdfReport = {
    ok: false,
    problems,
    pageCount: pages.length,
    pageSizes: pageSizes.map((b) => ({ width: b.width, height: b.height })),
    trimBoxes,
    fonts,
  };
  if (expect.inspect !== false) {
    report.pages = await inspectPdf(pdf);
    checkPositions(report.pages, expect, problems);
  }
  report.ok = problems.length === 0;
  return report;
}

/** Throws with every problem when the file is not what the printer needs. */
export async function assertBookPdf(
  pdf: Uint8Array,
  expect: BookPdfExpectations,
  what = 'book PDF',
): Promise<BookPdfReport> {
  const report = await checkBookPdf(pdf, expect);
  if (!report.ok) throw new Error(`The ${what} failed its checks: ${report.problems.join('; ')}`);
  return report;
}

const inside = (b: Box, area: Box) =>
  b.x >= area.x - TOLERANCE &&
  b.y >= area.y - TOLERANCE &&
  b.x + b.width <= area.x + area.width + TOLERANCE &&
  b.y + b.height <= area.y + area.height + TOLERANCE;

function checkPositions(pages: InspectedPage[], expect: BookPdfExpectations, problems: string[]) {
  if (expect.textAreas?.length) {
    pages.forEach((page, i) => {
      for (const t of page.text) {
        if (!expect.textAreas!.some((a) => inside(t, a))) {
          problems.push(
            `page ${i + 1}: text "${t.str.slice(0, 40)}" at (${t.x.toFixed(1)}, ${t.y.toFixed(1)}) ${t.width.toFixed(1)} x ${t.height.toFixed(1)} pt lies outside the safety margin`,
          );
        }
      }
    });
  }
  for (const want of expect.pictures ?? []) {
    const page = pages[want.page - 1];
    if (!page) {
      problems.push(`page ${want.page}: missing, expected a picture`);
      continue;
    }
    const covers = (b: Box) =>
      b.x <= TOLERANCE &&
      b.y <= TOLERANCE &&
      b.x + b.width >= page.width - TOLERANCE &&
      b.y + b.height >= page.height - TOLERANCE;
    const framed = (b: Box) => !covers(b) && b.width > 50 && b.height > 50;
    const ok =
      want.fullBleed === 'any'
        ? page.images.some((b) => covers(b) || framed(b))
        : want.fullBleed
          ? page.images.some(covers)
          : page.images.some(framed);
    if (!ok) {
      problems.push(
        `page ${want.page}: expected a ${want.fullBleed === 'any' ? '' : want.fullBleed ? 'full-bleed ' : 'framed '}picture, found ${page.images.length ? page.images.map((b) => `${b.width.toFixed(0)}x${b.height.toFixed(0)}@${b.x.toFixed(0)},${b.y.toFixed(0)}`).join(' ') : 'none'}`,
      );
    }
  }
  for (const n of expect.noPictures ?? []) {
    if (pages[n - 1]?.images.length) problems.push(`page ${n}: has a picture, expected none`);
  }
}

/**
 * pdf.js is an ES module; it runs in a worker thread of its own (plain Node, whatever loader the
 * caller runs under), which also keeps the parsing off the caller's event loop.
 */
const INSPECT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mul = (m, n) => [
  m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5],
];
(async () => {
  const pdfjs = await import(workerData.pdfjsUrl);
  const { OPS } = pdfjs;
  const imageOps = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObject]);
  const doc = await pdfjs.getDocument({
    data: workerData.data, disableFontFace: true, useSystemFonts: false, isEvalSupported: false,
    verbosity: 0, useWorkerFetch: false,
  }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const width = x1 - x0, height = y1 - y0;
    const content = await page.getTextContent();
    const text = [];
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      const h = it.height || Math.hypot(it.transform[2], it.transform[3]);
      const baseline = it.transform[5];
      // Glyph box: descenders about a quarter of the size below the baseline.
      const bottom = baseline - 0.25 * h, top = baseline + h;
      text.push({ str: it.str, x: it.transform[4] - x0, y: y1 - top, width: it.width, height: top - bottom });
    }
    const ops = await page.getOperatorList();
    const images = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    const stack = [];
    for (let k = 0; k < ops.fnArray.length; k++) {
      const fn = ops.fnArray[k], args = ops.argsArray[k];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() || ctm;
      else if (fn === OPS.transform) ctm = mul(args, ctm);
      else if (fn === OPS.paintFormXObjectBegin) { stack.push(ctm); if (args[0]) ctm = mul(args[0], ctm); }
      else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() || ctm;
      else if (imageOps.has(fn)) {
        const pts = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([u, v]) => [ctm[0] * u + ctm[2] * v + ctm[4], ctm[1] * u + ctm[3] * v + ctm[5]]);
        const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
        const left = Math.min(...xs), right = Math.max(...xs), low = Math.min(...ys), high = Math.max(...ys);
        images.push({ x: left - x0, y: y1 - high, width: right - left, height: high - low });
      }
    }
    pages.push({ width, height, text, images });
    page.cleanup();
  }
  await doc.destroy();
  parentPort.postMessage({ ok: true, pages });
})().catch((err) => parentPort.postMessage({ ok: false, message: err && err.stack ? err.stack : String(err) }));
`;

/** Text and picture positions of every page, read by pdf.js in a worker thread. */
export function inspectPdf(pdf: Uint8Array): Promise<InspectedPage[]> {
  const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  // pdf.js takes ownership of the bytes it is given: hand the thread its own copy.
  const data = new Uint8Array(pdf);
  return new Promise((resolve, reject) => {
    const worker = new Worker(INSPECT_SOURCE, {
      eval: true,
      workerData: { pdfjsUrl, data },
      transferList: [data.buffer as ArrayBuffer],
    });
    let settled = false;
    worker.once('message', (msg: { ok: boolean; pages?: InspectedPage[]; message?: string }) => {
      settled = true;
      void worker.terminate();
      if (msg.ok) resolve(msg.pages!);
      else reject(new Error(`Could not read the PDF back: ${msg.message}`));
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`PDF reader thread stopped (exit ${code})`));
    });
  });
}
