// Texts of the home page's story panel. Browser-safe and zod-free: the home page loads it.

export const STORY_PANEL_TEXTS = {
  creating: 'Creating your story...',
  /** Announced (not the whole story) when the story appears. */
  ready: (title: string) => `Your story is ready: ${title}`,
} as const;
