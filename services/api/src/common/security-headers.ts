import helmet from 'helmet';
import type { Config } from '@shop/config';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Stripe.js loads from, talks to and frames these origins (card fields, 3-D Secure). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The content security policy the web app (and Stripe.js) works under: scripts only from this
 * origin and Stripe, nothing may frame the shop, no plugins. Styles allow inline attributes: the
 * server's small pages and the components' style props use them.
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const httpsOnly = config.NODE_ENV === 'production' && config.PUBLIC_URL.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...STRIPE.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect],
    'frame-src': STRIPE.frame,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(httpsOnly ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response: the CSP above, no framing, no MIME sniffing, a referrer
 * that never carries paths to other sites, and HSTS when production is served over https.
 */
export async function registerSecurityHeaders(
  fastify: FastifyInstance,
  config: Config,
): Promise<void> {
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets for the shop, worked out once: they never vary by request (no nonces),
 * and building helmet's middleware per request (as its Fastify plugin does) re-parses the whole
 * policy on every answer.
 */
function securityHeaders(config: Config): Record<string, string> {
  const hsts = config.NODE_ENV === 'production' && config.PUBLIC_URL.startsWith('https:');
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Stripe's iframes are cross-origin documents without CORP headers.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
