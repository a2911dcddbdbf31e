import { Inject, Injectable } from '@nestjs/common';
import {
  NEWSLETTER_ADMIN_PAGE_SIZE,
  type NewsletterOverview,
  type NewsletterSubscriber,
  newsletterUnsubscribePath,
} from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { NewsletterSubscriberRepository } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { randomBytes } from 'node:crypto';

export type UnsubscribeResult = 'unsubscribed' | 'unknown';

/** 256 random bits, URL-safe: the secret of one subscriber's unsubscribe link. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

@Injectable()
export class NewsletterService {
  private readonly publicUrl: string;

  constructor(
    private readonly subscribers: NewsletterSubscriberRepository,
    @Inject(CONFIG) config: Config,
    private readonly mailer: OrderMailer,
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /**
   * Subscribes an address (already lower-cased). One row per address: a second sign-up changes
   * nothing; an address that unsubscribed was erased, so it comes back as a new subscriber.
   * Atomic, so two sign-ups racing each other both succeed. The welcome e-mail, with the
   * unsubscribe link, goes out once per subscriber (through the outbox).
   */
  async subscribe(email: string): Promise<void> {
    const id = await this.subscribers.subscribe(email, newUnsubscribeToken());
    if (id) await this.mailer.newsletterWelcome(id);
  }

  /** Whether the link's token belongs to a subscriber (subscribed or not). */
  async knows(token: string): Promise<boolean> {
    return this.subscribers.existsWithToken(token);
  }

  /** Erases the link's address at once (nothing of it is kept); 'unknown' when there is none. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    return (await this.subscribers.eraseByToken(token)) ? 'unsubscribed' : 'unknown';
  }

  /** Subscribed addresses, oldest first, each with the unsubscribe link for its newsletters. */
  async listActive(): Promise<NewsletterSubscriber[]> {
    const rows = await this.subscribers.listActive();
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
    const { subscribed, unsubscribed, matchCount, rows } = await this.subscribers.search(
      q,
      NEWSLETTER_ADMIN_PAGE_SIZE,
    );
    return {
      subscribedCount: subscribed,
      unsubscribedCount: unsubscribed,
      matchCount,
      subscribers: rows.map((s) => ({
        id: s.id,
        email: s.email,
        subscribedAt: s.createdAt.toISOString(),
        unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      })),
    };
  }

  /** An address's request to the operator: erased at once; false when no address matches. */
  async unsubscribeEmail(email: string): Promise<boolean> {
    return this.subscribers.eraseByEmail(email);
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

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading `=`, `+`, `-` or
 * `@` is prefixed with `'` so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
