import {
  collaboratePath,
  pageStartsOf,
  type Story,
  type StoryIllustrationsSummary,
  type StorySummary,
} from '@shop/contracts';
import type { StoryEntity } from '@shop/db';

/** What only some callers learn about a story. */
export interface StoryDtoExtras {
  /** Whether the story is ordered (frozen). */
  ordered?: boolean;
  /** Whether the caller may have the share link: its creator or the link's holder. */
  withShareLink?: boolean;
  /** How far its pictures are, when the caller looked that up. */
  illustrations?: StoryIllustrationsSummary;
}

/** The share link of a story written together, or null. */
function sharePathOf(s: StoryEntity): string | null {
  return s.isCollaborative && s.collaborativeToken
    ? collaboratePath(s.id, s.collaborativeToken)
    : null;
}

/**
 * The API's view of a story: no owner id, seed or engine internals; the share link only when
 * the caller may have it.
 */
export function toStoryDto(s: StoryEntity, extras: StoryDtoExtras = {}): Story {
  return {
    id: s.id,
    childName: s.childName,
    animal: s.animal,
    theme: s.theme,
    ageRange: s.ageRange,
    title: s.title,
    content: s.content,
    wordCount: s.wordCount,
    requestedWordCount: s.requestedWordCount,
    pronoun: s.pronoun,
    childLook: s.childLook,
    dedication: s.dedication ?? null,
    isCollaborative: s.isCollaborative,
    collaborationStatus: s.collaborationStatus,
    parentContributions: s.parentContributions,
    childContributions: s.childContributions,
    generationStatus: s.generationStatus,
    progress: s.progress,
    generationError: s.generationError,
    pageStarts: s.pages
      ? pageStartsOf(
          s.pages.map((p) => p.text),
          s.content,
        )
      : null,
    ...(extras.illustrations ? { illustrations: extras.illustrations } : {}),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    ...(extras.ordered === undefined ? {} : { ordered: extras.ordered }),
    ...(extras.withShareLink ? { sharePath: sharePathOf(s) } : {}),
  };
}

/** A row of the caller's own list (its creator's: the share link is theirs). */
export function toStorySummaryDto(s: StoryEntity): StorySummary {
  return {
    id: s.id,
    title: s.title,
    theme: s.theme,
    animal: s.animal,
    childName: s.childName,
    isCollaborative: s.isCollaborative,
    collaborationStatus: s.collaborationStatus,
    generationStatus: s.generationStatus,
    createdAt: s.createdAt.toISOString(),
    sharePath: sharePathOf(s),
  };
}
