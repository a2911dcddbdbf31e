/**
 * The story form's option lists. Values are stored in the database and sent over the wire;
 * labels are what people read. Browser-safe: no Node imports.
 */

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const ANIMALS = [
  'fox',
  'rabbit',
  'bear',
  'owl',
  'turtle',
  'elephant',
  'lion',
  'giraffe',
  'penguin',
  'panda',
  'koala',
  'dragon',
  'monkey',
  'unicorn',
] as const;
export type Animal = (typeof ANIMALS)[number];

/** Capitalised label for an animal value ("fox" → "Fox"). */
export function animalLabel(animal: string): string {
  return animal.charAt(0).toUpperCase() + animal.slice(1);
}

export const AGE_GROUPS = [
  {
    value: 'toddler',
    label: 'Toddlers 2-3 years',
    description: 'simple words, repetitive phrases, basic concepts',
  },
  {
    value: 'preschool',
    label: 'Preschool 3-5 years',
    description: 'short sentences, everyday scenarios, basic emotions',
  },
  {
    value: 'early-elementary',
    label: 'Early Elementary 5-7 years',
    description: 'more complex stories, character development, moral lessons',
  },
  {
    value: 'upper-elementary',
    label: 'Upper Elementary 8-10 years',
    description: 'chapter-style stories, more nuanced themes, deeper concepts',
  },
  {
    value: 'middle-school',
    label: 'Middle School 11-13 years',
    description: 'rich vocabulary, complex plots, relevant pre-teen themes',
  },
] as const;
export type AgeRange = (typeof AGE_GROUPS)[number]['value'];
export const AGE_RANGES = AGE_GROUPS.map((g) => g.value) as unknown as readonly [
  AgeRange,
  ...AgeRange[],
];
export const DEFAULT_AGE_RANGE: AgeRange = 'early-elementary';

export const MORAL_THEMES = [
  { value: 'kindness', label: 'Kindness & Sharing' },
  { value: 'courage', label: 'Courage & Bravery' },
  { value: 'friendship', label: 'Making Friends' },
  { value: 'patience', label: 'Patience & Waiting' },
  { value: 'honesty', label: 'Honesty & Truth' },
  { value: 'teamwork', label: 'Teamwork & Cooperation' },
  { value: 'diversity', label: 'Celebrating Differences' },
  { value: 'empathy', label: "Understanding Others' Feelings" },
  { value: 'gratitude', label: 'Being Thankful' },
  { value: 'respect', label: 'Showing Respect' },
] as const;

export const EDUCATIONAL_THEMES = [
  { value: 'numbers', label: 'Learning Numbers' },
  { value: 'alphabet', label: 'ABC Adventures' },
  { value: 'colors', label: 'Colors & Shapes' },
  { value: 'animals', label: 'Animal Facts' },
  { value: 'nature', label: 'Exploring Nature' },
  { value: 'science', label: 'Simple Science' },
  { value: 'geography', label: 'Places Around the World' },
  { value: 'history', label: 'Historical Stories' },
  { value: 'music', label: 'Music & Rhythm' },
  { value: 'art', label: 'Arts & Creativity' },
] as const;

export const LIFE_SKILLS_THEMES = [
  { value: 'challenges', label: 'Overcoming Challenges' },
  { value: 'curiosity', label: 'Curiosity & Discovery' },
  { value: 'persistence', label: 'Never Giving Up' },
  { value: 'creativity', label: 'Creative Problem Solving' },
  { value: 'planning', label: 'Planning Ahead' },
] as const;

/** The combined list: moral, then educational, then life skills. */
export const STORY_THEMES = [
  ...MORAL_THEMES,
  ...EDUCATIONAL_THEMES,
  ...LIFE_SKILLS_THEMES,
] as const;
export type StoryTheme = (typeof STORY_THEMES)[number]['value'];
export const THEME_VALUES = STORY_THEMES.map((t) => t.value) as unknown as readonly [
  StoryTheme,
  ...StoryTheme[],
];

/** The three theme tabs of the home form, in display order ("Social & Emotional" is the default). */
export const THEME_CATEGORIES = [
  {
    value: 'social-emotional',
    label: 'Social & Emotional',
    placeholder: 'Select a social/emotional theme',
    themes: MORAL_THEMES,
  },
  {
    value: 'learning',
    label: 'Learning',
    placeholder: 'Select a learning theme',
    themes: EDUCATIONAL_THEMES,
  },
  {
    value: 'problem-solving',
    label: 'Problem Solving',
    placeholder: 'Select a problem-solving theme',
    themes: LIFE_SKILLS_THEMES,
  },
] as const;
export type ThemeCategory = (typeof THEME_CATEGORIES)[number]['value'];

/** The theme's label, or the raw value when no label matches (Previous Stories). */
export function themeLabel(theme: string): string {
  return STORY_THEMES.find((t) => t.value === theme)?.label ?? theme;
}

export function ageGroup(value: string) {
  return AGE_GROUPS.find((g) => g.value === value);
}

export const CHILD_GENDERS = ['unspecified', 'boy', 'girl', 'non-binary'] as const;
export type ChildGender = (typeof CHILD_GENDERS)[number];

export const CHILD_RACES = [
  'unspecified',
  'asian',
  'black',
  'hispanic',
  'middleeastern',
  'nativeamerican',
  'pacificislander',
  'white',
  'multiracial',
] as const;
export type ChildRace = (typeof CHILD_RACES)[number];

/** Cover colours (primary, secondary) per animal keyword, plus a default. */
export const COVER_PALETTE: Readonly<Record<string, { primary: string; secondary: string }>> = {
  fox: { primary: '#E8772E', secondary: '#FBE3CF' },
  bear: { primary: '#8B5A3C', secondary: '#F1E0D2' },
  rabbit: { primary: '#C9A6C9', secondary: '#F7EDF7' },
  owl: { primary: '#6B5B95', secondary: '#E9E4F4' },
  wolf: { primary: '#5F7A8A', secondary: '#E3EBF0' },
  elephant: { primary: '#7D8CA3', secondary: '#E6EAF1' },
  monkey: { primary: '#A0673A', secondary: '#F4E4D4' },
  lion: { primary: '#D9A323', secondary: '#FBF0D2' },
  tiger: { primary: '#E0812A', secondary: '#FCE6CF' },
  penguin: { primary: '#2E4A62', secondary: '#DDE7F0' },
  giraffe: { primary: '#D8A24A', secondary: '#FAEEDA' },
  zebra: { primary: '#3A3A3A', secondary: '#EDEDED' },
  turtle: { primary: '#4E9A6B', secondary: '#DDF1E4' },
  cat: { primary: '#B07AA1', secondary: '#F5E9F2' },
  dog: { primary: '#A67C52', secondary: '#F3E8DC' },
  dolphin: { primary: '#3A8FB7', secondary: '#DCEFF8' },
  default: { primary: '#5B7FDB', secondary: '#E3EAFA' },
};

export function coverColors(animal: string) {
  return COVER_PALETTE[animal] ?? COVER_PALETTE.default!;
}

export const COVER_SIZES = {
  sm: { width: 140, height: 100 },
  md: { width: 200, height: 140 },
  lg: { width: 280, height: 200 },
} as const;
export type CoverSize = keyof typeof COVER_SIZES;

/**
 * The web cover's paper bands, as fractions of the square cover's side: the title band ends by
 * `titleEnd`, the name band starts at `nameStart` or lower. The cover picture draws its figures
 * between the two, so no band covers a face at any size.
 */
export const COVER_BANDS = { titleEnd: 0.4, nameStart: 0.72 } as const;
