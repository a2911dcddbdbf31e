// Texts of the home page's story panel. Browser-safe and zod-free: the home page loads it.

export const STORY_PANEL_TEXTS = {
  creating: 'Creating your story...',
  /** Announced (not the whole story) when the story appears. */
  ready: (title: string) => `Your story is ready: ${title}`,
  /** Asked before "Write another version" replaces the story on screen. */
  confirmAnotherVersion:
    'Write another version? The story shown now, with any corrections you made, will be replaced by a new one.',
} as const;
