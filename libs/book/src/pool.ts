import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BookTask, BookTaskResult } from './tasks';

/**
 * How to start a layout thread. From the build it is the compiled thread file; from the
 * TypeScript sources (tests, tsx scripts) the thread first loads tsx, which also resolves the
 * `@shop/*` paths of tsconfig.json.
 */
function threadSpec(): { code: string; eval: boolean; env?: NodeJS.ProcessEnv } {
  const fromSources = __filename.endsWith('.ts');
  const entry = join(__dirname, 'thread', `book-thread.${fromSources ? 'ts' : 'js'}`);
  if (!fromSources) return { code: entry, eval: false };
  return {
    code: `require(${JSON.stringify(require.resolve('tsx/cjs'))});require(${JSON.stringify(entry)});`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(__dirname, '../../../tsconfig.json') },
  };
}

interface Pending {
  task: BookTask;
  resolve: (r: BookTaskResult) => void;
  reject: (e: Error) => void;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

/** A failure the layout reports about the story itself (building again will not help). */
export class BookLayoutError extends Error {
  constructor(
    message: string,
    override readonly name: string,
  ) {
    super(message);
  }
}

/**
 * Threads that lay out books, one file per thread at a time, so the calling event loop (a
 * worker holding BullMQ job locks) never waits on pdfkit. A thread that dies fails its task (the
 * job retries) and is replaced on the next task.
 */
export class BookRenderPool {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly queue: number[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly threads = 1) {}

  private spawn(): Slot {
    const spec = threadSpec();
    const worker = new Worker(spec.code, { eval: spec.eval, env: spec.env });
    const slot: Slot = { worker, busy: false };
    worker.on(
      'message',
      (msg: {
        id: number;
        ok: boolean;
        result?: BookTaskResult;
        message?: string;
        name?: string;
      }) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        slot.busy = false;
        worker.unref();
        if (msg.ok) p.resolve(msg.result!);
        else
          p.reject(new BookLayoutError(msg.message ?? 'book layout failed', msg.name ?? 'Error'));
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
    worker.on('exit', (code) => fail(new Error(`book layout thread stopped (exit ${code})`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.threads) slot = this.spawn();
      if (!slot) return;
      const id = this.queue.shift()!;
      const p = this.pending.get(id);
      if (!p) continue;
      p.slot = slot;
      slot.busy = true;
      slot.worker.ref();
      slot.worker.postMessage({ id, task: p.task });
    }
  }

  /** Builds and checks one file in a thread. */
  run(task: BookTask): Promise<BookTaskResult> {
    if (this.closed) return Promise.reject(new Error('book layout pool closed'));
    const id = this.nextId++;
    return new Promise<BookTaskResult>((resolve, reject) => {
      this.pending.set(id, { task, resolve, reject });
      this.queue.push(id);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const id of this.queue.splice(0)) {
      this.pending.get(id)?.reject(new Error('book layout pool closed'));
      this.pending.delete(id);
    }
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
