import type { Config } from '@shop/config';
import type { Params } from 'nestjs-pino';
import pino from 'pino';

/**
 * The worker's logs: JSON lines to stdout through pino's asynchronous destination, so writing a
 * log line never blocks a job (pino flushes what is buffered when the process exits). Jobs log
 * their ids and outcomes, never payloads or written text.
 */
export function workerLoggerOptions(config: Config): Params {
  return { pinoHttp: [{ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false })] };
}
