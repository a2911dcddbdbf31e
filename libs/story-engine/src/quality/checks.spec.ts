import { GLITCHES } from './checks';

const pronounGlitch = GLITCHES.find((g) => g.name.startsWith('a subject pronoun as an object'))!;

describe('glitch patterns', () => {
  it('catch the child in subject form where the grammar needs an object', () => {
    for (const bad of [
      'and Pipkin followed she.',
      'and he let he try the wheel.',
      'Pipkin had to gently pull they back by the sleeve.',
      'Mrs. Budd looked at he with a smile.',
      'It cost she something.',
    ])
      expect({ bad, hit: pronounGlitch.re.test(bad) }).toEqual({ bad, hit: true });
    for (const good of [
      'Pipkin followed her.',
      'Mia saw they had an hour of light.',
      'They gave all the help she needed.',
      'The hen was glad, for she was tired.',
      'So did she.',
      'Over she went!',
    ])
      expect({ good, hit: pronounGlitch.re.test(good) }).toEqual({ good, hit: false });
  });
});
