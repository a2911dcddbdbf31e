import { composeFragmentStory as composeStory } from '../compose';
import { matrixCells } from '../quality/report';
import { sentences } from '../text';
import { DIRECTIONS } from './patterns/common';
import { SPOTS } from './spots';
import { materialFor } from './themes';

const PREP =
  '(?:in|under|behind|beside|by|near|on|at|among|between|inside|halfway|down|up|over|round|far|close)';
/** How the little plots tell a place to look: "In the dunes?", "Is it …, Flip?", "Look …, Flip!", "Any shells …, Flip?" */
const TOLD = [
  new RegExp(`^"?(${PREP}\\b[^.?!",]*)\\?"?$`, 'i'),
  new RegExp(`^"?Is (?:it|the [^.?!,]+?|[A-Z][a-z]+) (${PREP}\\b[^.?!",]*), [A-Z][a-z]+\\?"?$`),
  new RegExp(`^"?Look (${PREP}\\b[^.?!",]*), [A-Z][a-z]+!"?$`),
  new RegExp(`^"?Any [a-z]+ (${PREP}\\b[^.?!",]*), [A-Z][a-z]+\\?"?$`),
];

describe('places to look', () => {
  it('are distinct within each setting', () => {
    for (const list of Object.values(SPOTS)) expect(new Set(list).size).toBe(list.length);
  });

  // a place is told as written: a preposition swapped at runtime writes "Behind the shallow waves?"
  it('told in the little plots of the matrix are each one written in SPOTS (or a direction)', () => {
    const cells = matrixCells({ animals: 1, lengths: [1000, 2000], seeds: 1 }).filter(
      (c) => c.ageRange === 'toddler' || c.ageRange === 'preschool',
    );
    const wrong: string[] = [];
    let told = 0;
    for (const req of cells) {
      const place = materialFor(req)!.place;
      const written = new Set<string>([...(SPOTS[place] ?? []), ...DIRECTIONS]);
      for (const s of sentences(composeStory(req).content.replace(/\n+/g, ' ')))
        for (const form of TOLD) {
          const spot = form.exec(s)?.[1];
          if (!spot) continue;
          told++;
          if (!written.has(spot.charAt(0).toLowerCase() + spot.slice(1)))
            wrong.push(`${place}: ${s}`);
        }
    }
    expect(told).toBeGreaterThan(cells.length * 10);
    expect(wrong).toEqual([]);
  });
});
