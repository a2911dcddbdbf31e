import type { AgeRange } from '@shop/contracts';
import type { PlotPattern } from '../types';
import { EARLY_PATTERNS } from './early';
import { LITTLE_PATTERNS } from './little';
import { OLDER_PATTERNS } from './older';

/** Each band's plot patterns (three or more), told with any theme's material. */
export const PATTERNS: Readonly<Record<AgeRange, readonly PlotPattern[]>> = {
  toddler: LITTLE_PATTERNS,
  preschool: LITTLE_PATTERNS,
  'early-elementary': EARLY_PATTERNS,
  'upper-elementary': OLDER_PATTERNS,
  'middle-school': OLDER_PATTERNS,
};
