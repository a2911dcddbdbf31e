import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MailKind, OutboxStatus } from '@shop/contracts';
import { type DataSource, LessThanOrEqual, type Repository } from 'typeorm';
import { OutboxMessageEntity } from '../entities/outbox-message.entity';
import type { DbTransaction } from './transaction';

/** What an outbox message is about: an order, a contact message, a newsletter subscriber or a link. */
export type OutboxSubject =
  | { orderId: string }
  | { contactMessageId: string }
  | { newsletterSubscriberId: string }
  | { myStoriesLinkId: string };

/** The rendered message to store. */
export interface OutboxMail {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface OutboxRow {
  id: string;
  status: OutboxStatus;
}

/** A message without its bodies (the operator's list). */
export type OutboxListRow = Omit<
  OutboxMessageEntity,
  | 'replyTo'
  | 'text'
  | 'html'
  | 'headers'
  | 'newsletterSubscriberId'
  | 'myStoriesLinkId'
  | 'updatedAt'
>;

/**
 * A queued message locked for sending (see OutboxRepository.sendLocked): what happened to this
 * attempt is written to its row before the lock is released.
 */
export interface LockedOutboxMessage {
  row: OutboxMessageEntity;
  /** Not sendable now (no SMTP, no operator address): held with the reason. */
  hold(reason: string | null): Promise<void>;
  /** This attempt failed: counted with its error; the last attempt also marks it failed. */
  attemptFailed(error: string, lastAttempt: boolean): Promise<void>;
  sent(): Promise<void>;
}

type SubjectColumn = 'orderId' | 'contactMessageId' | 'newsletterSubscriberId' | 'myStoriesLinkId';

function subjectColumn(subject: OutboxSubject): [SubjectColumn, string] {
  if ('orderId' in subject) return ['orderId', subject.orderId];
  if ('contactMessageId' in subject) return ['contactMessageId', subject.contactMessageId];
  if ('myStoriesLinkId' in subject) return ['myStoriesLinkId', subject.myStoriesLinkId];
  return ['newsletterSubscriberId', subject.newsletterSubscriberId];
}

/**
 * The e-mail outbox: each message is written once per kind and subject, `queued`, then sent by
 * the mail job (`sent`), or `held` (not sendable now) or `failed` (out of attempts); held and
 * failed ones go back to `queued` on the operator's request.
 */
@Injectable()
export class OutboxRepository {
  private readonly outbox: Repository<OutboxMessageEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.outbox = dataSource.getRepository(OutboxMessageEntity);
  }

  /** The message of this kind about this subject, if one was written. */
  findFor(
    kind: MailKind,
    subject: OutboxSubject,
    m: DbTransaction = this.dataSource.manager,
  ): Promise<OutboxRow | null> {
    const [column, id] = subjectColumn(subject);
    return m.findOne(OutboxMessageEntity, {
      select: { id: true, status: true },
      where: { kind, [column]: id },
    });
  }

  /**
   * Stores the message as queued unless one of this kind about this subject exists: racing
   * writers both get the one row (the partial unique index keeps one; the loser reads the
   * winner's).
   */
  async insertOnce(
    kind: MailKind,
    subject: OutboxSubject,
    mail: OutboxMail,
    m: DbTransaction = this.dataSource.manager,
  ): Promise<OutboxRow | null> {
    const [column, id] = subjectColumn(subject);
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
    return rows[0] ?? (await this.findFor(kind, subject, m));
  }

  findById(id: string): Promise<OutboxMessageEntity | null> {
    return this.outbox.findOneBy({ id });
  }

  /** The message's status, or null when there is no such message. */
  async statusOf(id: string): Promise<OutboxStatus | null> {
    const m = await this.outbox.findOne({ select: { id: true, status: true }, where: { id } });
    return m?.status ?? null;
  }

  /** One page without the bodies, newest first (ties by id), and the total. */
  async page(
    page: number,
    pageSize: number,
    status?: OutboxStatus,
  ): Promise<{ rows: OutboxListRow[]; total: number }> {
    const [rows, total] = await this.outbox.findAndCount({
      select: {
        id: true,
        kind: true,
        orderId: true,
        contactMessageId: true,
        to: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        sentAt: true,
        createdAt: true,
      },
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { rows, total };
  }

  /** held/failed → queued (the operator's "Send again"); false for any other status. */
  async requeue(id: string): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "outbox_messages" SET "status" = 'queued', "lastError" = NULL, "updatedAt" = now()
        WHERE "id" = $1 AND "status" IN ('held', 'failed') RETURNING "id"`,
      [id],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  /**
   * Runs `send` holding the message's row lock, so two jobs for one message can't both send it:
   * 'busy' when another holds the lock, 'missing' when there is no such message. What `send`
   * records commits with the lock's release (a throw rolls it back).
   */
  sendLocked<T>(
    id: string,
    send: (message: LockedOutboxMessage) => Promise<T>,
  ): Promise<T | 'busy' | 'missing'> {
    return this.dataSource.transaction(async (m) => {
      const row = await m.findOne(OutboxMessageEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      if (!row) return (await m.existsBy(OutboxMessageEntity, { id })) ? 'busy' : 'missing';
      const write = async (changes: Partial<OutboxMessageEntity>) => {
        await m.update(OutboxMessageEntity, { id: row.id }, changes);
      };
      return send({
        row,
        hold: (reason) => write({ status: 'held', lastError: reason }),
        attemptFailed: (error, lastAttempt) =>
          write({
            attempts: row.attempts + 1,
            lastError: error,
            ...(lastAttempt ? { status: 'failed' as const } : {}),
          }),
        sent: () =>
          write({
            status: 'sent',
            attempts: row.attempts + 1,
            lastError: null,
            sentAt: new Date(),
          }),
      });
    });
  }

  /** A still queued message that can never be sent: failed, keeping its last error if any. */
  async failIfQueued(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "outbox_messages" SET "status" = 'failed', "lastError" = coalesce("lastError", $2), "updatedAt" = now()
        WHERE "id" = $1 AND "status" = 'queued'`,
      [id, error],
    );
  }

  /** Ids of messages queued since `cutoff` or earlier, oldest first. */
  async queuedSince(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.outbox.find({
      select: { id: true },
      where: { status: 'queued', createdAt: LessThanOrEqual(cutoff) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /** How many messages of each status are not sent yet (statuses with none are left out). */
  async unsentByStatus(): Promise<{ status: OutboxStatus; count: number }[]> {
    const rows: { status: OutboxStatus; n: string }[] = await this.dataSource.query(
      `SELECT status, count(*) AS n FROM outbox_messages WHERE status <> 'sent' GROUP BY status`,
    );
    return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
  }
}
