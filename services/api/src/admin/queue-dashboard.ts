import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ADMIN_TEXTS } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { JobProducer, QUEUE_NAMES } from '@shop/queue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { toApiError } from '../common/api-error';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request came from another site: the same rule as the AdminGuard
 * (Sec-Fetch-Site first, then Origin), for the dashboard's routes, which Nest's guard can't see.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin && origin !== publicOrigin)
    return origin !== `${request.protocol}://${request.headers.host}`;
  return false;
}

/**
 * Bull Board (the BullMQ dashboard) at /api/admin/queues, behind the operator's session: every
 * page, asset and API call of the board answers 401 without one, and its state-changing calls
 * (retry, clean, pause ...) are refused when they come from another site.
 */
@Injectable()
export class QueueDashboard implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly jobs: JobProducer,
    private readonly sessions: AdminSessionService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: QUEUE_NAMES.map((name) => new BullMQAdapter(this.jobs.queue(name))),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Storybook queues' } },
    });
    const publicOrigin = new URL(this.config.PUBLIC_URL).origin;
    const board = serverAdapter.registerPlugin();
    void fastify.register(
      async (scope: FastifyInstance) => {
        scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
          let refusal: { statusCode: number; message: string } | null = null;
          if (!(await this.sessions.isAdmin(request)))
            refusal = { statusCode: 401, message: ADMIN_TEXTS.signInRequired };
          else if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin)) {
            refusal = { statusCode: 403, message: ADMIN_TEXTS.crossSite };
          }
          if (refusal) {
            const { status, body } = toApiError(refusal);
            return reply.status(status).header('cache-control', 'no-store').send(body);
          }
        });
        await scope.register(board);
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }
}
