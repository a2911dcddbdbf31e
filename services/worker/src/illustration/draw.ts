import type { IllustrationProvider, IllustrationRequest } from '@shop/illustrator';

/** 'screen': the web copy (story view, home panel, book preview); 'print': the book's file too. */
export type PictureSize = 'screen' | 'print';

export interface DrawnPicture {
  /** The screen-size WebP. */
  webp: Buffer;
  /** The print-size PNG, when this drawing made one. */
  png?: Buffer;
  provider: string;
}

/**
 * The one call into the illustrator. This illustrator draws both sizes in one go, so a screen-size
 * request keeps the print file it made anyway. An illustrator that draws the screen size alone
 * takes `size` in its request and returns its print PNG only for 'print'.
 */
export async function drawPicture(
  illustrator: IllustrationProvider,
  request: IllustrationRequest,
  size: PictureSize,
): Promise<DrawnPicture> {
  void size; // this illustrator has one size: both files
  const image = await illustrator.illustrate(request);
  return { webp: image.webp, png: image.png, provider: image.provider };
}
