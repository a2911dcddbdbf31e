import type { CollaborativeStory, ContributionView, PromptView, StoryPart } from '@shop/contracts';
import type { StoryContributionEntity, StoryEntity, StoryPromptEntity } from '@shop/db';
import { toStoryDto } from '../stories/story.mapper';

export function toPromptView(p: StoryPromptEntity): PromptView {
  return {
    id: p.id,
    promptText: p.promptText,
    promptType: p.promptType,
    targetContributor: p.targetContributor,
    completed: p.completed,
    order: p.order,
  };
}

export function toContributionView(c: StoryContributionEntity): ContributionView {
  return {
    id: c.id,
    contributorType: c.contributorType,
    content: c.content,
    promptId: c.promptId,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Who wrote each part of the finished story, once the weaving job has written it. */
function wovenParts(s: StoryEntity): StoryPart[] | null {
  if (s.collaborationStatus !== 'complete' || s.generationStatus !== 'ready' || !s.pages)
    return null;
  const parts = s.pages.flatMap((p) => p.parts ?? []);
  return parts.length ? parts : null;
}

/** The collaborative view: the story for a token holder (or its creator), with progress and authorship. */
export function toCollaborativeStoryDto(
  s: StoryEntity,
  prompts: readonly StoryPromptEntity[],
  viewerId: string,
): CollaborativeStory {
  return {
    ...toStoryDto(s),
    collaborativeToken: s.collaborativeToken ?? '',
    completedParts: prompts.filter((p) => p.completed).length,
    totalParts: prompts.length,
    parts: wovenParts(s),
    viewerIsCreator: !!s.ownerVisitorId && s.ownerVisitorId === viewerId,
  };
}
