import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  ADMIN_ORDER_TEXTS,
  AFTER_DELIVERY,
  type FamilyDataDeletion,
  orderNumberOf,
  type StoryDeletion,
} from '@shop/contracts';
import { FamilyDataRepository, type StoryRemoval } from '@shop/db';
import { FILE_STORAGE, type FileStorage, type RemovedFiles, removeStoryFiles } from '@shop/storage';
import { STORY_NOT_FOUND } from '../stories/stories.service';

/**
 * Deleting a family's story, by the operator on request or by its creator. The rows go first
 * (FamilyDataRepository), then the files they named. Logs carry ids and counts, never the
 * child's details.
 */
@Injectable()
export class FamilyDataService {
  private readonly logger = new Logger(FamilyDataService.name);

  constructor(
    private readonly familyData: FamilyDataRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The operator's deletion: the story goes whatever its orders (they keep accounting and shipping). */
  async deleteByOperator(storyId: string): Promise<FamilyDataDeletion> {
    const removal = await this.familyData.removeStory(storyId, 'admin');
    if (!removal) throw new NotFoundException(ADMIN_ORDER_TEXTS.storyNotFound);
    const files = await this.removeFiles(removal);
    const deletion = {
      storyId,
      illustrations: removal.pictures,
      prompts: removal.prompts,
      contributions: removal.contributions,
      ordersKept: removal.orderIds.length,
      filesDeleted: files.pictures,
    };
    this.logger.log(deletion, 'Family data deleted on request');
    return deletion;
  }

  /**
   * The creator's deletion: the story goes, or, while an order needs it, stays for the order
   * (without its owner, share link, versions, prompts and contributions) until the retention job
   * takes it. Anyone else gets the same 404 as for a story that does not exist.
   */
  async deleteByOwner(storyId: string, visitorId: string): Promise<StoryDeletion> {
    const rules = { now: new Date(), orderedStoryDays: this.config.RETENTION_ORDERED_STORY_DAYS };
    const result = await this.familyData.deleteOwned(storyId, visitorId, rules);
    if (!result) throw new NotFoundException(STORY_NOT_FOUND);
    if (result.outcome === 'kept') {
      const day = this.familyData.removalDay(result.orders, rules.orderedStoryDays);
      const answer: StoryDeletion = {
        deleted: {
          story: false,
          versions: result.versions,
          pictures: 0,
          bookFiles: 0,
          prompts: result.prompts,
          contributions: result.contributions,
          files: 0,
        },
        kept: {
          reason: 'ordered',
          orderNumbers: result.orders.map((o) => orderNumberOf(o.id)),
          childDetailsRemovedAfter: day ? day.toISOString() : AFTER_DELIVERY,
        },
      };
      this.logger.log(
        { storyId, kept: 'ordered', orders: result.orders.length },
        'Story deleted by its creator, kept for its order',
      );
      return answer;
    }
    const { removal } = result;
    const files = await this.removeFiles(removal);
    const deleted = {
      story: true,
      versions: removal.versions,
      pictures: removal.pictures,
      bookFiles: removal.bookFiles,
      prompts: removal.prompts,
      contributions: removal.contributions,
      files: files.objects,
    };
    this.logger.log({ storyId, ...deleted }, 'Story deleted by its creator');
    return { deleted, kept: null };
  }

  /**
   * Notes the creator's visit (their stories, or the one they opened), which keeps a story
   * without an order from expiring. Never fails the request it rides on.
   */
  noteVisit(visitorId: string, storyId?: string): void {
    this.familyData.noteVisit(visitorId, storyId).catch((err: unknown) => {
      this.logger.warn({ err }, 'Could not note the visit');
    });
  }

  private removeFiles(removal: StoryRemoval): Promise<RemovedFiles> {
    return removeStoryFiles(this.storage, removal, (keys) =>
      this.familyData.pictureKeysInUse(keys),
    );
  }
}
