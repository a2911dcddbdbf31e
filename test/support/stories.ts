import type { Story } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import type { Visitor } from './harness';

export const VALID_STORY = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  wordCount: 1200,
  isCollaborative: false,
};

/** Polls the story like the browser does until it reaches a final state. */
export function waitForFinalStory(
  visitor: Visitor,
  id: string,
  timeoutMs = 20_000,
): Promise<Story> {
  return waitFor(
    async () => {
      const res = await visitor.get(`/api/stories/${id}`);
      const story = res.json() as Story;
      return story.generationStatus === 'ready' || story.generationStatus === 'failed'
        ? story
        : undefined;
    },
    { timeoutMs, what: `story ${id} to finish` },
  );
}
