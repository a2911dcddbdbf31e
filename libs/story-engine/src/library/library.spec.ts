import {
  AGE_RANGES,
  ANIMALS,
  BOOK,
  STORY_LENGTHS,
  THEME_VALUES,
  isPageScene,
} from '@shop/contracts';
import { auditStory } from './audit';
import { composeStory, pickStory, storiesFor } from './compose';
import { library, readLibrary, storyFiles } from './loader';

// The library as it is: every story file parses and passes every check the writers' tool runs.
const stories = library();

describe('the story library', () => {
  it('has a story for every theme, band and animal', () => {
    const missing = THEME_VALUES.flatMap((theme) =>
      AGE_RANGES.flatMap((band) =>
        ANIMALS.filter((animal) => storiesFor(theme, band, animal).length === 0).map(
          (animal) => `${theme}/${band}/${animal}`,
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has two stories or more for every theme and band ("Write another version" tells another plot)', () => {
    const thin = THEME_VALUES.flatMap((theme) =>
      AGE_RANGES.filter(
        (band) => stories.filter((s) => s.theme === theme && s.band === band).length < 2,
      ).map((band) => `${theme}/${band}`),
    );
    expect(thin).toEqual([]);
  });

  it('reads every story file', () => {
    expect(readLibrary().length).toBe(storyFiles().length);
    expect(stories.length).toBe(storyFiles().length);
    expect(stories.length).toBeGreaterThan(0);
    expect(library()).toBe(library());
  });

  it.each(stories.map((s) => [s.id, s] as const))('%s passes every check', (_id, story) => {
    expect(auditStory(story)).toEqual([]);
  });
});

describe('composeStory', () => {
  const req = {
    childName: 'James',
    animal: 'penguin' as const,
    pronoun: 'he' as const,
    seed: 3,
  };

  it.each(stories.map((s) => [s.id, s] as const))(
    'tells %s as ten pages within 5% of the length, the same each time',
    (_id, story) => {
      const plays = (a: (typeof ANIMALS)[number]) =>
        storiesFor(story.theme, story.band, a).some((s) => s.id === story.id);
      const animal = plays(req.animal) ? req.animal : ANIMALS.find(plays)!;
      const fits = storiesFor(story.theme, story.band, animal);
      // the seed that picks this story
      const seed = [...Array(fits.length).keys()].find(
        (s) =>
          pickStory({ theme: story.theme, ageRange: story.band, animal, seed: s })!.id === story.id,
      )!;
      const r = { ...req, animal, seed, theme: story.theme, ageRange: story.band };
      const length = STORY_LENGTHS[story.band];
      const book = composeStory({ ...r, wordCount: length.default });
      expect(book.blueprintId).toBe(story.id);
      expect(book.pages).toHaveLength(BOOK.storyPages);
      expect(book.pages.every((p) => isPageScene(p.scene))).toBe(true);
      expect(book.content).toBe(book.pages.map((p) => p.text).join('\n\n'));
      expect(Math.abs(book.wordCount / length.default - 1)).toBeLessThanOrEqual(0.05);
      expect(book.content).not.toMatch(/[{}"']/);
      expect(composeStory({ ...r, wordCount: length.default })).toEqual(book);
      // however much is asked, a toddler or preschool book stays within its band
      const most = composeStory({ ...r, wordCount: 2000 });
      expect(most.wordCount).toBeLessThanOrEqual(length.max);
    },
  );

  it('gives consecutive seeds another story wherever a theme, band and animal have two', () => {
    for (const theme of THEME_VALUES)
      for (const band of AGE_RANGES)
        for (const animal of ANIMALS) {
          if (storiesFor(theme, band, animal).length < 2) continue;
          for (let seed = 0; seed < 4; seed++) {
            const r = { theme, ageRange: band, animal, seed };
            expect(pickStory(r)!.id).not.toBe(pickStory({ ...r, seed: seed + 1 })!.id);
          }
        }
  });

  it('throws a clear error for a request no story fits', () => {
    const r = {
      ...req,
      theme: 'kindness' as const,
      ageRange: 'toddler' as const,
      wordCount: 300,
    };
    expect(() => composeStory(r, [])).toThrow(
      'The story library has no kindness story for toddler that a penguin can play.',
    );
  });
});
