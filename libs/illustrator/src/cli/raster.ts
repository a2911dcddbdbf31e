import sharp from 'sharp';
import { addPaperGrain } from '../render/grain';

/** A composed picture as the shop renders it (the paper's grain included), as PNG bytes. */
export async function rasterise(svg: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addPaperGrain(data, info.width, info.height, info.channels);
  return sharp(data, { raw: info }).png().toBuffer();
}
