import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PREVIEW_SIZE_PX, PRINT_SIZE_PX, type RenderedImage } from '../types';

/** What a render thread is asked to do. */
export type RenderTask =
  /** An SVG drawn at print size. */
  | { op: 'svg'; svg: string }
  /** A raster picture (an image model's answer) fitted and upscaled to print size. */
  | { op: 'raster'; input: Uint8Array; maxPixels: number };

/**
 * The thread's code, plain CommonJS so it runs the same from ts sources (tests, tsx) and from the
 * build. sharp's own work already runs on libuv's pool; the thread keeps decoding, encoding and
 * buffer copies away from the event loop that holds BullMQ's job locks.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
sharp.cache(false);
parentPort.on('message', async ({ id, task }) => {
  try {
    const { print, preview } = workerData;
    let base;
    if (task.op === 'svg') {
      base = sharp(Buffer.from(task.svg), { limitInputPixels: print * print + 1 });
    } else {
      base = sharp(Buffer.from(task.input.buffer, task.input.byteOffset, task.input.byteLength), { limitInputPixels: task.maxPixels, failOn: 'error' })
        .rotate()
        .resize(print, print, { fit: 'cover', kernel: 'lanczos3' });
    }
    const raster = await base.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const fromRaw = () => sharp(raster.data, { raw: raster.info });
    const [png, webp] = await Promise.all([
      fromRaw().png({ compressionLevel: 3, adaptiveFiltering: false }).withMetadata({ density: 300 }).toBuffer(),
      fromRaw().resize(preview, preview, { kernel: 'lanczos3' }).webp({ quality: 78, effort: 2 }).toBuffer(),
    ]);
    parentPort.postMessage({ id, ok: true, png, webp, width: raster.info.width, height: raster.info.height });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err && err.message ? err.message : String(err) });
  }
});
`;

interface Pending {
  resolve: (r: RenderedImage) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * A small pool of render threads, each drawing one picture at a time (a print page needs some
 * 50 MB while it is drawn); other tasks wait their turn. A crashed thread is replaced and its
 * task fails (the job retries).
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending & { slot: Slot | undefined }>();
  /** Tasks waiting for a free thread: one task per thread at a time keeps memory flat. */
  private readonly queue: { id: number; task: RenderTask }[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly threads = Math.max(1, Math.min(2, availableParallelism() - 1)),
    private readonly sizes = { print: PRINT_SIZE_PX, preview: PREVIEW_SIZE_PX },
  ) {}

  private spawn(): Slot {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { sharpPath: require.resolve('sharp'), ...this.sizes },
    });
    const slot: Slot = { worker, busy: 0 };
    worker.on(
      'message',
      (msg: { id: number; ok: boolean; message?: string } & Partial<RenderedImage>) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        slot.busy--;
        // An idle thread does not keep the process alive; a busy one does.
        if (slot.busy === 0) worker.unref();
        if (msg.ok) {
          p.resolve({
            png: Buffer.from(msg.png!),
            webp: Buffer.from(msg.webp!),
            width: msg.width!,
            height: msg.height!,
          });
        } else {
          p.reject(new Error(msg.message ?? 'render failed'));
        }
        this.dispatch();
      },
    );
    const fail = (err: Error) => {
      for (const [id, p] of this.pending) {
        if (p.slot !== slot) continue;
        this.pending.delete(id);
        p.reject(err);
      }
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render thread stopped (exit ${code})`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => s.busy === 0);
      if (!slot && this.slots.length < this.threads) slot = this.spawn();
      if (!slot) return;
      const { id, task } = this.queue.shift()!;
      const p = this.pending.get(id);
      if (!p) continue;
      p.slot = slot;
      slot.busy++;
      slot.worker.ref();
      slot.worker.postMessage({ id, task });
    }
  }

  render(task: RenderTask): Promise<RenderedImage> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    const id = this.nextId++;
    return new Promise<RenderedImage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot: undefined });
      this.queue.push({ id, task });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { id } of this.queue.splice(0)) {
      this.pending.get(id)?.reject(new Error('render pool closed'));
      this.pending.delete(id);
    }
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
