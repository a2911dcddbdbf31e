import type { Config } from '@shop/config';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/** Log lines gather in memory up to this many bytes, or this long, before one write. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

type Destination = ReturnType<typeof pino.destination>;
let destination: Destination | undefined;

/**
 * Standard output, written asynchronously in batches: a synchronous write per request line kept
 * the event loop waiting on the terminal or the log collector. One per process (every app of a
 * test run shares it), flushed every second so a quiet shop's lines still show, and flushed
 * synchronously at exit so none is lost on shutdown.
 */
function logDestination(): Destination {
  if (destination) return destination;
  const dest = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const flush = (sync: boolean) => {
    try {
      if (sync) dest.flushSync();
      else dest.flush();
    } catch {
      // still opening or already closed: nothing buffered to lose
    }
  };
  setInterval(() => flush(false), LOG_FLUSH_MS).unref();
  process.on('exit', () => flush(true));
  destination = dest;
  return dest;
}

/**
 * A request's address as logged: a Create Together link's token (in `?token=` or in the
 * `/collaborate/{id}/{token}` page address) opens a child's story, so it never reaches the log.
 */
function loggedUrl(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]')
    .replace(/^(\/collaborate\/[^/?#]+\/)[^/?#]+/, '$1[redacted]');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a well-formed incoming X-Request-Id, else a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One structured line per request, with its id (method, URL and status: never a body); cookies and
 * auth headers never reach the log.
 */
export function httpLoggerOptions(config: Config): Params {
  return {
    pinoHttp: [
      {
        level: config.LOG_LEVEL,
        // Fastify has already assigned the id (see requestId); pino-http reuses it.
        genReqId: (req: IncomingMessage) =>
          (req as IncomingMessage & { id?: string }).id ?? requestId(req),
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            url: loggedUrl(req.url),
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        customLogLevel: (_req, res, err) =>
          err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        // Probes ask every few seconds; their answers are in the metrics, not the log.
        autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/ready' },
      },
      logDestination(),
    ],
  };
}
