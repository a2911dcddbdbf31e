import { AGE_RANGES, ANIMALS, THEME_VALUES } from '@shop/contracts';
import { composeStory } from '../compose';
import { hash } from '../rng';
let i = 0;
for (const animal of ANIMALS)
  for (const theme of THEME_VALUES)
    for (const ageRange of AGE_RANGES)
      for (const wordCount of [1000, 1200, 1400, 1600, 1800, 2000]) {
        const seed = hash(`cell-${i++}`) & 0x7fffffff;
        const s = composeStory({ childName: 'Mia', animal, theme, ageRange, wordCount, seed });
        const e = (s.wordCount - wordCount) / wordCount;
        if (Math.abs(e) > 0.04)
          console.log(animal, theme, ageRange, wordCount, seed, s.wordCount, e.toFixed(3));
      }
