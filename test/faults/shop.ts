import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@shop/testing';

const API_MAIN = 'dist/services/api/src/main.js';
const WORKER_MAIN = 'dist/services/worker/src/main.js';
const MIGRATE = 'dist/libs/db/src/cli/migrate.js';

/**
 * The longest any request may take, faults or not: the API's own limits (Postgres connect and
 * statement timeouts, the bounded enqueue) all end well before it. A request still open then hangs.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** What the suite saw of every request it sent. */
export const traffic = {
  requests: 0,
  longestMs: 0,
  hung: 0,
  byStatus: new Map<number | 'network', number>(),
};

export interface Answer {
  status: number | 'network';
  body: unknown;
  ms: number;
}

/** A browser: keeps its cookies; every request is timed and bounded. */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: () => string) {}

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = Date.now();
    traffic.requests++;
    let answer: Answer;
    try {
      const res = await fetch(`${this.base()}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      answer = { status: res.status, body: parsed, ms: Date.now() - started };
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') traffic.hung++;
      answer = { status: 'network', body: String(err), ms: Date.now() - started };
    }
    traffic.longestMs = Math.max(traffic.longestMs, answer.ms);
    traffic.byStatus.set(answer.status, (traffic.byStatus.get(answer.status) ?? 0) + 1);
    return answer;
  }
  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown) => this.request('POST', path, body);
}

/** The built API and worker as separate processes, like serve.sh runs them, killable one by one. */
export class Shop {
  readonly storageDir = mkdtempSync(join(tmpdir(), 'faults-storage-'));
  private api?: ChildProcess;
  private worker?: ChildProcess;
  port = 0;
  faults = 0;

  constructor(private readonly env: Record<string, string>) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private spawn(main: string): ChildProcess {
    return spawn(process.execPath, [main], {
      env: { ...process.env, ...this.env, PORT: String(this.port), STORAGE_DIR: this.storageDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  async start(): Promise<void> {
    this.port = await freePort();
    this.env.PUBLIC_URL = `http://127.0.0.1:${this.port}`;
    execFileSync(process.execPath, [MIGRATE, 'up'], {
      env: { ...process.env, ...this.env },
      stdio: 'ignore',
    });
    this.startWorker();
    await this.startApi();
  }

  startWorker(): void {
    this.worker = this.spawn(WORKER_MAIN);
  }

  async startApi(): Promise<void> {
    this.api = this.spawn(API_MAIN);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the API did not answer /api/health within 60 s');
  }

  /** SIGKILL: no graceful shutdown, the job or request in hand is cut off. */
  async kill(which: 'api' | 'worker'): Promise<void> {
    const child = which === 'api' ? this.api : this.worker;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    this.faults++;
    await exited;
  }

  async stop(): Promise<void> {
    for (const child of [this.api, this.worker]) {
      if (!child || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(this.storageDir, { recursive: true, force: true });
  }
}
