import fastifyStatic from '@fastify/static';
import { DEFAULT_SHOP, type ShopIdentity } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { toApiError } from '../common/api-error';
import { renderPage } from '../seo/render-page';
import { registerSeoRoutes } from '../seo/seo-routes';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every non-API path so client-side routes survive a reload (home.html, with the
 * home page prerendered, for "/"). Each page's
 * index.html carries that page's title, description, canonical URL, Open Graph, Twitter and
 * structured-data tags (services/api/src/seo). Unknown /api/* paths answer the API's JSON 404.
 * `/sitemap.xml` and `/robots.txt` are served with or without a web build.
 */
export async function serveWebApp(
  fastify: FastifyInstance,
  distDir: string,
  publicUrl: string,
  shop: ShopIdentity = DEFAULT_SHOP,
): Promise<boolean> {
  registerSeoRoutes(fastify, publicUrl);
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside its assets (web/vite-precompress.ts).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${root}/assets/`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const origin = new URL(publicUrl).origin;
  // Read once, like the asset routes fastify-static registers at start (wildcard: false): a new
  // build is served after a restart, never an index.html naming assets this process can't serve.
  const template = await readFile(indexPath, 'utf8');
  // The home page's first paint, prerendered by the web build (web/prerender.ts), when present.
  // It shows the default shop: a shop configured otherwise renders its home page in the browser.
  const homePath = resolve(root, 'home.html');
  const prerendered = JSON.stringify(shop) === JSON.stringify(DEFAULT_SHOP) && existsSync(homePath);
  const homeTemplate = prerendered ? await readFile(homePath, 'utf8') : template;
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const { status, body } = toApiError({
        statusCode: 404,
        message: `Cannot GET ${request.url.split('?')[0]}`,
      });
      return reply.status(status).send(body);
    }
    const pathname = request.url.split('?')[0]!;
    const page = pathname === '/' ? homeTemplate : template;
    const { html, status, noindex } = renderPage(page, pathname, origin, shop);
    // The header says it too, for crawlers that read headers only (and before any HTML parse).
    if (noindex) void reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
  return true;
}
