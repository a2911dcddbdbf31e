import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the shop started as `server` answers `/api/health`; fails at once if the process
 * exits, or after `timeoutMs`.
 */
export async function waitForHealth(
  base: string,
  server: ChildProcess,
  { name, timeoutMs }: { name: string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${name} exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer /api/health within ${timeoutMs / 1000} s`);
}
