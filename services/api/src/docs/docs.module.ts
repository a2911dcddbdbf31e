import {
  Controller,
  Get,
  Header,
  Inject,
  Injectable,
  Module,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { CONFIG, type Config } from '@shop/config';
import { ADMIN_TEXTS, escapeHtml } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import { buildOpenApiDocument } from './openapi';
import { describeResponses, json, text } from './responses';

/** The API's prefix (main.ts and createApp set it); the document's paths include it. */
const GLOBAL_PREFIX = 'api';

@Injectable()
class OpenApiDocument {
  private document?: Record<string, unknown>;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** Built once, on first use: every controller is registered by then. */
  get(): Record<string, unknown> {
    this.document ??= buildOpenApiDocument(
      this.discovery
        .getControllers()
        .map((wrapper) => wrapper.instance as object | undefined)
        .filter((instance): instance is object => Boolean(instance)),
      {
        title: 'Storybook shop API',
        version: '1',
        serverUrl: this.config.PUBLIC_URL,
        globalPrefix: GLOBAL_PREFIX,
      },
    );
    return this.document;
  }
}

function page(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const rows = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const access = (op.security as unknown[]).length ? 'operator' : 'public';
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${access}</td><td>${escapeHtml(String(op.operationId))}</td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storybook shop API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}td,th{padding:.2rem .8rem;text-align:left;border-bottom:1px solid #ddd}code{font-size:14px}</style></head>
<body><h1>Storybook shop API</h1><p>The machine-readable OpenAPI 3.1 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (request bodies and parameters as JSON Schema).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>Operation</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}

/**
 * The API description for integrators: open outside production; in production only with the
 * operator's session (it lists the admin routes).
 */
@Public()
@Controller('docs')
class DocsController {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly sessions: AdminSessionService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  private async allow(request: FastifyRequest): Promise<void> {
    if (this.config.NODE_ENV !== 'production') return;
    if (!(await this.sessions.isAdmin(request)))
      throw new UnauthorizedException(ADMIN_TEXTS.signInRequired);
  }

  @Get('openapi.json')
  @Header('cache-control', 'no-store')
  async json(@Req() request: FastifyRequest): Promise<Record<string, unknown>> {
    await this.allow(request);
    return this.document.get();
  }

  @Get()
  async html(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    await this.allow(request);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return page(this.document.get());
  }
}

describeResponses(DocsController, {
  json: json(z.record(z.string(), z.unknown())),
  html: text('text/html'),
});

/** GET /api/docs (a page) and /api/docs/openapi.json, generated from the routes' zod contracts. */
@Module({
  imports: [DiscoveryModule],
  controllers: [DocsController],
  providers: [OpenApiDocument],
})
export class DocsModule {}
