import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_ORDER_TEXTS, type FamilyDataDeletion } from '@shop/contracts';
import {
  OrderEntity,
  StoryContributionEntity,
  StoryEntity,
  StoryIllustrationEntity,
  StoryPromptEntity,
} from '@shop/db';
import { DataSource } from 'typeorm';
import { setActor } from '../orders/orders.service';

/**
 * Deleting a family's data on request: the story goes, and with it (foreign keys, ON DELETE
 * CASCADE) its illustrations, prompts and contributions. Orders stay for accounting and
 * shipping: they lose the link to the story and the details about the child (gender, race,
 * notes for the illustrator); each one's history records the deletion.
 */
@Injectable()
export class FamilyDataService {
  private readonly logger = new Logger(FamilyDataService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async deleteStory(storyId: string, actor = 'admin'): Promise<FamilyDataDeletion> {
    const result = await this.dataSource.transaction(async (m) => {
      const story = await m.findOne(StoryEntity, {
        where: { id: storyId },
        select: { id: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!story) throw new NotFoundException(ADMIN_ORDER_TEXTS.storyNotFound);
      // One connection in a transaction: one query at a time.
      const illustrations = await m.countBy(StoryIllustrationEntity, { storyId });
      const prompts = await m.countBy(StoryPromptEntity, { storyId });
      const contributions = await m.countBy(StoryContributionEntity, { storyId });
      const orders = await m.find(OrderEntity, {
        where: { storyId },
        select: { id: true },
        lock: { mode: 'pessimistic_write' },
      });
      await setActor(m, actor);
      if (orders.length) {
        await m.update(
          OrderEntity,
          { storyId },
          {
            storyDeletedAt: new Date(),
            childGender: 'unspecified',
            childRace: 'unspecified',
            illustratorNotes: null,
          },
        );
      }
      // Cascades to illustrations, prompts and contributions; orders' storyId becomes NULL,
      // which each order's history records (story: <id> → none).
      await m.delete(StoryEntity, { id: storyId });
      return { storyId, illustrations, prompts, contributions, ordersKept: orders.length };
    });
    this.logger.log({ ...result }, 'Family data deleted on request');
    return result;
  }
}
