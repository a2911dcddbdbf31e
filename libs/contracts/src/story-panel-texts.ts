// Texts of the home page's story panel. Browser-safe and zod-free: the home page loads it.

export const STORY_PANEL_TEXTS = {
  creating: 'Creating your story...',
  /** Announced (not the whole story) when the story appears. */
  ready: (title: string) => `Your story is ready: ${title}`,
  /** Asked before "Write another version" replaces the story on screen. */
  confirmAnotherVersion:
    'Write another version? The story shown now, with any corrections you made, is kept: you can go back to it under "Earlier versions".',
  versionsHeading: 'Earlier versions',
  goBack: 'Go back to this version',
  /** Asked before an earlier version replaces the story on screen. */
  confirmGoBack: 'Go back to this version? The story shown now is kept among the earlier versions.',
  wentBack: 'This version is your story again.',
  words: (n: number) => `${n} words`,
  /** 409 when there is no such version to go back to, or the story can't change now. */
  noSuchVersion: 'This version is no longer there to go back to.',
} as const;

/** `GET /api/stories/{id}/versions`: an earlier version of a story, newest first. */
export interface StoryVersion {
  revision: number;
  title: string;
  wordCount: number;
  /** When it was written (ISO time). */
  writtenAt: string;
  /** Its first words, to tell the versions apart. */
  opening: string;
}
