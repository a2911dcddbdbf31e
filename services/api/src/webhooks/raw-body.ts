import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of the body, kept only for routes that verify a signature over them. */
    rawBody?: Buffer;
  }
}

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
  constructor() {
    super('The request body is too large.');
  }
}

/**
 * Keeps the raw body of the listed routes, as registered (`/api/webhooks/print/:provider`):
 * webhook signatures are computed over the exact bytes, and re-serialised JSON would not match. Other routes are untouched: Fastify's JSON parser still
 * parses the body afterwards.
 */
export function keepRawBody(
  fastify: FastifyInstance,
  paths: readonly string[],
  limitBytes: number,
): void {
  const wanted = new Set(paths);
  fastify.addHook('preParsing', async (request: FastifyRequest, _reply, payload) => {
    // By the matched route, so a percent-encoded path can't skip keeping the signed bytes.
    if (!wanted.has(request.routeOptions.url ?? '')) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buf.length;
      if (size > limitBytes) throw new BodyTooLargeError();
      chunks.push(buf);
    }
    const raw = Buffer.concat(chunks);
    request.rawBody = raw;
    const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    replay.receivedEncodedLength = raw.length;
    return replay;
  });
}
