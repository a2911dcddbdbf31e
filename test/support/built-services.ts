import { waitFor } from '@shop/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The built API and worker (`npm run build:server` writes them to dist/) as child processes, for
 * the tests that run the shop as it is deployed: start one, wait until it is ready, stop them
 * all; and a browser that keeps its cookies between requests.
 */
const DIST = resolve(__dirname, '../../dist/services');
export const API_MAIN = join(DIST, 'api/src/main.js');
export const WORKER_MAIN = join(DIST, 'worker/src/main.js');

/** Throws, saying what to run, when the build is missing. */
export function assertServicesBuilt(): void {
  for (const main of [API_MAIN, WORKER_MAIN])
    if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build:server first`);
}

/** A started service: everything it wrote (stdout and stderr) collects in `output`. */
export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  output: string;
}

/** Starts `main` with Node, in the test's environment plus `env`. */
export function startService(
  name: string,
  main: string,
  env: Record<string, string>,
): ServiceProcess {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: ServiceProcess = { name, child, output: '' };
  child.stdout!.on('data', (c: Buffer) => (proc.output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (proc.output += c.toString()));
  return proc;
}

/** Waits until `check` answers true; fails at once, with its output, if the service exits. */
export async function untilReady(
  proc: ServiceProcess,
  check: () => Promise<boolean>,
): Promise<void> {
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null)
        throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output}`);
      return (await check().catch(() => false)) || undefined;
    },
    { timeoutMs: 60_000, what: `${proc.name} to start` },
  );
}

/**
 * Stops every service (SIGTERM, then SIGKILL after 15 s) and waits for each to exit, so all they
 * buffered is written out. Safe to call again.
 */
export async function stopServices(procs: readonly ServiceProcess[]): Promise<void> {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((done) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return done();
          p.child.once('exit', () => done());
          p.child.kill('SIGTERM');
          setTimeout(() => p.child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}

/** A browser: cookies kept between requests (whichever address answers), cleared as asked. */
export class CookieBrowser {
  readonly cookies = new Map<string, string>();

  async fetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.body) headers.set('content-type', 'application/json');
    const res = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** GET, or POST `body` as JSON; the answer's JSON (undefined for an empty body). */
  async json<T>(base: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.fetch(base, path, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
}
