import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendStoryBody } from './story-read-cache';
import type { StoryReadService } from './story-read.service';

const ROUTE = '/api/stories/:id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The hot read, answered before Nest's pipes, guards and interceptors: a story in the read cache,
 * asked for by its creator or a holder of its link (the same access rule, on the same cached
 * fields). Everything else (a miss, the operator, a stranger, a malformed id) goes on to the
 * controller, which answers exactly as it always does. The request's hooks (visitor cookie,
 * request log, security headers, metrics) still run.
 */
export function registerStoryReadFastPath(fastify: FastifyInstance, reads: StoryReadService): void {
  const fastPath = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string' || !UUID.test(id)) return;
    const token = (request.query as { token?: unknown }).token;
    const body = reads.cachedPersonal(id.toLowerCase(), {
      visitorId: request.visitorId,
      collaborativeToken: typeof token === 'string' && token ? token : undefined,
    });
    if (!body) return undefined;
    sendStoryBody(request, reply, body);
    return reply;
  };
  fastify.addHook('onRoute', (route) => {
    if (route.url !== ROUTE || route.method !== 'GET') return;
    route.preHandler = [fastPath, ...[route.preHandler ?? []].flat()];
  });
}
