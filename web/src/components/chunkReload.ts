/** The session key of the last reload made to recover from a chunk that failed to load. */
export const CHUNK_RELOAD_KEY = 'shop:chunk-reload';
/** A second failure within this long after a recovery reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Whether an error means a code chunk could not be downloaded: after a deploy the old chunk
 * names are gone, so an open tab's next lazy route fails until the page is reloaded.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Reloads the page once to pick up the new chunks. A second failure soon after (the chunk is
 * really missing, or the network is down) does not reload again, so the page cannot loop;
 * returns whether it reloaded.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // No session storage (private mode, blocked): without the guard, don't risk a loop.
    return false;
  }
  reload();
  return true;
}
