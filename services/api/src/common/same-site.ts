import type { Config } from '@shop/config';
import { REQUEST_TEXTS } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toApiError } from './api-error';

/** Methods that never change state: the only ones another site may send. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route config flag (`@RouteConfig({ [ACCEPTS_FORM_POST]: true })`) for a page's own HTML form. */
export const ACCEPTS_FORM_POST = 'acceptsFormPost';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is the target of a plain HTML form (its url-encoded body is ignored). */
    [ACCEPTS_FORM_POST]?: boolean;
  }
}

/**
 * Whether a request came from another site: the browser's Sec-Fetch-Site first, then Origin
 * (the shop's public origin, or the same host reached by another name such as 127.0.0.1 in
 * development). A request with neither header (curl, a webhook, a mail server) is not cross-site.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin && origin !== publicOrigin)
    return origin !== `${request.protocol}://${request.headers.host}`;
  return false;
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

/**
 * The gate of every state-changing `/api` call, before anything else runs (no visitor cookie,
 * no body parsing): a call from another site is refused (403), and a body must be JSON (415),
 * except on a route marked as the target of the shop's own HTML form. A cross-site page can
 * send only form, multipart or text bodies without asking first, so both rules together keep
 * another site from acting with a visitor's or the operator's cookies.
 */
export function registerSameSiteWrites(fastify: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const refuse = (reply: FastifyReply, statusCode: number, message: string) => {
    const { status, body } = toApiError({ statusCode, message });
    return reply.status(status).header('cache-control', 'no-store').send(body);
  };
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (isCrossSite(request, publicOrigin)) return refuse(reply, 403, REQUEST_TEXTS.crossSite);
    if (!hasBody(request) || isJson(request.headers['content-type'])) return;
    const formAllowed =
      request.routeOptions.config?.[ACCEPTS_FORM_POST] === true &&
      (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    if (!formAllowed) return refuse(reply, 415, REQUEST_TEXTS.jsonOnly);
  });
}

/**
 * The body parsers: JSON (Fastify's own, with prototype-poisoning protection) and, for routes
 * marked as a form's target only, an url-encoded body that is read and dropped. Plain text and
 * every other type stay unparsed (415).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, _body, done) => done(null, undefined),
  );
}
