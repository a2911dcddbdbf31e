import type { AgeRange, Animal, PageScene, Pronoun, StoryTheme } from '@shop/contracts';

export interface StoryRequest {
  childName: string;
  animal: Animal;
  theme: StoryTheme;
  ageRange: AgeRange;
  wordCount: number;
  seed: number;
  /** How the story refers to the child after the first mention on a page; default 'they'. */
  pronoun?: Pronoun;
}

export interface BookPage {
  text: string;
  /** What the page's picture shows: the figures acting, the framing, the key object's state. */
  scene: PageScene;
}

export interface ComposedStory {
  title: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  wordCount: number;
  /** Exactly BOOK.storyPages pages; their texts joined by a blank line equal `content`. */
  pages: BookPage[];
  seed: number;
  provider: 'builtin' | 'openai';
  /** The library story's id (its file name). */
  blueprintId?: string;
  /** The animal companion's name in the story. */
  companionName?: string;
}

export interface WriteOptions {
  onProgress?: (percent: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface StoryProvider {
  readonly name: string;
  write(req: StoryRequest, opts?: WriteOptions): Promise<ComposedStory>;
}
