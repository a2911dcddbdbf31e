import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Config } from '@shop/config';
import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor behind this browser (signed cookie), set for every /api request. */
    visitorId: string;
  }
}

export const VISITOR_COOKIE = 'sb_visitor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Gives each browser an anonymous visitor id in a signed, httpOnly cookie: a story belongs to
 * the visitor who created it, and only they (a collaborator with its token, or the operator) see it.
 * A missing, forged or malformed cookie gets a fresh id: it can never name someone else's.
 */
export function registerVisitorCookie(fastify: FastifyInstance, config: Config): void {
  const secure = config.PUBLIC_URL.startsWith('https:');
  fastify.decorateRequest('visitorId', '');
  fastify.addHook('onRequest', async (request, reply) => {
    // By the route the router matched, not the raw URL: `/%61pi/stories` reaches `/api/stories`.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const raw = request.cookies[VISITOR_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    let id =
      unsigned?.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : undefined;
    if (!id) {
      id = randomUUID();
      reply.setCookie(VISITOR_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
      });
    }
    request.visitorId = id;
  });
}

export const VisitorId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().visitorId;
});

/** The client's address (X-Forwarded-For counts only up to the proxies TRUST_PROXY names, via Fastify). */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().ip;
});
