import {
  pageStartsOf,
  type Story,
  type StoryIllustrationsSummary,
  type StorySummary,
} from '@shop/contracts';
import type { StoryEntity } from '@shop/db';

/**
 * The API's view of a story: no owner id, token, seed or engine internals; with how far its
 * pictures are when the caller looked that up.
 */
export function toStoryDto(s: StoryEntity, illustrations?: StoryIllustrationsSummary): Story {
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
    ...(illustrations ? { illustrations } : {}),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toStorySummaryDto(s: StoryEntity): StorySummary {
  return {
    id: s.id,
    title: s.title,
    theme: s.theme,
    animal: s.animal,
    childName: s.childName,
    isCollaborative: s.isCollaborative,
    generationStatus: s.generationStatus,
    createdAt: s.createdAt.toISOString(),
  };
}
