import { AGE_RANGES, ANIMALS, THEME_VALUES } from '@shop/contracts';
import { composeStory } from '../compose';
import { sharedFourGrams } from '../quality/metrics';
import { hash } from '../rng';
const by = new Map<string, number[]>();
let i = 0;
for (const animal of ANIMALS.slice(0, 3))
  for (const theme of THEME_VALUES)
    for (const ageRange of AGE_RANGES)
      for (const wordCount of [1000, 1600, 2000]) {
        const seed = hash(`c${i++}`) & 0x7fffffff;
        const a = composeStory({ childName: 'Mia', animal, theme, ageRange, wordCount, seed });
        const b = composeStory({
          childName: 'Mia',
          animal,
          theme,
          ageRange,
          wordCount,
          seed: hash(`o${seed}`) & 0x7fffffff,
        });
        const sh = sharedFourGrams(a.content, b.content);
        for (const k of [
          ageRange,
          String(wordCount),
          a.blueprintId === b.blueprintId ? 'same' : 'diff',
        ])
          by.set(k, [...(by.get(k) ?? []), sh]);
      }
for (const [k, v] of by)
  console.log(
    k.padEnd(18),
    (v.reduce((a, b) => a + b, 0) / v.length).toFixed(3),
    Math.max(...v).toFixed(3),
  );
