import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** What the fake server does with one request. */
export type FakeReply =
  | { kind: 'stream'; content: string; finishReason?: string; chunkSize?: number; delayMs?: number }
  | { kind: 'refusal'; refusal: string }
  | { kind: 'hang'; ms: number }
  | { kind: 'status'; status: number; body?: object };

/**
 * A local stand-in for an OpenAI-compatible server, speaking the real wire protocol:
 * `POST /v1/chat/completions` answered as server-sent events (`data: {chunk}` lines, a usage
 * chunk, then `data: [DONE]`), or a JSON error with an HTTP status.
 */
export class FakeOpenAiServer {
  readonly requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
  private readonly replies: FakeReply[] = [];
  private server?: Server;
  private readonly open = new Set<ServerResponse>();

  /** Queue the replies for the next requests, in order; the last one repeats. */
  reply(...replies: FakeReply[]): this {
    this.replies.push(...replies);
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    this.requests.push({ body, headers: req.headers });
    const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
    if (!reply) throw new Error('no reply queued');
    const id = `chatcmpl-${this.requests.length}`;
    const model = String(body.model);
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      usage: null,
    });
    const send = (obj: object | string) =>
      res.write(`data: ${typeof obj === 'string' ? obj : JSON.stringify(obj)}\n\n`);

    switch (reply.kind) {
      case 'status':
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            reply.body ?? { error: { message: 'server error', type: 'server_error' } },
          ),
        );
        return;
      case 'hang':
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        send(chunk({ role: 'assistant', content: '' }, null));
        await new Promise<void>((r) => {
          const t = setTimeout(r, reply.ms);
          res.on('close', () => {
            clearTimeout(t);
            r();
          });
        });
        if (!res.destroyed) res.end();
        return;
      case 'refusal':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        send(chunk({ role: 'assistant', content: null, refusal: '' }, null));
        for (const part of reply.refusal.match(/.{1,12}/g) ?? [])
          send(chunk({ refusal: part }, null));
        send(chunk({}, 'stop'));
        send('[DONE]');
        res.end();
        return;
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        send(chunk({ role: 'assistant', content: '', refusal: null }, null));
        const size = reply.chunkSize ?? 40;
        for (let i = 0; i < reply.content.length; i += size) {
          send(chunk({ content: reply.content.slice(i, i + size) }, null));
          if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        }
        send(chunk({}, reply.finishReason ?? 'stop'));
        const opts = body.stream_options as { include_usage?: boolean } | undefined;
        if (opts?.include_usage) {
          send({
            id,
            object: 'chat.completion.chunk',
            created,
            model,
            choices: [],
            usage: {
              prompt_tokens: 400,
              completion_tokens: Math.ceil(reply.content.length / 4),
              total_tokens: 0,
            },
          });
        }
        send('[DONE]');
        res.end();
        return;
      }
    }
  }
}
