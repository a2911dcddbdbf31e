import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANIMALS } from '@shop/contracts';
import { ABILITIES, ABILITY_ANIMALS, SPECIES, abilitiesOf } from './species';

describe('the species table', () => {
  it('has the abilities exactly as the library format’s table gives them', () => {
    const readme = readFileSync(join(__dirname, '../../stories/README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `([a-z-]+)`[^|]*\| ([a-z, ]+?) *\|$/gm)].map(
      (m) => [m[1]!, m[2]!.split(', ').sort()] as const,
    );
    expect(rows.map(([a]) => a)).toEqual([...ABILITIES]);
    for (const [ability, animals] of rows)
      expect([...ABILITY_ANIMALS[ability as keyof typeof ABILITY_ANIMALS]].sort()).toEqual(animals);
  });

  it('gives every animal its words and names, half of them he and half she', () => {
    for (const animal of ANIMALS) {
      const s = SPECIES[animal];
      expect(s.kind).toBe(animal);
      expect(s.a).toMatch(new RegExp(`^an? ${animal}$`));
      expect(s.names.length).toBeGreaterThanOrEqual(10);
      expect(s.names.filter(([, p]) => p === 'he').length).toBe(s.names.length / 2);
      expect(new Set(s.names.map(([n]) => n)).size).toBe(s.names.length);
      expect(abilitiesOf(animal).size).toBeGreaterThan(0);
    }
    expect(SPECIES.owl.a).toBe('an owl');
    expect(SPECIES.unicorn.a).toBe('a unicorn');
    expect(abilitiesOf('penguin').has('fly')).toBe(false);
    expect(abilitiesOf('turtle').has('climb')).toBe(false);
  });
});
