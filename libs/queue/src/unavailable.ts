import { QueueUnavailableError } from './connection';

/** Error codes of a server that does not answer (Node's sockets) or is shutting down (Postgres). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection is closed|Stream isn't writeable|timeout exceeded when trying to connect|Connection terminated|Query read timeout/;

/**
 * True for an error that means a server the shop needs (Redis, Postgres) does not answer right
 * now: the same work may succeed in a minute. A request answers 503; a job waits for the server
 * without spending an attempt.
 */
export function isServiceUnavailable(err: unknown): boolean {
  if (err instanceof QueueUnavailableError) return true;
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
}
