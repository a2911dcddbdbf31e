import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ContactMessageEntity } from '../entities/contact-message.entity';

/** What a visitor wrote through the contact form. */
export type NewContactMessage = Pick<
  ContactMessageEntity,
  'name' | 'email' | 'subject' | 'message'
>;

/** The contact form's messages to the operator, and whether the operator has read each. */
@Injectable()
export class ContactMessageRepository {
  private readonly messages: Repository<ContactMessageEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.messages = dataSource.getRepository(ContactMessageEntity);
  }

  create(input: NewContactMessage): Promise<ContactMessageEntity> {
    return this.messages.save(this.messages.create(input));
  }

  findById(id: string): Promise<ContactMessageEntity | null> {
    return this.messages.findOneBy({ id });
  }

  /** One page, newest first (ties by id), and how many messages there are in all. */
  async page(
    page: number,
    pageSize: number,
  ): Promise<{ rows: ContactMessageEntity[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.messages.find({
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      this.messages.count(),
    ]);
    return { rows, total };
  }

  unreadCount(): Promise<number> {
    return this.messages.countBy({ isRead: false });
  }

  /** Marks the message read (again, harmlessly); null when there is no such message. */
  async markRead(id: string): Promise<ContactMessageEntity | null> {
    const result = await this.messages.update({ id }, { isRead: true });
    if (!result.affected) return null;
    return this.messages.findOneByOrFail({ id });
  }
}
