import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { OutboxMessageEntity } from '../entities/outbox-message.entity';
import { ContactMessageRepository } from './contact-message.repository';
import { OutboxRepository } from './outbox.repository';

const MAIL = {
  to: 'operator@example.com',
  replyTo: 'ada@example.com',
  subject: 'A question',
  text: 'Hello',
  html: '<p>Hello</p>',
};

/** The outbox's once-per-subject write and its sending lock, against real Postgres. */
describe('OutboxRepository (Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let outbox: OutboxRepository;
  let contacts: ContactMessageRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource({ url: db.url });
    await ds.initialize();
    outbox = new OutboxRepository(ds);
    contacts = new ContactMessageRepository(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const queuedMessage = async () => {
    const contact = await contacts.create({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'A question',
      message: 'Hello',
    });
    const row = await outbox.insertOnce('contact_notice', { contactMessageId: contact.id }, MAIL);
    return { contact, row: row! };
  };

  it('writes one message per kind and subject, whoever races', async () => {
    const { contact, row } = await queuedMessage();
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        outbox.insertOnce('contact_notice', { contactMessageId: contact.id }, MAIL),
      ),
    );
    expect(again).toEqual([row, row, row]);
    expect(row.status).toBe('queued');
    expect(await outbox.findFor('contact_notice', { contactMessageId: contact.id })).toEqual(row);
  });

  it('lets one sender hold a message: the other is told it is busy', async () => {
    const { row } = await queuedMessage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = outbox.sendLocked(row.id, async (message) => {
      locked();
      await held;
      await message.sent();
      return 'sent';
    });
    await isLocked;
    expect(await outbox.sendLocked(row.id, async () => 'second')).toBe('busy');
    release();
    expect(await first).toBe('sent');
    const stored = await ds.getRepository(OutboxMessageEntity).findOneByOrFail({ id: row.id });
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('answers missing for an unknown message, and rolls back what a failed send recorded', async () => {
    expect(await outbox.sendLocked(randomUUID(), async () => 'sent')).toBe('missing');
    const { row } = await queuedMessage();
    await expect(
      outbox.sendLocked(row.id, async (message) => {
        await message.attemptFailed('SMTP said no', true);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await outbox.statusOf(row.id)).toBe('queued');
    await outbox.failIfQueued(row.id, 'out of attempts');
    const stored = await ds.getRepository(OutboxMessageEntity).findOneByOrFail({ id: row.id });
    expect(stored).toMatchObject({ status: 'failed', lastError: 'out of attempts' });
    expect(await outbox.requeue(row.id)).toBe(true);
    expect(await outbox.requeue(row.id)).toBe(false);
  });
});
