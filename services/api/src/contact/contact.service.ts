import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_TEXTS, type ContactMessage, type ContactMessagesPage } from '@shop/contracts';
import { ContactMessageEntity } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { Repository } from 'typeorm';

export function toContactMessageDto(m: ContactMessageEntity): ContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    isRead: m.isRead,
    createdAt: m.createdAt.toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly messages: Repository<ContactMessageEntity>,
    private readonly mailer: OrderMailer,
  ) {}

  async create(input: {
    name: string;
    email: string;
    subject: string;
    message: string;
  }): Promise<ContactMessageEntity> {
    const saved = await this.messages.save(this.messages.create(input));
    // The operator's notice, by the mail queue (never sent inside this request).
    await this.mailer.contactNotice(saved.id);
    return saved;
  }

  /** Newest first. */
  async list(page: number, pageSize: number): Promise<ContactMessagesPage> {
    const [rows, total, unread] = await Promise.all([
      this.messages.find({
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      this.messages.count(),
      this.unreadCount(),
    ]);
    return { messages: rows.map(toContactMessageDto), page, pageSize, total, unread };
  }

  unreadCount(): Promise<number> {
    return this.messages.countBy({ isRead: false });
  }

  /** Opening a message marks it read; marking it again changes nothing. */
  async markRead(id: string): Promise<ContactMessageEntity> {
    const result = await this.messages.update({ id }, { isRead: true });
    if (!result.affected) throw new NotFoundException(CONTACT_TEXTS.notFound);
    return this.messages.findOneByOrFail({ id });
  }
}
