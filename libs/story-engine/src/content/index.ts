import { type StoryTheme } from '@shop/contracts';
import { type Blueprint, type Retelling, type ThemeVoice } from './blueprint';
import { EDUCATIONAL_BLUEPRINTS, EDUCATIONAL_VOICES } from './educational';
import { LIFE_BLUEPRINTS, LIFE_VOICES } from './life';
import { MORAL_BLUEPRINTS, MORAL_VOICES } from './moral';
import { EDUCATIONAL_RETOLD } from './retold-educational';
import { LIFE_RETOLD } from './retold-life';
import { MORAL_RETOLD } from './retold-moral';

export const BLUEPRINTS: readonly Blueprint[] = [
  ...MORAL_BLUEPRINTS,
  ...EDUCATIONAL_BLUEPRINTS,
  ...LIFE_BLUEPRINTS,
];

export const BLUEPRINTS_BY_THEME: ReadonlyMap<StoryTheme, readonly Blueprint[]> = (() => {
  const m = new Map<StoryTheme, Blueprint[]>();
  for (const b of BLUEPRINTS) m.set(b.theme, [...(m.get(b.theme) ?? []), b]);
  return m;
})();

/** Second tellings, by blueprint id. */
export const RETOLD: ReadonlyMap<string, Retelling> = new Map(
  Object.entries({ ...MORAL_RETOLD, ...EDUCATIONAL_RETOLD, ...LIFE_RETOLD }),
);

export const VOICES: ReadonlyMap<StoryTheme, ThemeVoice> = new Map(
  [...MORAL_VOICES, ...EDUCATIONAL_VOICES, ...LIFE_VOICES].map((v) => [v.theme, v]),
);

export { ANIMAL_INFO, type AnimalInfo } from './animals';
export type { Blueprint, Retelling, ThemeVoice } from './blueprint';
