import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_ORDER_TEXTS, type FamilyDataDeletion, OUTBOX_TEXTS } from '@shop/contracts';
import {
  BookFileEntity,
  bookFileKeys,
  type OrderActor,
  OrderRepository,
  StoryContributionEntity,
  StoryEntity,
  StoryIllustrationEntity,
  StoryPromptEntity,
} from '@shop/db';
import { FILE_STORAGE, type FileStorage, isStorageKey } from '@shop/storage';
import { DataSource } from 'typeorm';
import { previewKeyOf } from '../illustrations/illustration.mapper';

/**
 * Deleting a family's data on request: the story goes, and with it (foreign keys, ON DELETE
 * CASCADE) its illustrations, prompts and contributions. Orders stay for accounting and
 * shipping: they lose the link to the story and the details about the child (gender, race,
 * notes for the illustrator); each one's history records the deletion. The illustrations' image
 * files (print and web copies) are deleted from file storage once the rows are gone.
 */
@Injectable()
export class FamilyDataService {
  private readonly logger = new Logger(FamilyDataService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly orders: OrderRepository,
  ) {}

  async deleteStory(storyId: string, actor: OrderActor = 'admin'): Promise<FamilyDataDeletion> {
    const result = await this.dataSource.transaction(async (m) => {
      const story = await m.findOne(StoryEntity, {
        where: { id: storyId },
        select: { id: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!story) throw new NotFoundException(ADMIN_ORDER_TEXTS.storyNotFound);
      // One connection in a transaction: one query at a time.
      const images = (
        await m.find(StoryIllustrationEntity, {
          where: { storyId },
          select: { id: true, imageData: true },
        })
      ).map((r) => r.imageData);
      // The built book files (print and preview PDFs) hold the story too.
      const books = bookFileKeys(await m.find(BookFileEntity, { where: { storyId } }));
      const prompts = await m.countBy(StoryPromptEntity, { storyId });
      const contributions = await m.countBy(StoryContributionEntity, { storyId });
      const orderIds = await this.orders.forgetChild(m, storyId, actor);
      if (orderIds.length) {
        // E-mails about these orders named the child and the story: keep only that they were
        // written (and sent or not); one still waiting is not sent any more.
        await m.query(
          `UPDATE "outbox_messages" SET "subject" = $2, "text" = $2, "html" = $2, "updatedAt" = now(),
             "status" = CASE WHEN "status" = 'queued' THEN 'held' ELSE "status" END
           WHERE "orderId" = ANY($1)`,
          [orderIds, OUTBOX_TEXTS.redacted],
        );
      }
      // Cascades to illustrations, prompts and contributions; orders' storyId becomes NULL,
      // which each order's history records (story: <id> → none).
      await m.delete(StoryEntity, { id: storyId });
      return {
        deletion: {
          storyId,
          illustrations: images.length,
          prompts,
          contributions,
          ordersKept: orderIds.length,
        },
        images,
        books,
      };
    });
    for (const key of result.books) await this.storage.delete(key);
    const filesDeleted = await this.deleteFiles(result.images);
    this.logger.log({ ...result.deletion, filesDeleted }, 'Family data deleted on request');
    return { ...result.deletion, filesDeleted };
  }

  /** Image files no other illustration row still names (a copy may share its key). */
  private async deleteFiles(keys: string[]): Promise<number> {
    let deleted = 0;
    for (const key of new Set(keys)) {
      if (!isStorageKey(key)) continue;
      if (await this.dataSource.getRepository(StoryIllustrationEntity).existsBy({ imageData: key }))
        continue;
      await Promise.all([this.storage.delete(key), this.storage.delete(previewKeyOf(key))]);
      deleted += 1;
    }
    return deleted;
  }
}
