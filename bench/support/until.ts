/**
 * Polls `check` every `intervalMs` until it gives a value (null: not yet); a check that throws
 * ends the wait at once (a failed story fails the bench, it is not waited out).
 */
export async function until<T>(
  check: () => Promise<T | null>,
  timeoutMs: number,
  intervalMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
