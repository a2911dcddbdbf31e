// Texts and helpers for what may happen to a story once it is ordered or while it is unfinished.
// Browser-safe and zod-free: the story view and the home panel load it.

/**
 * A story with a paid order (or a test order) is frozen: what was ordered is what gets printed.
 * Each refusal is a 409 with one of these sentences; the UI shows `reason` beside the disabled
 * actions.
 */
export const STORY_FROZEN_TEXTS = {
  reason: 'This story has been ordered, so it can no longer be changed.',
  rewrite: 'This story has been ordered, so it can no longer be rewritten.',
  text: 'This story has been ordered, so its text can no longer be changed.',
  contribute: 'This story has been ordered, so no more parts can be added.',
  pictureText: 'This story has been ordered, so the text on its pictures can no longer be changed.',
  dedication: 'This story has been ordered, so its dedication can no longer be changed.',
} as const;
export type StoryFrozenAction = Exclude<keyof typeof STORY_FROZEN_TEXTS, 'reason'>;

/** Only finished stories are for sale: the refusals of checkout and test orders, and the UI. */
export const STORY_SALE_TEXTS = {
  notReady: 'This story is still being written. Please wait for it to finish.',
  failed: "This story couldn't be finished. Please write another version before ordering.",
  unfinishedTogether:
    'This story is still being written together. Finish writing together first, then order your book.',
  finishFirst: 'Finish writing together first',
  continueTogether: 'Continue writing together',
} as const;

/** What a story needs to be bought, as the server and the UI both judge it. */
export interface SaleState {
  generationStatus: string;
  isCollaborative: boolean;
  collaborationStatus: string;
}

/** Null when the story can be bought; otherwise the sentence saying why not. */
export function notForSaleReason(story: SaleState): string | null {
  if (story.isCollaborative && story.collaborationStatus !== 'complete')
    return STORY_SALE_TEXTS.unfinishedTogether;
  if (story.generationStatus === 'failed') return STORY_SALE_TEXTS.failed;
  if (story.generationStatus !== 'ready') return STORY_SALE_TEXTS.notReady;
  return null;
}

/** Where both writers of a story written together write: `${COLLABORATE_PATH}/{storyId}/{token}`. */
export const COLLABORATE_PATH = '/collaborate';

/** The page both writers of a story written together use (its share link). */
export function collaboratePath(storyId: string, token: string): string {
  return `${COLLABORATE_PATH}/${encodeURIComponent(storyId)}/${encodeURIComponent(token)}`;
}
