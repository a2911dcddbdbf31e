import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContactMessageEntity } from '../entities/contact-message.entity';
import { NewsletterSubscriberEntity } from '../entities/newsletter-subscriber.entity';
import { OrderEntity } from '../entities/order.entity';
import type { DbTransaction } from './transaction';

/**
 * What an e-mail says, read in one transaction: the mail library composes a message from these
 * reads and stores it in the outbox in the same transaction, so the message matches the rows
 * (a shipped notice carries the tracking written by the change that shipped the order).
 */
export class MailSources {
  constructor(private readonly tx: DbTransaction) {}

  /** The order with its story (null once the family's story was deleted). */
  order(orderId: string): Promise<OrderEntity | null> {
    return this.tx.findOne(OrderEntity, { where: { id: orderId }, relations: { story: true } });
  }

  /** When the order was paid: its last change to paid (history), or its creation (made paid). */
  async paidAt(order: Pick<OrderEntity, 'id' | 'createdAt'>): Promise<Date> {
    const rows: { createdAt: Date }[] = await this.tx.query(
      `SELECT "createdAt" FROM "order_events"
        WHERE "orderId" = $1 AND "field" = 'status' AND "toValue" = '"paid"'::jsonb
        ORDER BY "seq" DESC LIMIT 1`,
      [order.id],
    );
    return rows[0]?.createdAt ?? order.createdAt;
  }

  contactMessage(id: string): Promise<ContactMessageEntity | null> {
    return this.tx.findOneBy(ContactMessageEntity, { id });
  }

  newsletterSubscriber(id: string): Promise<NewsletterSubscriberEntity | null> {
    return this.tx.findOneBy(NewsletterSubscriberEntity, { id });
  }
}

/** Opens the transaction an e-mail is composed and stored in (outside any other change). */
@Injectable()
export class MailSourceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
