import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Config, shopIdentity } from '@shop/config';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { toApiError } from './common/api-error';
import { requestId } from './common/logging';
import { registerBodyParsers, registerSameSiteWrites } from './common/same-site';
import { registerSecurityHeaders } from './common/security-headers';
import { registerVisitorCookie } from './common/visitor';
import { registerStoryReadFastPath } from './stories/story-read.fast-path';
import { StoryReadService } from './stories/story-read.service';
import { serveWebApp } from './web/serve-web';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every route each app registered; the authorisation test walks them all. */
export const registeredRoutes = new WeakMap<NestFastifyApplication, RegisteredRoute[]>();

/** Builds the gateway (used by main.ts and by the integration tests). */
export async function createApp(config: Config): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Signed print-file tokens (key, expiry, MAC) pass 100 characters, Fastify's default.
    routerOptions: { maxParamLength: 512 },
    trustProxy: config.TRUST_PROXY,
    // Ids unique across instances; a caller's (or proxy's) well-formed X-Request-Id is kept.
    requestIdHeader: false,
    genReqId: requestId,
    // The router's own errors (bad percent-escapes, over-long parameters) take the one error shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body, headers } = toApiError(error);
      void reply
        .status(status)
        .headers({ ...headers, 'x-request-id': request.id, 'x-content-type-options': 'nosniff' })
        .send(body);
    },
  });
  const routes: RegisteredRoute[] = [];
  adapter.getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // JSON only (Fastify's own parser); registerBodyParsers decides the rest.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  await registerSecurityHeaders(fastify, config);
  registerBodyParsers(fastify);
  registerSameSiteWrites(fastify, config);
  await app.register(fastifyCookie, { secret: config.COOKIE_SECRET });
  registerVisitorCookie(fastify, config);
  const storyReads = app.get(StoryReadService);
  registerStoryReadFastPath(fastify, storyReads);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A visitor who changed a story reads the change at once from this instance: its cached
    // read is gone before the answer to the change leaves.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      await storyReads.sync();
  });
  // Errors Fastify raises itself (body parsing, size limit) reach ApiExceptionFilter through
  // the error handler Nest installs at init, so they get the same JSON shape.
  const serving = await serveWebApp(
    fastify,
    config.WEB_DIST_DIR,
    config.PUBLIC_URL,
    shopIdentity(config),
  );
  if (!serving)
    app
      .get(Logger)
      .warn(
        `No web build in ${config.WEB_DIST_DIR}: serving the API only (run npm run build:web).`,
      );
  registeredRoutes.set(app, routes);
  return app;
}
