/**
 * The story read bench's anchors, each run as a process of its own:
 *
 *   node --import tsx bench/support/read-anchors.ts bytes <port> <file>  bare Fastify sending <file>
 *   node --import tsx bench/support/read-anchors.ts pg <port> <database url>
 *     bare Fastify + node-postgres: GET /api/stories/:id runs one indexed query for the row (its
 *     owner taken from the sb_visitor cookie, unverified) and sends it as JSON.
 *
 * Prints "listening" once it accepts connections.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';

async function main(): Promise<void> {
  const [mode, port, arg] = process.argv.slice(2);
  const app = Fastify({ logger: false });
  if (mode === 'bytes') {
    const body = readFileSync(arg!);
    app.get('/api/stories/:id', (_request, reply) => {
      void reply.type('application/json; charset=utf-8').send(body);
    });
  } else if (mode === 'pg') {
    const pool = new Pool({ connectionString: arg, max: 10 });
    app.get<{ Params: { id: string } }>('/api/stories/:id', async (request, reply) => {
      const cookie = /(?:^|;\s*)sb_visitor=([^;]+)/.exec(request.headers.cookie ?? '');
      const owner = cookie ? decodeURIComponent(cookie[1]!).split('.')[0] : '';
      const { rows } = await pool.query(
        `SELECT id, "childName", animal, theme, "ageRange", title, content, "wordCount",
                "requestedWordCount", pronoun, "childLook", "isCollaborative", "collaborationStatus",
                "parentContributions", "childContributions", "generationStatus", progress,
                "generationError", "createdAt", "updatedAt"
           FROM stories WHERE id = $1 AND "ownerVisitorId" = $2`,
        [request.params.id, owner],
      );
      if (!rows[0]) return reply.status(404).send({ message: 'Story not found' });
      return rows[0];
    });
  } else {
    throw new Error(`unknown anchor ${mode}`);
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  console.log('listening');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
