import sharp from 'sharp';
import { workerData } from 'node:worker_threads';
import { addPaperGrain } from './grain';
import type { RenderSizes, RenderTask, ThreadImage } from './render-task';

const sizes = workerData as RenderSizes;
sharp.cache(false);

/**
 * A render thread: draws one picture at a time. sharp's own work already runs on libuv's pool;
 * the thread keeps decoding, encoding and buffer copies away from the event loop that holds
 * BullMQ's job locks. Print: a 300 ppi PNG and its web copy (a larger WebP, sharp on a desktop).
 * Screen: the WebP alone, at screen size (the print picture is not drawn).
 */
export default async function renderPicture(task: RenderTask): Promise<ThreadImage> {
  const px = sizes[task.size ?? 'print'];
  const base =
    task.op === 'svg'
      ? sharp(Buffer.from(task.svg), { limitInputPixels: sizes.print * sizes.print + 1 })
      : sharp(Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength), {
          limitInputPixels: task.maxPixels,
          failOn: 'error',
        })
          .rotate()
          .resize(px, px, { fit: 'cover', kernel: 'lanczos3' });
  const raster = await base.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The built-in illustrator's drawings get the paper's grain; an image model's picture has its own.
  if (task.op === 'svg')
    addPaperGrain(raster.data, raster.info.width, raster.info.height, raster.info.channels);
  const fromRaw = () => sharp(raster.data, { raw: raster.info });
  const screen = raster.info.width <= sizes.screen;
  const [png, webp] = await Promise.all([
    // A screen picture's only file is its WebP: no PNG is encoded for it.
    screen
      ? undefined
      : fromRaw()
          .png({ compressionLevel: 3, adaptiveFiltering: false })
          .withMetadata({ density: 300 })
          .toBuffer(),
    (screen ? fromRaw() : fromRaw().resize(sizes.printWeb, sizes.printWeb, { kernel: 'lanczos3' }))
      // The fast WebP effort: screen pictures are drawn for every story as it is written, and a
      // print picture's web copy is four times the pixels.
      .webp({ quality: 78, effort: 1 })
      .toBuffer(),
  ]);
  return { png, webp, width: raster.info.width, height: raster.info.height };
}
