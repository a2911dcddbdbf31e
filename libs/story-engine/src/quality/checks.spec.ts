import type { PageScene, Pronoun } from '@shop/contracts';
import type { ComposedStory } from '../types';
import { GLITCHES, glitchesOf, settingConflicts } from './checks';

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

describe('the checks an LLM story must pass', () => {
  const scene = {
    setting: 'kitchen',
    timeOfDay: 'morning',
    weather: 'sunny',
    season: 'summer',
  } as unknown as PageScene;
  const told = (text: string, title = 'Mia and the Kite'): ComposedStory => ({
    title,
    content: text,
    wordCount: text.split(/\s+/).length,
    pages: [{ text, scene }],
    seed: 1,
    provider: 'openai',
  });
  const hits = (text: string, pronoun: Pronoun = 'she', title?: string) =>
    glitchesOf(told(text, title), pronoun).length + settingConflicts(told(text, title)).length;

  it('still refuse the slips they were written for', () => {
    for (const bad of [
      '“Can I come?” asked she.',
      'Mia’S kite flew.',
      'Bumble shook Bumble’s head.',
      'Mia felt a small knot in their belly.',
      'Mia saw the the kite.',
      'Mia ran.\n\nthen she stopped.',
      'She counted them.',
      'Mia saw the sand.',
      'The sun shone on the stars. The stars came out and the moon rose at sunset.',
      'Mia climbed into bed.',
      'Snow fell on the hills.',
      'Moo! Baa! went the field.',
    ])
      expect({ bad, hits: hits(bad) > 0 }).toEqual({ bad, hits: true });
    expect(hits('Mia ran.', 'she', 'Mia’S Kite')).toBeGreaterThan(0);
  });

  it('let the library’s right English be', () => {
    for (const good of [
      'Mia said she would ask.',
      'IT’S A KITE, said the sign.',
      'Mia jumped up, and the leaf that had been on Mia’s head fell off.',
      'Mia had had enough of waiting.',
      'It cost £105.58. “…eighteen, nineteen, TWENTY!”',
      'Inside the box was…\n\ntwo cookies!',
      'The hedgehog was fast asleep.',
      'She baked the cake that morning.',
      'Quack! Quack! Snow fell off the fence. It said _ I L L LANE.',
    ])
      expect({ good, hits: hits(good) }).toEqual({ good, hits: 0 });
    // "their" is the child's own when the child is "they"
    expect(hits('Mia felt a small knot in their belly.', 'they')).toBe(0);
    expect(hits('Mia ran.', 'she', 'Mia and the Four O’Clock Bakery')).toBe(0);
  });
});
