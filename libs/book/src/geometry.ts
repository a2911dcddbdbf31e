import { BOOK } from '@shop/contracts';

/**
 * Print geometry of the book, as the printer's PDF requirements set it. Points: 72 a inch.
 * pdfkit draws from the top-left corner; the boxes below are symmetric, so either origin reads the same.
 */
const PT_PER_INCH = 72;

/** 8.5 in square trim. */
export const TRIM_PT = 8.5 * PT_PER_INCH; // 612
/** 0.125 in bleed on every side. */
export const BLEED_PT = 0.125 * PT_PER_INCH; // 9
/** Interior page: trim plus bleed on both sides, 8.75 in = 630 pt. */
export const PAGE_PT = TRIM_PT + 2 * BLEED_PT; // 630
/** Text stays 0.5 in inside the trim. */
export const SAFETY_PT = 0.5 * PT_PER_INCH; // 36
/** The safe area's distance from the page edge: bleed plus safety, 0.625 in. */
export const SAFE_INSET_PT = BLEED_PT + SAFETY_PT; // 45
/** Extra room on the bound edge (Lulu recommends a 0.2-0.3 in gutter). */
export const GUTTER_PT = 0.25 * PT_PER_INCH; // 18

/** The interior's page count: the printer needs exactly this many. */
export const INTERIOR_PAGES: number = BOOK.pages;

/**
 * Built-in wrap cover of a 24-page 8.5 x 8.5 in casewrap (used when the print service's
 * cover-dimensions call is not configured): 0.875 in wrap past the trim on each outer edge and a
 * 0.25 in spine, so 19.0 x 10.25 in.
 */
const BUILTIN_COVER_WRAP_PT = 0.875 * PT_PER_INCH; // 63
const BUILTIN_COVER_SPINE_PT = 0.25 * PT_PER_INCH; // 18
export const BUILTIN_COVER = {
  widthPt: 2 * TRIM_PT + BUILTIN_COVER_SPINE_PT + 2 * BUILTIN_COVER_WRAP_PT, // 1368
  heightPt: TRIM_PT + 2 * BUILTIN_COVER_WRAP_PT, // 738
} as const;

/** A rectangle in points, from the top-left corner of the page. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the parts of a wrap cover lie, from its size. */
export interface CoverLayout {
  widthPt: number;
  heightPt: number;
  /** Wrap (board turn-in plus bleed) past the trim on each outer edge. */
  wrapPt: number;
  spinePt: number;
  back: Box;
  spine: Box;
  front: Box;
  /** Trim boxes of the back and front panels: text stays SAFETY_PT inside them. */
  backTrim: Box;
  frontTrim: Box;
}

/**
 * Splits a cover of the given size into back, spine and front: the wrap is what the height has
 * beyond the trim, the spine what the width has beyond two panels and two wraps.
 */
export function coverLayout(size: { widthPt: number; heightPt: number }): CoverLayout {
  const { widthPt, heightPt } = size;
  const wrapPt = (heightPt - TRIM_PT) / 2;
  const spinePt = widthPt - 2 * TRIM_PT - 2 * wrapPt;
  if (!(wrapPt >= 0) || !(spinePt >= 0) || !Number.isFinite(widthPt + heightPt)) {
    throw new Error(
      `A ${widthPt} x ${heightPt} pt cover cannot hold two ${TRIM_PT} pt panels and a spine`,
    );
  }
  const panel = wrapPt + TRIM_PT;
  return {
    widthPt,
    heightPt,
    wrapPt,
    spinePt,
    back: { x: 0, y: 0, width: panel, height: heightPt },
    spine: { x: panel, y: 0, width: spinePt, height: heightPt },
    front: { x: panel + spinePt, y: 0, width: panel, height: heightPt },
    backTrim: { x: wrapPt, y: wrapPt, width: TRIM_PT, height: TRIM_PT },
    frontTrim: { x: panel + spinePt, y: wrapPt, width: TRIM_PT, height: TRIM_PT },
  };
}

export function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
}
