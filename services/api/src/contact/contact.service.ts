import { Injectable, NotFoundException } from '@nestjs/common';
import { CONTACT_TEXTS, type ContactMessage, type ContactMessagesPage } from '@shop/contracts';
import { type ContactMessageEntity, ContactMessageRepository } from '@shop/db';
import { hideSecretLinks, OrderMailer } from '@shop/mail';

/**
 * A message as the operator's Messages tab shows it: a family's secret link pasted into it is
 * hidden, as in the outbox's copy of the notice (hideSecretLinks).
 */
export function toContactMessageDto(m: ContactMessageEntity): ContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: hideSecretLinks(m.subject),
    message: hideSecretLinks(m.message),
    isRead: m.isRead,
    createdAt: m.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mailer: OrderMailer,
  ) {}

  async create(input: {
    name: string;
    email: string;
    subject: string;
    message: string;
  }): Promise<ContactMessageEntity> {
    const saved = await this.messages.create(input);
    // The operator's notice, by the mail queue (never sent inside this request).
    await this.mailer.contactNotice(saved.id);
    return saved;
  }

  /** Newest first. */
  async list(page: number, pageSize: number): Promise<ContactMessagesPage> {
    const [{ rows, total }, unread] = await Promise.all([
      this.messages.page(page, pageSize),
      this.unreadCount(),
    ]);
    return { messages: rows.map(toContactMessageDto), page, pageSize, total, unread };
  }

  unreadCount(): Promise<number> {
    return this.messages.unreadCount();
  }

  /** Opening a message marks it read; marking it again changes nothing. */
  async markRead(id: string): Promise<ContactMessageEntity> {
    const read = await this.messages.markRead(id);
    if (!read) throw new NotFoundException(CONTACT_TEXTS.notFound);
    return read;
  }
}
