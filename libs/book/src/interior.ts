import {
  animalLabel,
  BOOK,
  BOOK_BUILD_ERRORS,
  CHECKOUT_TEXTS,
  DEFAULT_SHOP_NAME,
  ILLUSTRATION_PAGES,
} from '@shop/contracts';
import {
  BLEED_PT,
  type Box,
  GUTTER_PT,
  INTERIOR_PAGES,
  PAGE_PT,
  SAFE_INSET_PT,
  TRIM_PT,
} from './geometry';
import {
  bandLayoutFor,
  OVERFLOW_MIN_TYPE,
  paletteFor,
  type Palette,
  TYPE_STEP,
  typeSpec,
} from './style';
import { type FrameContent, flowParagraphs, type TypeSpec } from './text-layout';
import { bookText, type Doc, finish, newDocument, Typesetter } from './typesetter';
import { type Band, type BandTops, bandTops } from './focus';
import type { BookImages, BookInput } from './types';

/** The cover picture's illustration page number. */
const COVER_PICTURE: number = ILLUSTRATION_PAGES.cover;
/** Story pages the book has room for. */
const MAX_SCENES: number = BOOK.storyPages;

/**
 * Page 1 (the first page the family opens to) is the dedication, 2 the opening ("This book
 * belongs to", or the authors), 3 the title page facing it; scene i takes pages 4+2i and 5+2i.
 */
export const DEDICATION_PAGE = 1;
export const TITLE_PAGE = 3;
const FIRST_SCENE_PAGE = 4;
export const pictureSlotOf = (scene: number) => FIRST_SCENE_PAGE + 2 * scene;
export const textSlotOf = (scene: number) => FIRST_SCENE_PAGE + 2 * scene + 1;

/** What each of the 24 pages holds. */
type PlannedPage =
  | { kind: 'title' }
  | { kind: 'dedication' }
  | { kind: 'opening' }
  | { kind: 'picture'; scene: number; picture: boolean }
  /** A scene too long for one page: its picture framed above the first part of the text. */
  | { kind: 'combined'; scene: number; picture: boolean; text: FrameContent }
  | { kind: 'text'; scene: number; text: FrameContent }
  | { kind: 'activity-draw' }
  | { kind: 'activity-write' }
  | { kind: 'end' };

export interface BookPlan {
  pages: PlannedPage[];
  /** The story's type size (pt), the same on every page. */
  typeSize: number;
  preferredTypeSize: number;
  /** The paragraphs as printed (book typography), scene by scene. */
  scenes: string[][];
}

/** Text page of a scene (a right-hand page: the binding is on its left). */
const TEXT_FRAME: Box = {
  x: SAFE_INSET_PT + GUTTER_PT + BLEED_PT, // 72
  y: 66,
  width: PAGE_PT - (SAFE_INSET_PT + GUTTER_PT + BLEED_PT) - (SAFE_INSET_PT + BLEED_PT), // 504
  height: PAGE_PT - 66 - 84, // 480
};
/** A combined page is a left-hand page: the binding is on its right. */
const COMBINED_PICTURE: Box = { x: 54, y: 54, width: 504, height: 252 };
const COMBINED_TEXT: Box = {
  x: 54,
  y: COMBINED_PICTURE.y + COMBINED_PICTURE.height + 22,
  width: 504,
  height: PAGE_PT - 84 - (COMBINED_PICTURE.y + COMBINED_PICTURE.height + 22),
};
/** Page numbers sit low, still inside the safety margin. */
const FOLIO_TOP = PAGE_PT - SAFE_INSET_PT - 24;

/** Sizes from `preferred` down to `min`, in TYPE_STEP steps. */
function sizesBetween(preferred: number, min: number): number[] {
  const sizes: number[] = [];
  for (let s = preferred; s >= min - 1e-9; s -= TYPE_STEP) sizes.push(Math.round(s * 10) / 10);
  return sizes;
}

export class BookDoesNotFitError extends Error {
  override readonly name = 'BookDoesNotFitError';
}

const wordCount = (content: FrameContent) =>
  content.lines.reduce((n, l) => n + l.text.split(' ').filter(Boolean).length, 0);

/** The story's paragraphs as the book prints them: one line each, book typography. */
export function bookScenes(input: Pick<BookInput, 'scenes'>): string[][] {
  return input.scenes.slice(0, MAX_SCENES).map((s) => s.map(bookText).filter(Boolean));
}

/**
 * Decides the pages: the largest type size of the band at which every scene's text fits its page
 * within the band's words per page; a scene that does not fit one page also carries the start of
 * its text on its picture page, under a framed picture. A story longer than its band's pages hold
 * is set smaller (down to OVERFLOW_MIN_TYPE) rather than refused.
 */
export function planBook(input: BookInput, images: BookImages, ts: Typesetter): BookPlan {
  const scenes = bookScenes(input);
  const band = bandLayoutFor(input.ageRange);
  const hasPicture = (scene: number) => images[scene] !== undefined;
  const layoutAt = (spec: TypeSpec, allowCombined: boolean, wordsPerPage: number) => {
    const measure = ts.measure('body', spec.size);
    const flows: FrameContent[][] = [];
    for (const paragraphs of scenes) {
      let flow = flowParagraphs(paragraphs, [TEXT_FRAME], spec, measure);
      if (flow && flow.some((f) => wordCount(f) > wordsPerPage)) flow = null;
      if (!flow && allowCombined) {
        flow = flowParagraphs(paragraphs, [COMBINED_TEXT, TEXT_FRAME], spec, measure);
        if (flow && flow.some((f) => wordCount(f) > wordsPerPage)) flow = null;
      }
      if (!flow) return null;
      flows.push(flow);
    }
    return flows;
  };
  const attempts = [
    { sizes: sizesBetween(band.preferred, band.min), combined: false, cap: band.wordsPerPage },
    { sizes: sizesBetween(band.preferred, band.min), combined: true, cap: band.wordsPerPage },
    {
      sizes: sizesBetween(band.min - TYPE_STEP, OVERFLOW_MIN_TYPE),
      combined: true,
      cap: Infinity,
    },
  ];
  for (const { sizes, combined, cap } of attempts) {
    // A picture shown as a band over its text loses most of itself: among the sizes that fit, the
    // one with the fewest such pages wins, each half point of type given up costing a quarter of
    // a band (26 pt with ten bands loses to 20 pt with one; 26 pt with one beats 20 pt with none).
    let best: { size: number; flows: FrameContent[][]; cost: number } | undefined;
    for (const size of sizes) {
      const flows = layoutAt(typeSpec(size), combined, cap);
      if (!flows) continue;
      const cost =
        flows.filter((f) => f.length === 2).length + (band.preferred - size) / (TYPE_STEP * 4);
      if (!best || cost < best.cost) best = { size, flows, cost };
      if (!combined) break;
    }
    if (best) {
      const { size, flows } = best;
      const pages: PlannedPage[] = [{ kind: 'dedication' }, { kind: 'opening' }, { kind: 'title' }];
      flows.forEach((flow, scene) => {
        if (flow.length === 2) {
          pages.push({ kind: 'combined', scene, picture: hasPicture(scene), text: flow[0]! });
          pages.push({ kind: 'text', scene, text: flow[1]! });
        } else {
          pages.push({ kind: 'picture', scene, picture: hasPicture(scene) });
          pages.push({ kind: 'text', scene, text: flow[0]! });
        }
      });
      // A short Create Together story leaves spreads over: drawing and writing pages for the child.
      while (pages.length < INTERIOR_PAGES - 1) {
        pages.push({ kind: 'activity-draw' }, { kind: 'activity-write' });
      }
      pages.push({ kind: 'end' });
      return { pages, typeSize: size, preferredTypeSize: band.preferred, scenes };
    }
  }
  throw new BookDoesNotFitError(BOOK_BUILD_ERRORS['does-not-fit'].text([]));
}

/** Sets the print boxes: the trim lies BLEED_PT inside the page on every side. */
function addPage(doc: Doc): void {
  doc.addPage({ size: [PAGE_PT, PAGE_PT], margin: 0 });
  const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
  page.dictionary.data.TrimBox = [BLEED_PT, BLEED_PT, BLEED_PT + TRIM_PT, BLEED_PT + TRIM_PT];
  page.dictionary.data.BleedBox = [0, 0, PAGE_PT, PAGE_PT];
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

function background(doc: Doc, color: string): void {
  doc.save().rect(0, 0, PAGE_PT, PAGE_PT).fill(color).restore();
}

/**
 * The picture fills the box, cropped to it: centred, or, for a picture taller than the box, from
 * the band's top down (where the figures are, see focus.ts).
 */
function coverBox(doc: Doc, bytes: Uint8Array, box: Box, radius = 0, band?: Band): void {
  doc.save();
  if (radius) doc.roundedRect(box.x, box.y, box.width, box.height, radius).clip();
  else doc.rect(box.x, box.y, box.width, box.height).clip();
  const height = band ? box.width * band.ratio : 0;
  if (band && height > box.height) {
    const shift = Math.min(band.top * height, height - box.height);
    doc.image(asBuffer(bytes), box.x, box.y - shift, { width: box.width, height });
  } else {
    doc.image(asBuffer(bytes), box.x, box.y, {
      cover: [box.width, box.height],
      align: 'center',
      valign: 'center',
    });
  }
  doc.restore();
}

function framedPicture(
  doc: Doc,
  bytes: Uint8Array | undefined,
  box: Box,
  p: Palette,
  band?: Band,
): void {
  if (bytes) coverBox(doc, bytes, box, 18, band);
  else doc.save().roundedRect(box.x, box.y, box.width, box.height, 18).fill(p.secondary).restore();
  doc
    .save()
    .lineWidth(5)
    .roundedRect(box.x, box.y, box.width, box.height, 18)
    .stroke(p.primary)
    .restore();
}

/** A row of three dots: the book's small ornament. */
function ornament(doc: Doc, cx: number, cy: number, color: string): void {
  doc.save().fillColor(color);
  for (const dx of [-16, 0, 16]) doc.circle(cx + dx, cy, dx === 0 ? 4 : 3).fill();
  doc.restore();
}

function star(doc: Doc, cx: number, cy: number, r: number, color: string): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    points.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  doc
    .save()
    .polygon(...points)
    .fill(color)
    .restore();
}

function folio(ts: Typesetter, n: number, p: Palette): void {
  const text = String(n);
  const width = ts.measure('body', 11)(text);
  ts.draw('body', 11, p.softInk, [{ text, width }], { x: 0, width: PAGE_PT }, FOLIO_TOP, 14);
}

/** Safe column of a page (text never leaves it): binding side wider. */
function safeColumn(pageNumber: number): { x: number; width: number } {
  const recto = pageNumber % 2 === 1;
  const inner = SAFE_INSET_PT + GUTTER_PT + BLEED_PT;
  const outer = SAFE_INSET_PT + BLEED_PT;
  return { x: recto ? inner : outer, width: PAGE_PT - inner - outer };
}

interface Ctx {
  doc: Doc;
  ts: Typesetter;
  input: BookInput;
  images: BookImages;
  p: Palette;
  spec: TypeSpec;
  preview: boolean;
  bandTops: BandTops;
}

function drawTitlePage({ doc, ts, input, images, p }: Ctx): void {
  background(doc, p.secondary);
  const col = safeColumn(TITLE_PAGE);
  const title = bookText(input.title) || 'My Story';
  const font = ts.displayFont(title);
  const t = ts.fit(font, title, col.width, 3, 40, 22);
  const lh = t.size * 1.2;
  ts.draw(font, t.size, p.ink, t.lines, col, 70, lh);
  const picTop = 70 + t.lines.length * lh + 22;
  const side = Math.min(300, PAGE_PT - picTop - 130);
  framedPicture(
    doc,
    images[COVER_PICTURE],
    { x: col.x + (col.width - side) / 2, y: picTop, width: side, height: side },
    p,
  );
  const about = `A story about ${bookText(input.childName)} and ${animalPhrase(input)}`;
  const a = ts.fit('body', about, col.width, 2, 17, 12);
  const y = ts.draw('body', a.size, p.softInk, a.lines, col, picTop + side + 24, a.size * 1.35);
  if (input.collaboration) {
    const by = `Written together by ${bookText(input.childName)} and a grown-up who loves them`;
    const b = ts.fit('bodyItalic', by, col.width, 2, 14, 11);
    ts.draw('bodyItalic', b.size, p.softInk, b.lines, col, y + 6, b.size * 1.35);
  }
}

/** "A special story for" the child, and the parent's own message under it when they wrote one. */
function drawDedication({ ts, input, p, doc }: Ctx): void {
  background(doc, p.paper);
  const col = safeColumn(DEDICATION_PAGE);
  const lead = ts.fit('bodyItalic', CHECKOUT_TEXTS.specialStoryFor, col.width, 1, 24, 16);
  const name = bookText(input.childName);
  const nameFont = ts.displayFont(name);
  const n = ts.fit(nameFont, name, col.width, 2, 54, 28);
  const message = input.dedication ? bookText(input.dedication) : '';
  const messageFont = ts.covers('bodyItalic', message) ? 'bodyItalic' : 'body';
  const m = message ? ts.fit(messageFont, message, col.width - 60, 7, 22, 13) : null;
  const messageLh = m ? m.size * 1.45 : 0;
  const messageHeight = m ? 44 + m.lines.length * messageLh : 0;
  const height = lead.size * 1.4 + 16 + n.lines.length * n.size * 1.2 + messageHeight;
  const top = Math.max(SAFE_INSET_PT + 70, (PAGE_PT - height) / 2 - 20);
  star(doc, PAGE_PT / 2, top - 50, 18, p.primary);
  ts.draw('bodyItalic', lead.size, p.softInk, lead.lines, col, top, lead.size * 1.4);
  const nameTop = top + lead.size * 1.4 + 16;
  const nameBottom = ts.draw(nameFont, n.size, p.primaryInk, n.lines, col, nameTop, n.size * 1.2);
  if (m) {
    ornament(doc, PAGE_PT / 2, nameBottom + 18, p.primary);
    ts.draw(messageFont, m.size, p.ink, m.lines, col, nameBottom + 44, messageLh);
  } else {
    ornament(doc, PAGE_PT / 2, top + height + 40, p.primary);
  }
}

function drawOpening({ ts, input, p, doc }: Ctx): void {
  background(doc, p.paper);
  const col = safeColumn(2);
  const child = bookText(input.childName);
  if (input.collaboration) {
    const { childParts, parentParts } = input.collaboration;
    const head = ts.fit('title', 'The Authors', col.width, 1, 30, 20);
    ts.draw('title', head.size, p.primaryInk, head.lines, col, 150, head.size * 1.3);
    const parts = (n: number) => `${n} ${n === 1 ? 'part' : 'parts'}`;
    const lines = [
      `This story was written together by ${child} and a grown-up who loves them.`,
      `${child} wrote ${parts(childParts)} and the grown-up wrote ${parts(parentParts)}; the storyteller joined them into one tale.`,
    ];
    let y = 150 + head.size * 1.3 + 30;
    for (const line of lines) {
      const f = ts.fit('body', line, col.width - 40, 4, 16, 12);
      y = ts.draw('body', f.size, p.ink, f.lines, col, y, f.size * 1.45) + 14;
    }
    ornament(doc, PAGE_PT / 2, y + 30, p.primary);
    return;
  }
  const head = ts.fit('bodyItalic', 'This book belongs to', col.width, 1, 22, 16);
  ts.draw('bodyItalic', head.size, p.softInk, head.lines, col, 250, head.size * 1.4);
  doc
    .save()
    .moveTo(col.x + 60, 340)
    .lineTo(col.x + col.width - 60, 340)
    .lineWidth(1.5)
    .dash(4, { space: 5 })
    .stroke(p.primary)
    .restore();
  ornament(doc, PAGE_PT / 2, 400, p.primary);
}

function drawPicture(ctx: Ctx, scene: number, pageNumber: number): void {
  const { doc, images, p, ts, preview } = ctx;
  const bytes = images[scene];
  if (bytes) {
    coverBox(doc, bytes, { x: 0, y: 0, width: PAGE_PT, height: PAGE_PT });
    return;
  }
  // No picture yet: a soft panel (the family's preview says one is coming).
  background(doc, p.secondary);
  const inner = SAFE_INSET_PT + 10;
  doc
    .save()
    .lineWidth(3)
    .dash(10, { space: 8 })
    .roundedRect(inner, inner, PAGE_PT - 2 * inner, PAGE_PT - 2 * inner, 24)
    .stroke(p.primary)
    .restore();
  star(doc, PAGE_PT / 2, PAGE_PT / 2 - 30, 40, p.primary);
  if (preview) {
    const col = safeColumn(pageNumber);
    const f = ts.fit(
      'body',
      'A picture of this part of the story goes here',
      col.width - 80,
      2,
      16,
      12,
    );
    ts.draw('body', f.size, p.softInk, f.lines, col, PAGE_PT / 2 + 40, f.size * 1.4);
  }
}

function drawStoryText(ctx: Ctx, frame: Box, content: FrameContent, center: boolean): void {
  const { ts, spec, p } = ctx;
  const offset = center ? Math.max(0, (frame.height - content.height) * 0.42) : 0;
  ts.draw(
    'body',
    spec.size,
    p.ink,
    content.lines,
    { x: frame.x, width: frame.width },
    frame.y + offset,
    spec.lineHeight,
    'left',
  );
}

function drawText(ctx: Ctx, content: FrameContent, pageNumber: number): void {
  const { doc, p } = ctx;
  background(doc, p.paper);
  ornament(doc, TEXT_FRAME.x + TEXT_FRAME.width / 2, 48, p.primary);
  drawStoryText(ctx, TEXT_FRAME, content, true);
  folio(ctx.ts, pageNumber, p);
}

function drawCombined(ctx: Ctx, scene: number, content: FrameContent, pageNumber: number): void {
  const { doc, p, images } = ctx;
  background(doc, p.paper);
  framedPicture(doc, images[scene], COMBINED_PICTURE, p, ctx.bandTops[scene]);
  drawStoryText(ctx, COMBINED_TEXT, content, false);
  folio(ctx.ts, pageNumber, p);
}

function drawActivityDraw({ doc, ts, p }: Ctx, pageNumber: number): void {
  background(doc, p.paper);
  const col = safeColumn(pageNumber);
  const f = ts.fit('title', 'Draw your favourite part of the story!', col.width, 2, 24, 16);
  const y = ts.draw('title', f.size, p.primaryInk, f.lines, col, 66, f.size * 1.25);
  doc
    .save()
    .lineWidth(3)
    .roundedRect(col.x, y + 20, col.width, PAGE_PT - 84 - (y + 20), 20)
    .stroke(p.primary)
    .restore();
}

function drawActivityWrite({ doc, ts, p }: Ctx, pageNumber: number): void {
  background(doc, p.paper);
  const col = safeColumn(pageNumber);
  const f = ts.fit('title', 'My favourite part of the story was...', col.width, 2, 24, 16);
  let y = ts.draw('title', f.size, p.primaryInk, f.lines, col, 66, f.size * 1.25) + 50;
  doc.save().lineWidth(1).strokeColor(p.softInk);
  for (; y < PAGE_PT - 100; y += 44)
    doc
      .moveTo(col.x, y)
      .lineTo(col.x + col.width, y)
      .stroke();
  doc.restore();
  folio(ts, pageNumber, p);
}

/** Where the last page's imprint line starts: above the bottom safe margin. */
const IMPRINT_TOP = PAGE_PT - SAFE_INSET_PT - 40;

function drawEnd({ doc, ts, input, p }: Ctx): void {
  background(doc, p.secondary);
  const col = safeColumn(INTERIOR_PAGES);
  const f = ts.fit('title', 'The End', col.width, 1, 60, 30);
  ts.draw('title', f.size, p.primaryInk, f.lines, col, 230, f.size * 1.2);
  star(doc, PAGE_PT / 2, 200, 16, p.primary);
  const note = `Made with love for ${bookText(input.childName)}`;
  const n = ts.fit('bodyItalic', note, col.width, 2, 18, 12);
  ts.draw('bodyItalic', n.size, p.softInk, n.lines, col, 230 + f.size * 1.2 + 24, n.size * 1.4);
  // The imprint: the shop that made the book, low on the last page.
  const imprint = `Created with ${bookText(input.shopName ?? DEFAULT_SHOP_NAME)}`;
  const i = ts.fit('body', imprint, col.width, 1, 12, 9);
  ts.draw('body', i.size, p.softInk, i.lines, col, IMPRINT_TOP, i.size * 1.4);
}

export interface InteriorOptions {
  /** The family's preview: says where pictures are still to come. */
  preview?: boolean;
}

/** Builds the 24-page interior and returns its bytes with the plan it followed. */
export async function buildInteriorWithPlan(
  input: BookInput,
  images: BookImages,
  options: InteriorOptions = {},
): Promise<{ pdf: Buffer; plan: BookPlan }> {
  const doc = newDocument([PAGE_PT, PAGE_PT], {
    title: input.title,
    subject: `${CHECKOUT_TEXTS.specialStoryFor} ${input.childName}`,
    author: input.shopName,
  });
  const ts = new Typesetter(doc);
  const plan = planBook(input, images, ts);
  // Only the pictures shown as a band over the start of their text are looked at for the cut.
  const banded = plan.pages.flatMap((p) => (p.kind === 'combined' ? [p.scene] : []));
  const aspect = COMBINED_PICTURE.width / COMBINED_PICTURE.height;
  const ctx: Ctx = {
    doc,
    ts,
    input,
    images,
    p: paletteFor(input.animal),
    spec: typeSpec(plan.typeSize),
    preview: options.preview ?? false,
    bandTops: await bandTops(input, images, banded, aspect),
  };
  plan.pages.forEach((page, i) => {
    const n = i + 1;
    addPage(doc);
    switch (page.kind) {
      case 'title':
        return drawTitlePage(ctx);
      case 'dedication':
        return drawDedication(ctx);
      case 'opening':
        return drawOpening(ctx);
      case 'picture':
        return drawPicture(ctx, page.scene, n);
      case 'combined':
        return drawCombined(ctx, page.scene, page.text, n);
      case 'text':
        return drawText(ctx, page.text, n);
      case 'activity-draw':
        return drawActivityDraw(ctx, n);
      case 'activity-write':
        return drawActivityWrite(ctx, n);
      case 'end':
        return drawEnd(ctx);
    }
  });
  return { pdf: await finish(doc), plan };
}

/** "a fox" / "Sorrel the fox": how the blurb and title page name the animal. */
export function animalPhrase(input: Pick<BookInput, 'animal' | 'petName'>): string {
  return input.petName
    ? `${bookText(input.petName)} the ${input.animal}`
    : `a friendly ${animalLabel(input.animal).toLowerCase()}`;
}
