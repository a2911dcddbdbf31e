import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  NEWSLETTER_ADMIN_PAGE_SIZE,
  type NewsletterOverview,
  type NewsletterSubscriber,
  newsletterUnsubscribePath,
} from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { NewsletterSubscriberEntity } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { randomBytes } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';

export type UnsubscribeResult = 'unsubscribed' | 'already' | 'unknown';

/** 256 random bits, URL-safe: the secret of one subscriber's unsubscribe link. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

@Injectable()
export class NewsletterService {
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
    @Inject(CONFIG) config: Config,
    private readonly mailer: OrderMailer,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /**
   * Subscribes an address (already lower-cased). One row per address: a second sign-up changes
   * nothing, and an address that had unsubscribed is subscribed again, keeping its link.
   * Atomic, so two sign-ups racing each other both succeed. The welcome e-mail, with the
   * unsubscribe link, goes out once per subscriber (through the outbox).
   */
  async subscribe(email: string): Promise<void> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriberEntity)
      .values({ email, unsubscribeToken: newUnsubscribeToken(), unsubscribedAt: null })
      .orUpdate(['unsubscribedAt'], ['email'])
      .returning(['id'])
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    if (id) await this.mailer.newsletterWelcome(id);
  }

  /** Whether the link's token belongs to a subscriber (subscribed or not). */
  async knows(token: string): Promise<boolean> {
    return this.subscribers.existsBy({ unsubscribeToken: token });
  }

  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const result = await this.subscribers.update(
      { unsubscribeToken: token, unsubscribedAt: IsNull() },
      { unsubscribedAt: () => 'now()' },
    );
    if (result.affected) return 'unsubscribed';
    return (await this.knows(token)) ? 'already' : 'unknown';
  }

  /** Subscribed addresses, oldest first, each with the unsubscribe link for its newsletters. */
  async listActive(): Promise<NewsletterSubscriber[]> {
    const rows = await this.subscribers.find({
      where: { unsubscribedAt: IsNull() },
      order: { createdAt: 'ASC', email: 'ASC' },
    });
    return rows.map((s) => ({
      email: s.email,
      subscribedAt: s.createdAt.toISOString(),
      unsubscribeUrl: this.unsubscribeUrl(s.unsubscribeToken),
    }));
  }

  unsubscribeUrl(token: string): string {
    return `${this.publicUrl}${newsletterUnsubscribePath(token)}`;
  }

  /** The operator's screen: counts, and the addresses containing `q` (newest first). */
  async overview(q?: string): Promise<NewsletterOverview> {
    const [counts] = (await this.subscribers.query(
      `SELECT count(*) FILTER (WHERE "unsubscribedAt" IS NULL)::int AS "subscribed",
              count(*) FILTER (WHERE "unsubscribedAt" IS NOT NULL)::int AS "unsubscribed"
         FROM "newsletter_subscribers"`,
    )) as { subscribed: number; unsubscribed: number }[];
    const search = this.subscribers.createQueryBuilder('s');
    if (q) search.where(`s.email LIKE :q ESCAPE '\\'`, { q: `%${escapeLike(q.toLowerCase())}%` });
    const [rows, matchCount] = await search
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.email', 'ASC')
      .take(NEWSLETTER_ADMIN_PAGE_SIZE)
      .getManyAndCount();
    return {
      subscribedCount: counts?.subscribed ?? 0,
      unsubscribedCount: counts?.unsubscribed ?? 0,
      matchCount,
      subscribers: rows.map((s) => ({
        id: s.id,
        email: s.email,
        subscribedAt: s.createdAt.toISOString(),
        unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      })),
    };
  }

  /** An address's request to the operator; false when no subscribed address matches. */
  async unsubscribeEmail(email: string): Promise<boolean> {
    const result = await this.subscribers.update(
      { email, unsubscribedAt: IsNull() },
      { unsubscribedAt: () => 'now()' },
    );
    return (result.affected ?? 0) > 0;
  }

  /** The subscribed addresses as CSV (one header row), each with its unsubscribe link. */
  async exportCsv(): Promise<string> {
    const rows = await this.listActive();
    const lines = rows.map((r) =>
      [r.email, r.subscribedAt, r.unsubscribeUrl].map(csvCell).join(','),
    );
    return ['email,subscribedAt,unsubscribeUrl', ...lines].join('\r\n') + '\r\n';
  }
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading `=`, `+`, `-` or
 * `@` is prefixed with `'` so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
