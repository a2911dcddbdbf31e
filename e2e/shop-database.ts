import { Client } from 'pg';

/** The served shop's database (playwright.config.ts gives it to the app). */
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storybook_e2e';

/**
 * The plain text of the newest e-mail of a kind to an address, as stored to be sent, or null
 * before there is one. The journeys' shop has no SMTP server, and the admin's outbox shows a
 * secret link with its token hidden: the stored message is the family's copy.
 */
export async function storedMailText(kind: string, to: string): Promise<string | null> {
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ text: string }>(
      `SELECT text FROM outbox_messages WHERE kind = $1 AND "to" = $2 ORDER BY "createdAt" DESC LIMIT 1`,
      [kind, to],
    );
    return rows[0]?.text ?? null;
  } finally {
    await db.end();
  }
}
