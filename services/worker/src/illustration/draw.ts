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
 * The one call into the illustrator: a screen-size request draws only the web copy; a print-size
 * one returns the print PNG too (both from the same drawing).
 */
export async function drawPicture(
  illustrator: IllustrationProvider,
  request: IllustrationRequest,
  size: PictureSize,
): Promise<DrawnPicture> {
  const image = await illustrator.illustrate({ ...request, size });
  return {
    webp: image.webp,
    png: image.size === 'print' ? image.png : undefined,
    provider: image.provider,
  };
}
