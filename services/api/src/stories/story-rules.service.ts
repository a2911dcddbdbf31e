import { ConflictException, Injectable } from '@nestjs/common';
import {
  notForSaleReason,
  STORY_FROZEN_TEXTS,
  type StoryFrozenAction,
  type SaleState,
} from '@shop/contracts';
import { StoryFreeze } from '@shop/db';

/**
 * The story rules every API path goes through: a frozen (ordered) story refuses every change of
 * its writing, and only a finished story can be bought. Both answer 409 with the reason.
 */
@Injectable()
export class StoryRules {
  constructor(private readonly freeze: StoryFreeze) {}

  /** 409 with the action's sentence when the story has a paid order or a test order. */
  async refuseIfFrozen(storyId: string, action: StoryFrozenAction): Promise<void> {
    if (await this.freeze.isFrozen(storyId))
      throw new ConflictException(STORY_FROZEN_TEXTS[action]);
  }

  isFrozen(storyId: string): Promise<boolean> {
    return this.freeze.isFrozen(storyId);
  }

  /** 409 when the story is not ready, or written together and not complete. */
  refuseUnlessForSale(story: SaleState): void {
    const reason = notForSaleReason(story);
    if (reason) throw new ConflictException(reason);
  }
}
