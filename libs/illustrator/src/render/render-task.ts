import type { PictureSize } from '../types';

/**
 * What the render pool and its threads exchange. Both sides import these types from here, so the
 * pool (main thread) and the thread module never import each other.
 */

/** What a render thread is asked to do. */
export type RenderTask =
  /** An SVG drawn at its own size: the print PNG and the screen WebP, or the screen pair only. */
  | { op: 'svg'; svg: string; size: PictureSize }
  /** A raster picture (an image model's answer) fitted to the size asked (print by default). */
  | { op: 'raster'; input: Uint8Array; maxPixels: number; size?: PictureSize };

/** Sizes in pixels: the print picture, the screen picture and a print picture's web copy. */
export interface RenderSizes {
  print: number;
  screen: number;
  printWeb: number;
}

/** A rendered picture as it leaves the thread (Buffers arrive as Uint8Arrays). */
export interface ThreadImage {
  /** The print PNG; none for a screen picture (its web copy is the WebP). */
  png?: Uint8Array;
  webp: Uint8Array;
  width: number;
  height: number;
}
