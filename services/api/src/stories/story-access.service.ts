import { Injectable, NotFoundException } from '@nestjs/common';
import { type StoryEntity, StoryRepository } from '@shop/db';
import { createHash, timingSafeEqual } from 'node:crypto';
import { STORY_NOT_FOUND } from './stories.service';

/** Who is asking for a story. */
export interface StoryRequester {
  /** The anonymous visitor (signed cookie) behind the request. */
  visitorId: string;
  /** The collaborative link's token, when the request came through one (Create Together). */
  collaborativeToken?: string;
  /** Whether the signed-in operator is asking (the admin may use every story). */
  isAdmin?: boolean;
}

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * "May this request use this story?" Stories are private: its creator, a holder of its
 * collaborative token, or the operator. Everyone else gets the same 404 as for a story that does
 * not exist. Checkout, test orders and later the PDF ask here rather than checking owners themselves.
 */
@Injectable()
export class StoryAccessService {
  constructor(private readonly stories: StoryRepository) {}

  async findAccessible(id: string, who: StoryRequester): Promise<StoryEntity> {
    const story = await this.findById(id);
    if (!story || !this.mayUse(story, who)) throw new NotFoundException(STORY_NOT_FOUND);
    return story;
  }

  /** The story whatever the requester: callers ask mayUse before showing any of it. */
  findById(id: string): Promise<StoryEntity | null> {
    return this.stories.findById(id);
  }

  mayUse(
    story: Pick<StoryEntity, 'ownerVisitorId' | 'collaborativeToken'>,
    who: StoryRequester,
  ): boolean {
    if (who.isAdmin) return true;
    if (story.ownerVisitorId && story.ownerVisitorId === who.visitorId) return true;
    // Collaborative links (Create Together): a holder of the story's token.
    if (who.collaborativeToken && story.collaborativeToken) {
      return sameSecret(who.collaborativeToken, story.collaborativeToken);
    }
    return false;
  }
}
