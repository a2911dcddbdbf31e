import sharp from 'sharp';
import type { BookImages, BookInput } from './types';

/** The size the picture is looked at: enough to find figures, cheap (a few ms a picture). */
const LOOK_PX = 256;

/**
 * Where a wide band cut from a picture should sit, as the band's top edge over the picture's
 * height (0 = the top). A picture page that also carries text shows its picture as a band about
 * half as tall as it is wide; cut from the middle, a drawing's figures (which stand in its lower
 * half) lose their feet, or everything but the tops of their heads. sharp's attention strategy
 * finds the band with the most detail, saturation and skin tones: the figures and what they hold.
 */
export async function bandTop(bytes: Uint8Array, aspect: number): Promise<Band> {
  const { data, info } = await sharp(bytes)
    .resize(LOOK_PX, null)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const height = info.height;
  const ratio = height / LOOK_PX;
  const band = Math.round(LOOK_PX / aspect);
  if (band >= height) return { top: 0, ratio };
  const cut = await sharp(data, { raw: { width: LOOK_PX, height, channels: info.channels } })
    .resize(LOOK_PX, band, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true });
  // sharp reports the offset of the kept window as a negative number.
  const top = Math.abs(cut.info.cropOffsetTop ?? (height - band) / 2);
  return { top: Math.min(top, height - band) / height, ratio };
}

/** A band's top edge (a share of the picture's height) and the picture's height over its width. */
export interface Band {
  top: number;
  ratio: number;
}

/** Where each story page's band sits, by scene. */
export type BandTops = Partial<Record<number, Band>>;

/**
 * Where the band of each of `scenes` (the story pages that show their picture as a band) is cut
 * from. A close-up keeps its middle, where the faces are.
 */
export async function bandTops(
  input: Pick<BookInput, 'closeUps'>,
  images: BookImages,
  scenes: readonly number[],
  aspect: number,
): Promise<BandTops> {
  const tops: BandTops = {};
  await Promise.all(
    scenes.map(async (scene) => {
      const bytes = images[scene];
      if (!bytes || input.closeUps?.[scene]) return;
      tops[scene] = await bandTop(bytes, aspect);
    }),
  );
  return tops;
}
