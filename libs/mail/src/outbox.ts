import type { MailKind } from '@shop/contracts';
import type { DbTransaction, OutboxRepository, OutboxRow } from '@shop/db';
import { type ComposeConfig, composeMail, type MailSubject } from './compose';

/**
 * Writes the message of a kind about a subject, once: an existing one is returned as it is
 * (whatever happened to it), a new one is rendered from the database's current state (read
 * through `m`) and stored as queued. Null when there is nothing to send (see composeMail).
 */
export async function writeOutbox(
  outbox: OutboxRepository,
  m: DbTransaction,
  config: ComposeConfig,
  kind: MailKind,
  subject: MailSubject,
): Promise<OutboxRow | null> {
  const existing = await outbox.findFor(kind, subject, m);
  if (existing) return existing;
  const mail = await composeMail(m, config, kind, subject);
  if (!mail) return null;
  return outbox.insertOnce(kind, subject, mail, m);
}
