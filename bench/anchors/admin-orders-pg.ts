/**
 * Anchor of the admin orders bench: bare Fastify + node-postgres serving the same page, in a
 * process of its own. `GET /api/admin/orders?tab=&page=` runs two queries side by side on a pool:
 * the tab's page (20 orders newest first, the same filter and order as the shop, so the same
 * indexes, with the story's headline joined) and the per-tab counts from `order_tab_counts`; it
 * sends them as JSON. No session check and no search.
 *
 *   npx tsx bench/anchors/admin-orders-pg.ts <port> <database url>
 *
 * Prints "listening" once it accepts connections.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';

const PAGE_SIZE = 20;

/** The tab's filter, as the shop's order list applies it. */
const TAB_WHERE: Record<string, string> = {
  all: 'true',
  new: 'NOT o.fulfilled',
  fulfilled: 'o.fulfilled',
  pending: `NOT o.fulfilled AND o.status = 'pending'`,
  paid: `NOT o.fulfilled AND o.status = 'paid'`,
  shipped: `NOT o.fulfilled AND o.status = 'shipped'`,
};

async function main(): Promise<void> {
  const [port, url] = process.argv.slice(2);
  const pool = new Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { tab?: string; page?: string } }>(
    '/api/admin/orders',
    async (request, reply) => {
      const tab = request.query.tab ?? 'all';
      const where = TAB_WHERE[tab];
      const page = Math.max(1, Number(request.query.page ?? 1) || 1);
      if (!where) return reply.status(400).send({ message: 'unknown tab' });
      const [orders, counted] = await Promise.all([
        pool.query(
          `SELECT o.*, s.title AS "storyTitle", s."childName" AS "storyChildName",
                  s.animal AS "storyAnimal", s.theme AS "storyTheme",
                  s."isCollaborative" AS "storyIsCollaborative"
             FROM orders o LEFT JOIN stories s ON s.id = o."storyId"
            WHERE ${where}
            ORDER BY o."createdAt" DESC, o.id DESC
            LIMIT $1 OFFSET $2`,
          [PAGE_SIZE, (page - 1) * PAGE_SIZE],
        ),
        pool.query<{ status: string; fulfilled: boolean; n: string }>(
          'SELECT status, fulfilled, n FROM order_tab_counts',
        ),
      ]);
      const counts: Record<string, number> = {
        all: 0,
        new: 0,
        pending: 0,
        paid: 0,
        shipped: 0,
        fulfilled: 0,
      };
      for (const { status, fulfilled, n } of counted.rows) {
        counts.all! += Number(n);
        if (fulfilled) counts.fulfilled! += Number(n);
        else {
          counts.new! += Number(n);
          if (status in counts) counts[status]! += Number(n);
        }
      }
      return {
        orders: orders.rows,
        tab,
        page,
        pageSize: PAGE_SIZE,
        total: counts[tab],
        counts,
        totalOrders: counts.all,
      };
    },
  );
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  console.log('listening');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
