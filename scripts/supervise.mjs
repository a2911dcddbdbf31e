// Runs the built API and worker side by side and keeps them running: a process that exits on its
// own (a crash, an out-of-memory kill) is started again after a backoff that grows with repeated
// quick crashes (1 s, 2 s, 4 s ... 30 s) and resets once it has run for a minute. SIGINT or SIGTERM
// stops both gracefully (SIGKILL after SHUTDOWN_GRACE_SECONDS, default 30); the exit code is 0 when
// both stopped cleanly. Node, not bash: a shell started in the background ignores SIGINT and
// cannot trap it, while Node's handler works however it was started.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 30) * 1000;
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

const log = (message) => process.stderr.write(`serve: ${message}\n`);

/** A shared library LD_PRELOAD names, looked up where the dynamic loader looks on Debian. */
function libraryFound(name) {
  if (name.includes('/')) return existsSync(name);
  const dirs = ['/lib', '/usr/lib', '/usr/local/lib'].flatMap((d) => [
    d,
    ...(existsSync(d) ? readdirSync(d).filter((e) => e.endsWith('-linux-gnu')) : []).map((e) =>
      join(d, e),
    ),
  ]);
  return dirs.some((d) => existsSync(join(d, name)));
}

/** The worker's own environment (deploy/worker.env: its allocator), minus a library not installed. */
function workerEnv() {
  const env = {};
  const file = new URL('../deploy/worker.env', import.meta.url);
  if (!existsSync(file)) return env;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m && !(m[1] in process.env)) env[m[1]] = m[2];
  }
  if (env.LD_PRELOAD && !libraryFound(env.LD_PRELOAD)) {
    log(`${env.LD_PRELOAD} is not installed: the worker runs with the default allocator`);
    delete env.LD_PRELOAD;
  }
  return env;
}

/** @type {{ name: string, main: string, env?: Record<string, string>, child?: import('node:child_process').ChildProcess, startedAt?: number, crashes: number, status?: number | string, timer?: NodeJS.Timeout }[]} */
const services = [
  { name: 'api', main: 'dist/services/api/src/main.js', crashes: 0 },
  { name: 'worker', main: 'dist/services/worker/src/main.js', env: workerEnv(), crashes: 0 },
];
let stopping = false;

function start(service) {
  service.startedAt = Date.now();
  service.status = undefined;
  // In a process group of its own: a terminal's Ctrl-C reaches only this supervisor, which then
  // asks each child once (a second signal would cut a graceful stop short).
  const child = spawn(process.execPath, [service.main], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...service.env },
  });
  service.child = child;
  child.on('exit', (code, signal) => {
    service.child = undefined;
    service.status = code ?? signal;
    if (stopping) return maybeExit();
    const ranMs = Date.now() - service.startedAt;
    service.crashes = ranMs >= HEALTHY_AFTER_MS ? 1 : service.crashes + 1;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (service.crashes - 1));
    log(
      `the ${service.name} exited on its own (${signal ?? `exit ${code}`}); restarting it in ${delay / 1000} s`,
    );
    service.timer = setTimeout(() => start(service), delay);
  });
}

// A graceful stop ends with 0, or with the signal that asked for it (130 INT, 143 TERM).
const clean = (status) => [0, 130, 143, 'SIGINT', 'SIGTERM'].includes(status ?? 0);

function maybeExit() {
  if (services.some((s) => s.child)) return;
  const summary = services.map((s) => `${s.name} exit ${s.status ?? 0}`).join(', ');
  const ok = services.every((s) => clean(s.status));
  log(ok ? `stopped cleanly (${summary})` : `stopped, but not cleanly (${summary})`);
  process.exit(ok ? 0 : 1);
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal} received, stopping the api and the worker`);
  for (const s of services) {
    clearTimeout(s.timer);
    s.child?.kill('SIGTERM');
  }
  setTimeout(() => {
    log(`still running after ${GRACE_MS / 1000}s, killing it`);
    for (const s of services) s.child?.kill('SIGKILL');
  }, GRACE_MS).unref();
  maybeExit();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const s of services) start(s);
