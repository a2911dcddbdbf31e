import sharp from 'sharp';
import { workerData } from 'node:worker_threads';
import type { RenderTask } from './pool';

/** Sizes in pixels: the print picture and its web preview. */
export interface RenderSizes {
  print: number;
  preview: number;
}

/** A rendered picture as it leaves the thread (Buffers arrive as Uint8Arrays). */
export interface ThreadImage {
  png: Uint8Array;
  webp: Uint8Array;
  width: number;
  height: number;
}

const { print, preview } = workerData as RenderSizes;
sharp.cache(false);

/**
 * A render thread: draws one picture at a time. sharp's own work already runs on libuv's pool;
 * the thread keeps decoding, encoding and buffer copies away from the event loop that holds
 * BullMQ's job locks.
 */
export default async function renderPicture(task: RenderTask): Promise<ThreadImage> {
  const base =
    task.op === 'svg'
      ? sharp(Buffer.from(task.svg), { limitInputPixels: print * print + 1 })
      : sharp(Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength), {
          limitInputPixels: task.maxPixels,
          failOn: 'error',
        })
          .rotate()
          .resize(print, print, { fit: 'cover', kernel: 'lanczos3' });
  const raster = await base.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const fromRaw = () => sharp(raster.data, { raw: raster.info });
  const [png, webp] = await Promise.all([
    fromRaw()
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .withMetadata({ density: 300 })
      .toBuffer(),
    fromRaw()
      .resize(preview, preview, { kernel: 'lanczos3' })
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
  ]);
  return { png, webp, width: raster.info.width, height: raster.info.height };
}
