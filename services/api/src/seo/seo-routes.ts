import { absoluteUrl, sitemapEntries } from '@shop/content';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html';

/** Paths of the app that search engines have no business crawling (private or operator pages). */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/admin-login',
  '/checkout',
  '/test-checkout',
  '/stories/',
  '/collaborate/',
  '/orders/',
  '/my-stories',
];

function sitemapXml(origin: string): string {
  const urls = sitemapEntries().map(
    (e) =>
      `  <url><loc>${escapeHtml(absoluteUrl(origin, e.path))}</loc>${
        e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
${DISALLOWED.map((p) => `Disallow: ${p}`).join('\n')}

Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}
`;
}

/** `/sitemap.xml` and `/robots.txt`, built from the public pages and articles of @shop/content. */
export function registerSeoRoutes(fastify: FastifyInstance, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  const sitemap = sitemapXml(origin);
  const robots = robotsTxt(origin);
  const cache = 'public, max-age=3600';
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemap),
  );
  fastify.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robots),
  );
}
