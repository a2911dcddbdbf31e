import type { Season, SettingKind, StoryTheme } from '@shop/contracts';

/** Where a theme's story is set and in which season (a woven story's first scene). */
export interface ThemeSetting {
  place: SettingKind;
  season: Season;
}

/** Each theme's place and season. */
export const THEME_MATERIAL: ReadonlyMap<StoryTheme, ThemeSetting> = new Map<
  StoryTheme,
  ThemeSetting
>([
  ['kindness', { place: 'park', season: 'autumn' }],
  ['courage', { place: 'forest', season: 'autumn' }],
  ['friendship', { place: 'playground', season: 'spring' }],
  ['patience', { place: 'garden', season: 'spring' }],
  ['honesty', { place: 'kitchen', season: 'summer' }],
  ['teamwork', { place: 'orchard', season: 'autumn' }],
  ['diversity', { place: 'meadow', season: 'summer' }],
  ['empathy', { place: 'village-street', season: 'summer' }],
  ['gratitude', { place: 'farm', season: 'autumn' }],
  ['respect', { place: 'library', season: 'winter' }],
  ['numbers', { place: 'orchard', season: 'autumn' }],
  ['alphabet', { place: 'classroom', season: 'summer' }],
  ['colors', { place: 'workshop', season: 'summer' }],
  ['animals', { place: 'pond', season: 'spring' }],
  ['nature', { place: 'forest', season: 'autumn' }],
  ['science', { place: 'river', season: 'summer' }],
  ['geography', { place: 'living-room', season: 'winter' }],
  ['history', { place: 'museum', season: 'spring' }],
  ['music', { place: 'village-street', season: 'summer' }],
  ['art', { place: 'garden', season: 'spring' }],
  ['challenges', { place: 'park', season: 'spring' }],
  ['curiosity', { place: 'beach', season: 'summer' }],
  ['persistence', { place: 'hill', season: 'spring' }],
  ['creativity', { place: 'river', season: 'summer' }],
  ['planning', { place: 'campsite', season: 'summer' }],
]);
