import { composeFragmentStory as composeStory } from '../compose';
import { voicePage, type PageVoice } from './voice';

const voice = (palSpecies?: string): PageVoice => ({
  name: 'Mia',
  pronoun: 'she',
  vars: { P: 'Sheldon', A: 'turtle', H: 'Grandpa Finn', O: 'the red scarf' },
  ...(palSpecies ? { palSpecies } : {}),
});

describe('voicePage: the companion', () => {
  it('names it first on a page, then says "the turtle" at every second mention beside the story\'s own things', () => {
    const { texts } = voicePage(
      [
        '{P} sat down.',
        '{H} watched {P}.',
        '{P} yawned.',
        '{P} looked at dusk.',
        'It was {P}’s idea.',
        '{P} ate {O}.',
        '{P} was slow, but {P} was sure.',
      ],
      voice('turtle'),
    );
    expect(texts).toEqual([
      'Sheldon sat down.',
      'Grandpa Finn watched the turtle.',
      'Sheldon yawned.',
      // a sentence with nothing of this story's own keeps the name: it would be any turtle's
      'Sheldon looked at dusk.',
      'It was Sheldon’s idea.',
      // (sentence starts are capitalised when the page is put together)
      'the turtle ate the red scarf.',
      'Sheldon was slow, but the turtle was sure.',
    ]);
  });

  it('keeps the name in speech and in an introduction ("Sheldon the turtle")', () => {
    const { texts } = voicePage(
      [
        '{P} came.',
        '"Come on, {P}!" said {C}.',
        'Mia met {P} the {A}.',
        'Then {P}, a little turtle, slept.',
      ],
      voice('turtle'),
    );
    expect(texts.join(' ')).toBe(
      'Sheldon came. "Come on, Sheldon!" said Mia. Mia met Sheldon the turtle. Then Sheldon, a little turtle, slept.',
    );
  });

  it('always names it when "the turtle" could mean someone else', () => {
    const { texts } = voicePage(['{P} sat.', '{H} watched {P}.'], voice());
    expect(texts).toEqual(['Sheldon sat.', 'Grandpa Finn watched Sheldon.']);
  });
});

describe('composeStory: "the fox" only from five up, and only where it is the companion alone', () => {
  const req = {
    childName: 'Mia',
    animal: 'fox' as const,
    theme: 'kindness' as const,
    wordCount: 1000,
  };
  /** "the fox" standing for the companion (not "Kit the fox", its introduction). */
  const standsIn = (text: string) =>
    / the fox\b/i.test(text.replace(/\b[A-Z][a-z]+,? (?:the|a) (?:\w+ )?fox\b/g, ''));

  it('varies the name with the species for early readers, and names it for toddlers', () => {
    const older = Array.from({ length: 6 }, (_, seed) =>
      composeStory({ ...req, ageRange: 'early-elementary', seed }),
    );
    expect(older.some((s) => standsIn(s.content))).toBe(true);
    for (let seed = 0; seed < 6; seed++)
      expect(standsIn(composeStory({ ...req, ageRange: 'toddler', seed }).content)).toBe(false);
  });
});
