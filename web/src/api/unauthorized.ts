/**
 * "Not signed in" (a 401 from any call) goes to whoever shows signed-in pages: the admin shell
 * listens while it is open and sends the operator to sign in again. A 401 elsewhere (a wrong
 * password on the sign-in page) reaches no one.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` on every 401 until the returned function is called. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
