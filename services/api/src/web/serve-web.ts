import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { toApiError } from '../common/api-error';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every non-API path so client-side routes survive a reload. Unknown /api/*
 * paths answer the API's JSON 404.
 */
export async function serveWebApp(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const immutable = path.includes(`${root}/assets/`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      const { status, body } = toApiError({ statusCode: 404, message: `Cannot GET ${request.url.split('?')[0]}` });
      return reply.status(status).send(body);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
  return true;
}
