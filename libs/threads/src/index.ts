import { join, resolve } from 'node:path';
import { Piscina } from 'piscina';

/** How to start a thread on `<dir>/<name>`. */
interface ThreadEntry {
  filename: string;
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * From the build it is the compiled `<name>.js`; from the TypeScript sources (tests, tsx scripts)
 * it is `<name>.ts`, and the thread first loads tsx, which also resolves the `@shop/*` paths of
 * tsconfig.json. This file is compiled exactly when its callers are. (piscina falls back to
 * `import()` when `require` fails, so from the sources a thread file that throws while loading
 * reports 'Unknown file extension ".ts"': run it with tsx to see why.)
 */
function threadEntry(dir: string, name: string): ThreadEntry {
  const fromSources = __filename.endsWith('.ts');
  const filename = join(dir, `${name}.${fromSources ? 'ts' : 'js'}`);
  if (!fromSources) return { filename };
  return {
    filename,
    execArgv: ['--require', require.resolve('tsx/cjs')],
    env: { ...process.env, TSX_TSCONFIG_PATH: resolve(__dirname, '../../../tsconfig.json') },
  };
}

export interface ThreadPoolOptions {
  /** The folder and base name (no extension) of the thread's file: its default export runs a task. */
  dir: string;
  name: string;
  /** At most this many threads, started as tasks arrive; each runs one task at a time. */
  threads: number;
  /** Names the pool in its own errors ("<label> pool closed"). */
  label: string;
  /** Handed to every thread (`workerData` of node:worker_threads). */
  workerData?: unknown;
}

/**
 * Threads (piscina) that run one task each at a time, so the calling event loop (a worker holding
 * BullMQ job locks) never waits on the work. A started thread stays for the next task but never
 * keeps the process alive while idle; a thread that dies fails its task (the job retries) and is
 * replaced on the next one. What the thread throws arrives as a plain Error with its message (the
 * structured clone keeps no custom error names or fields: return those as data instead).
 */
export class ThreadPool<Task, Result> {
  private readonly pool: Piscina<Task, Result>;
  private closed = false;
  /** A thread that failed while no task of its own ran: the tasks it was started for end with it. */
  private failure: Error | undefined;

  constructor(private readonly opts: ThreadPoolOptions) {
    this.pool = new Piscina<Task, Result>({
      ...threadEntry(opts.dir, opts.name),
      workerData: opts.workerData,
      minThreads: 0,
      maxThreads: opts.threads,
      // Starting a thread (tsx, fonts, sharp) costs more than keeping it: keep it.
      idleTimeout: Infinity,
      // Shutdown lets the tasks in hand finish, within the smoke test's 15 s to stop.
      closeTimeout: 10_000,
      recordTiming: false,
    });
    // piscina reports here a thread that failed outside a task: one whose file did not load
    // leaves the queued tasks waiting for good, so end them (with its error) and start afresh.
    this.pool.on('error', (err: Error) => {
      this.failure = err;
      void this.pool.destroy().finally(() => setImmediate(() => (this.failure = undefined)));
    });
  }

  async run(task: Task): Promise<Result> {
    if (this.closed) throw this.closedError();
    try {
      return await this.pool.run(task);
    } catch (err) {
      if (this.failure) throw this.failure;
      // A task still waiting for a thread when the pool closed: piscina aborts it.
      if (this.closed && err instanceof Error && err.name === 'AbortError')
        throw this.closedError();
      throw err;
    }
  }

  /**
   * Takes no more tasks and fails those waiting for a thread; the tasks in hand finish (10 s at
   * most), then the threads stop.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool.close({ force: true });
  }

  private closedError(): Error {
    return new Error(`${this.opts.label} pool closed`);
  }
}
