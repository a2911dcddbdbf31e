import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Config } from '@shop/config';
import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isCrossSite } from './same-site';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor behind this browser (signed cookie), set for every /api request. */
    visitorId: string;
  }
}

const VISITOR_COOKIE = 'sb_visitor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** Signed cookies already verified, so a returning browser costs no HMAC per request. */
const VERIFIED_COOKIES_MAX = 10_000;

/**
 * Gives each browser an anonymous visitor id in a signed, httpOnly cookie: a story belongs to
 * the visitor who created it, and only they (a collaborator with its token, or the operator) see it.
 * A missing, forged or malformed cookie gets a fresh id: it can never name someone else's.
 * A request from another site never sets the cookie (it arrives without the SameSite=Lax cookie,
 * and a new one would replace the parent's): it gets a throwaway id that owns nothing.
 */
export function registerVisitorCookie(fastify: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  fastify.decorateRequest('visitorId', '');
  // The exact signed value -> its visitor id: the same string always verifies the same way.
  const verified = new Map<string, string>();
  const verify = (request: FastifyRequest, raw: string): string | undefined => {
    const known = verified.get(raw);
    if (known) return known;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value || !UUID.test(unsigned.value)) return undefined;
    if (verified.size >= VERIFIED_COOKIES_MAX) verified.clear();
    verified.set(raw, unsigned.value);
    return unsigned.value;
  };
  fastify.addHook('onRequest', async (request, reply) => {
    // By the route the router matched, not the raw URL: `/%61pi/stories` reaches `/api/stories`.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const raw = request.cookies[VISITOR_COOKIE];
    let id = raw ? verify(request, raw) : undefined;
    if (!id) {
      id = randomUUID();
      if (!isCrossSite(request, publicOrigin)) setVisitorCookie(reply, config, id);
    }
    request.visitorId = id;
  });
}

/**
 * Gives this browser the visitor id `id` (a new browser's own, or a family's it proved it
 * belongs to by opening a My stories link). Only same-site requests may call it.
 */
export function setVisitorCookie(reply: FastifyReply, config: Config, id: string): void {
  reply.setCookie(VISITOR_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https:'),
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}

export const VisitorId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().visitorId;
});

/** The client's address (X-Forwarded-For counts only up to the proxies TRUST_PROXY names, via Fastify). */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return ctx.switchToHttp().getRequest<FastifyRequest>().ip;
});
