import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NewsletterSubscriber } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { NewsletterSubscriberEntity } from '@shop/db';
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
  ) {
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /**
   * Subscribes an address (already lower-cased). One row per address: a second sign-up changes
   * nothing, and an address that had unsubscribed is subscribed again, keeping its link.
   * Atomic, so two sign-ups racing each other both succeed.
   */
  async subscribe(email: string): Promise<void> {
    await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriberEntity)
      .values({ email, unsubscribeToken: newUnsubscribeToken(), unsubscribedAt: null })
      .orUpdate(['unsubscribedAt'], ['email'])
      .execute();
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
    return `${this.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  }
}
