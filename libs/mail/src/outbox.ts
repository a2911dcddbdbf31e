import type { MailKind } from '@shop/contracts';
import { OutboxMessageEntity } from '@shop/db';
import type { EntityManager } from 'typeorm';
import { type ComposeConfig, composeMail, type MailSubject } from './compose';

export interface OutboxRow {
  id: string;
  status: OutboxMessageEntity['status'];
}

type SubjectColumn = 'orderId' | 'contactMessageId' | 'newsletterSubscriberId';

function subjectColumn(subject: MailSubject): [SubjectColumn, string] {
  if ('orderId' in subject) return ['orderId', subject.orderId];
  if ('contactMessageId' in subject) return ['contactMessageId', subject.contactMessageId];
  return ['newsletterSubscriberId', subject.newsletterSubscriberId];
}

export async function findOutbox(
  m: EntityManager,
  kind: MailKind,
  subject: MailSubject,
): Promise<OutboxRow | null> {
  const [column, id] = subjectColumn(subject);
  return m.findOne(OutboxMessageEntity, {
    select: { id: true, status: true },
    where: { kind, [column]: id },
  });
}

/**
 * Writes the message of a kind about a subject, once: an existing one is returned as it is
 * (whatever happened to it), a new one is rendered from the database's current state and stored
 * as queued. Null when there is nothing to send (see composeMail).
 */
export async function writeOutbox(
  m: EntityManager,
  config: ComposeConfig,
  kind: MailKind,
  subject: MailSubject,
): Promise<OutboxRow | null> {
  const existing = await findOutbox(m, kind, subject);
  if (existing) return existing;
  const mail = await composeMail(m, config, kind, subject);
  if (!mail) return null;
  const [column, id] = subjectColumn(subject);
  // Racing writers: the partial unique index keeps one; the loser reads the winner's row.
  const rows: OutboxRow[] = await m.query(
    `INSERT INTO "outbox_messages" ("kind", "${column}", "to", "replyTo", "subject", "text", "html", "headers")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ("${column}", "kind") WHERE "${column}" IS NOT NULL DO NOTHING
     RETURNING "id", "status"`,
    [
      kind,
      id,
      mail.to,
      mail.replyTo,
      mail.subject,
      mail.text,
      mail.html,
      mail.headers ? JSON.stringify(mail.headers) : null,
    ],
  );
  return rows[0] ?? (await findOutbox(m, kind, subject));
}
