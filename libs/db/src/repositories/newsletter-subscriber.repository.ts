import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, type Repository } from 'typeorm';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';

/** The operator's search: counts of the whole list, and one page of the matching addresses. */
export interface SubscriberSearch {
  subscribed: number;
  unsubscribed: number;
  matchCount: number;
  rows: NewsletterSubscriberEntity[];
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Newsletter subscribers: one row per (lower-cased) address, each with the secret token of its
 * unsubscribe link; unsubscribing erases the row. (`unsubscribedAt` marks rows unsubscribed before
 * that rule: the retention job erases them.)
 */
@Injectable()
export class NewsletterSubscriberRepository {
  private readonly subscribers: Repository<NewsletterSubscriberEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriberEntity);
  }

  /**
   * Subscribes the address, atomically (two sign-ups racing both succeed): a new one with this
   * token, an unsubscribed one again (keeping its token). The subscriber's id.
   */
  async subscribe(email: string, newToken: string): Promise<string | undefined> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriberEntity)
      .values({ email, unsubscribeToken: newToken, unsubscribedAt: null })
      .orUpdate(['unsubscribedAt'], ['email'])
      .returning(['id'])
      .execute();
    return (result.raw as { id: string }[])[0]?.id;
  }

  findById(id: string): Promise<NewsletterSubscriberEntity | null> {
    return this.subscribers.findOneBy({ id });
  }

  /** Whether the token belongs to a subscriber (subscribed or not). */
  existsWithToken(token: string): Promise<boolean> {
    return this.subscribers.existsBy({ unsubscribeToken: token });
  }

  /**
   * Unsubscribing erases the address at once, with its e-mails (ON DELETE CASCADE); false when
   * the link's token belongs to no address (a made-up link, or one already used).
   */
  eraseByToken(token: string): Promise<boolean> {
    return this.eraseWhere({ unsubscribeToken: token });
  }

  /** The operator's unsubscribe on the owner's request: erased likewise; false when unknown. */
  eraseByEmail(email: string): Promise<boolean> {
    return this.eraseWhere({ email });
  }

  private async eraseWhere(
    where: { unsubscribeToken: string } | { email: string },
  ): Promise<boolean> {
    const result = await this.subscribers.delete(where);
    return (result.affected ?? 0) > 0;
  }

  /** Subscribed addresses, oldest first. */
  listActive(): Promise<NewsletterSubscriberEntity[]> {
    return this.subscribers.find({
      where: { unsubscribedAt: IsNull() },
      order: { createdAt: 'ASC', email: 'ASC' },
    });
  }

  /** Counts, and the first `limit` addresses containing `q` (any case), newest first. */
  async search(q: string | undefined, limit: number): Promise<SubscriberSearch> {
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
      .take(limit)
      .getManyAndCount();
    return {
      subscribed: counts?.subscribed ?? 0,
      unsubscribed: counts?.unsubscribed ?? 0,
      matchCount,
      rows,
    };
  }
}
