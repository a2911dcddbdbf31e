import type { Config } from '@shop/config';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a well-formed incoming X-Request-Id, else a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** One structured line per request, with its id; cookies and auth headers never reach the log. */
export function httpLoggerOptions(config: Config): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      // Fastify has already assigned the id (see requestId); pino-http reuses it.
      genReqId: (req: IncomingMessage) =>
        (req as IncomingMessage & { id?: string }).id ?? requestId(req),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Probes ask every few seconds; their answers are in the metrics, not the log.
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/ready' },
    },
  };
}
