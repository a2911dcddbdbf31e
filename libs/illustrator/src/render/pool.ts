import { ThreadPool } from '@shop/threads';
import { availableParallelism } from 'node:os';
import { PRINT_SIZE_PX, PRINT_WEB_SIZE_PX, type RenderedImage, SCREEN_SIZE_PX } from '../types';
import type { RenderSizes, RenderTask, ThreadImage } from './render-task';

export type { RenderSizes, RenderTask } from './render-task';

/** Bytes that came from a thread as a Uint8Array, as a Buffer over the same memory. */
const asBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * A small pool of render threads, each drawing one picture at a time (a print page needs some
 * 50 MB while it is drawn); other tasks wait their turn. A crashed thread is replaced and its
 * task fails (the job retries).
 */
export class RenderPool {
  private readonly pool: ThreadPool<RenderTask, ThreadImage>;

  constructor(
    threads = Math.max(1, Math.min(2, availableParallelism() - 1)),
    sizes: RenderSizes = {
      print: PRINT_SIZE_PX,
      screen: SCREEN_SIZE_PX,
      printWeb: PRINT_WEB_SIZE_PX,
    },
  ) {
    this.pool = new ThreadPool({
      dir: __dirname,
      name: 'render-thread',
      threads,
      label: 'render',
      workerData: sizes,
    });
  }

  async render(task: RenderTask): Promise<RenderedImage> {
    const image = await this.pool.run(task);
    return {
      ...image,
      png: image.png ? asBuffer(image.png) : undefined,
      webp: asBuffer(image.webp),
    };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
