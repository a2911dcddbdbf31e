import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ADMIN_TEXTS } from '@shop/contracts';
import { JobProducer, QUEUE_NAMES } from '@shop/queue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { toApiError } from '../common/api-error';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/**
 * Bull Board (the BullMQ dashboard) at /api/admin/queues, behind the operator's session: every
 * page, asset and API call of the board answers 401 without one, and its state-changing calls
 * (retry, clean, pause ...) pass the same-site gate of every `/api` call first.
 */
@Injectable()
export class QueueDashboard implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly jobs: JobProducer,
    private readonly sessions: AdminSessionService,
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
    const board = serverAdapter.registerPlugin();
    void fastify.register(
      async (scope: FastifyInstance) => {
        scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
          if (!(await this.sessions.isAdmin(request))) {
            const { status, body } = toApiError({
              statusCode: 401,
              message: ADMIN_TEXTS.signInRequired,
            });
            return reply.status(status).header('cache-control', 'no-store').send(body);
          }
        });
        // The board's page asks Google for its fonts: an outside request the CSP refuses and an
        // offline machine can't make. Its own fallback fonts are used instead.
        scope.addHook('onSend', async (_request, reply, payload) => {
          const type = String(reply.getHeader('content-type') ?? '');
          if (typeof payload !== 'string' || !type.startsWith('text/html')) return payload;
          return payload.replace(/<link[^>]*href="https:\/\/fonts\.googleapis\.com[^>]*>/g, '');
        });
        await scope.register(board);
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }
}
