import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts';
import { Client } from 'pg';
import type { Harness, Visitor } from './harness';

/** Signs an operator in (the harness must have ADMIN_PASSWORD_HASH for this password). */
export async function signInAdmin(
  h: Harness,
  password: string,
  ip = '10.99.0.1',
): Promise<Visitor> {
  const admin = h.visitor();
  const res = await admin.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200)
    throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return admin;
}

export async function withPg<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export interface SeedOrder {
  status?: OrderStatus;
  fulfilled?: boolean;
  recipientName?: string;
  recipientEmail?: string;
  storyId?: string | null;
  createdAt?: Date;
  childGender?: string;
  childRace?: string;
  illustratorNotes?: string | null;
  amountCents?: number;
}

let seq = 0;

/** Inserts one order straight into the table (as checkout would) and returns its id. */
export async function insertOrder(c: Client, o: SeedOrder = {}): Promise<string> {
  seq += 1;
  const res = await c.query(
    `INSERT INTO orders ("storyId", "paymentIntentId", "amountCents", "subtotalCents", status, fulfilled,
       "recipientName", "recipientEmail", "recipientPhone", "shippingAddress", "shippingCity", "shippingState",
       "shippingZipCode", "shippingCountry", "childGender", "childRace", "illustratorNotes", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, '5125550100', '1 Main St', 'Austin', 'TX', '78701', 'US',
       $8, $9, $10, $11, $11)
     RETURNING id`,
    [
      o.storyId ?? null,
      `pi_test_${Date.now()}_${seq}_${Math.random().toString(36).slice(2, 8)}`,
      o.amountCents ?? 2499,
      o.status ?? 'pending',
      o.fulfilled ?? false,
      o.recipientName ?? `Parent ${seq}`,
      o.recipientEmail ?? `parent${seq}@example.com`,
      o.childGender ?? 'unspecified',
      o.childRace ?? 'unspecified',
      o.illustratorNotes ?? null,
      o.createdAt ?? new Date(),
    ],
  );
  return res.rows[0].id as string;
}

/** Inserts a ready story straight into the table and returns its id. */
export async function insertStory(
  c: Client,
  s: { title?: string; childName?: string; isCollaborative?: boolean; createdAt?: Date } = {},
): Promise<string> {
  const res = await c.query(
    `INSERT INTO stories ("childName", animal, theme, title, content, "wordCount", "requestedWordCount", seed,
       "isCollaborative", "generationStatus", progress, "createdAt", "updatedAt")
     VALUES ($1, 'fox', 'kindness', $2, 'Once upon a time.\n\nThe end.', 1000, 1000, 7, $3, 'ready', 100, $4, $4)
     RETURNING id`,
    [
      s.childName ?? 'Mia',
      s.title ?? 'Mia and the Kind Fox',
      s.isCollaborative ?? false,
      s.createdAt ?? new Date(),
    ],
  );
  return res.rows[0].id as string;
}

/**
 * The shape of a large seeded shop: order n (1-based) has status ORDER_STATUSES[n % 5], is
 * fulfilled when n % 7 === 0, is called "Parent n" <parentn@example.com>, and was created
 * floor(n / 2) seconds before `now` (so pairs share a timestamp and the id breaks the tie).
 */
export function seededOrderShape(n: number): { status: OrderStatus; fulfilled: boolean } {
  return { status: ORDER_STATUSES[n % 5]!, fulfilled: n % 7 === 0 };
}

/** Seeds `count` orders in one statement (100,000 take a few seconds), then ANALYZEs. */
export async function seedManyOrders(c: Client, count: number): Promise<void> {
  await c.query(
    `INSERT INTO orders ("paymentIntentId", "amountCents", "subtotalCents", status, fulfilled, "recipientName",
       "recipientEmail", "recipientPhone", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode",
       "shippingCountry", "createdAt", "updatedAt")
     SELECT 'pi_seed_' || g, 2499, 2499,
       (ARRAY['pending', 'paid', 'shipped', 'delivered', 'cancelled'])[1 + (g % 5)],
       g % 7 = 0, 'Parent ' || g, 'parent' || g || '@example.com', '5125550100', g || ' Main St', 'Austin', 'TX',
       '78701', 'US', now() - make_interval(secs => g / 2), now()
     FROM generate_series(1, $1::int) AS g`,
    [count],
  );
  await c.query('VACUUM ANALYZE orders');
}
