import { pageStartsOf, type Story, type StorySummary } from '@shop/contracts';
import type { StoryEntity } from '@shop/db';

/** The API's view of a story: no owner id, token, seed or engine internals. */
export function toStoryDto(s: StoryEntity): Story {
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
