import type { AgeRange, Animal, Pronoun, StoryTheme } from '@shop/contracts';

export interface StoryRequest {
  childName: string;
  animal: Animal;
  theme: StoryTheme;
  ageRange: AgeRange;
  wordCount: number;
  seed: number;
  /** How to refer to the child after the first mention on a page; 'they' when absent. */
  pronoun?: Pronoun;
}

export interface SceneDescription {
  setting: string;
  timeOfDay: 'morning' | 'afternoon' | 'evening' | 'night';
  weather: string;
  characters: string[];
  action: string;
  mood: string;
}

export interface BookPage {
  text: string;
  scene: SceneDescription;
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
  blueprintId?: string;
}

export interface WriteOptions {
  onProgress?: (percent: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface StoryProvider {
  readonly name: string;
  write(req: StoryRequest, opts?: WriteOptions): Promise<ComposedStory>;
}
