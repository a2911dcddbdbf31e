import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one image request. */
export type FakeImageReply =
  | { kind: 'b64'; png: Buffer; delayMs?: number }
  | { kind: 'url'; png: Buffer }
  | { kind: 'status'; status: number; body?: object }
  | { kind: 'hang'; ms: number };

export interface FakeImageRequest {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/**
 * A local stand-in for an OpenAI-compatible images endpoint, speaking the real wire protocol:
 * `POST /v1/images/generations` → `{created, data:[{b64_json} | {url}]}`, or a JSON error
 * `{error:{message,type,code}}` with an HTTP status. Replies are queued (the last repeats) or
 * chosen per request by a function.
 */
export class FakeImagesServer {
  readonly requests: FakeImageRequest[] = [];
  private readonly replies: FakeImageReply[] = [];
  private chooser?: (req: FakeImageRequest, n: number) => FakeImageReply;
  private readonly files = new Map<string, Buffer>();
  private server?: Server;
  private readonly open = new Set<ServerResponse>();
  baseUrl = '';

  reply(...replies: FakeImageReply[]): this {
    this.replies.push(...replies);
    return this;
  }

  replyWith(chooser: (req: FakeImageRequest, n: number) => FakeImageReply): this {
    this.chooser = chooser;
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}/v1`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private json(res: ServerResponse, status: number, body: object): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'GET' && req.url?.startsWith('/files/')) {
      const file = this.files.get(req.url);
      if (!file) return this.json(res, 404, { error: { message: 'not found' } });
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(file);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
      return this.json(res, 404, {
        error: { message: 'not found', type: 'invalid_request_error' },
      });
    }
    const request = {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      headers: req.headers,
    };
    this.requests.push(request);
    const reply = this.chooser
      ? this.chooser(request, this.requests.length)
      : this.replies.length > 1
        ? this.replies.shift()
        : this.replies[0];
    if (!reply) throw new Error('no reply queued');
    const created = Math.floor(Date.now() / 1000);
    switch (reply.kind) {
      case 'b64':
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (res.destroyed) return;
        return this.json(res, 200, {
          created,
          data: [{ b64_json: reply.png.toString('base64'), revised_prompt: null }],
          output_format: 'png',
          size: '1024x1024',
        });
      case 'url': {
        const path = `/files/${this.requests.length}.png`;
        this.files.set(path, reply.png);
        return this.json(res, 200, {
          created,
          data: [{ url: `${this.baseUrl.replace(/\/v1$/, '')}${path}` }],
        });
      }
      case 'status':
        return this.json(
          res,
          reply.status,
          reply.body ?? {
            error: { message: `fake error ${reply.status}`, type: 'server_error', code: null },
          },
        );
      case 'hang':
        await new Promise<void>((r) => {
          const t = setTimeout(r, reply.ms);
          res.on('close', () => {
            clearTimeout(t);
            r();
          });
        });
        if (!res.destroyed) this.json(res, 200, { created, data: [] });
        return;
    }
  }
}
