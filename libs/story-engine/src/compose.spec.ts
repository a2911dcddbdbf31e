import {
  AGE_RANGES,
  ANIMALS,
  BOOK,
  HELPER_SPECIES,
  MOODS,
  PEOPLE,
  POSES,
  PROPS,
  SEASONS,
  SETTINGS,
  THEME_VALUES,
  TIMES_OF_DAY,
  WEATHERS,
} from '@shop/contracts';
import { composeFragmentStory as composeStory, plotFor, plotsFor } from './compose';
import { materialFor } from './plot/themes';
import { glitchesOf, namePer100, plotShare, settingConflicts } from './quality/checks';
import { hash } from './rng';
import { capitaliseSentences, sentences, titleCase } from './text';
import { type StoryRequest } from './types';
import { validateStory } from './validate';

/** A spread-out sample: every band and theme, rotating animals, lengths and pronouns. */
function sample(): StoryRequest[] {
  const out: StoryRequest[] = [];
  let i = 0;
  for (const ageRange of AGE_RANGES)
    for (const theme of THEME_VALUES) {
      out.push({
        childName: 'Mia',
        animal: ANIMALS[i % ANIMALS.length]!,
        theme,
        ageRange,
        wordCount: [1000, 1400, 2000][i % 3]!,
        seed: hash(`spec-${i}`) & 0x7fffffff,
        pronoun: (['she', 'he', 'they'] as const)[i % 3],
      });
      i++;
    }
  return out;
}

const base: StoryRequest = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  wordCount: 1200,
  seed: 7,
};

describe('composeStory', () => {
  const stories = sample().map((req) => ({ req, story: composeStory(req) }));

  it('is deterministic for a request, seed included', () => {
    expect(composeStory(base)).toEqual(composeStory({ ...base }));
    expect(composeStory(base).content).not.toBe(composeStory({ ...base, seed: 8 }).content);
  });

  it('keeps every length within ±5% and lays the text out on the book\u2019s pages', () => {
    for (const { req, story } of stories) {
      expect({
        req,
        err: Math.abs(story.wordCount - req.wordCount) / req.wordCount <= 0.05,
      }).toEqual({ req, err: true });
      expect(story.pages).toHaveLength(BOOK.storyPages);
      expect(story.pages.map((p) => p.text).join('\n\n')).toBe(story.content);
      expect(validateStory(story, req, 0.05, { style: false })).toEqual([]);
    }
  });

  it('writes every page scene in the scene vocabulary, helpers as species or people', () => {
    const cast = new Set<string>([...HELPER_SPECIES, ...PEOPLE]);
    for (const { story } of stories) {
      for (const { scene } of story.pages) {
        expect(scene.setting in SETTINGS).toBe(true);
        expect(TIMES_OF_DAY).toContain(scene.timeOfDay);
        expect(WEATHERS).toContain(scene.weather);
        expect(SEASONS).toContain(scene.season);
        for (const f of scene.figures) {
          expect(POSES).toContain(f.pose);
          if (f.mood) expect(MOODS).toContain(f.mood);
          if (f.kind) expect(cast.has(f.kind)).toBe(true);
        }
        if (scene.object) expect(PROPS).toContain(scene.object.prop);
        expect(scene.action).toMatch(/^[A-Z].*[.!?]$/);
        expect(scene.action).not.toMatch(/[{}]/);
      }
      // the last page settles toward sleep, at night, in bed
      expect(story.pages.at(-1)!.scene).toMatchObject({ setting: 'bedroom', timeOfDay: 'night' });
    }
  });

  it('names the child at the first mention on each page, then uses the chosen pronoun', () => {
    // a helper of the other sex, so every she (or he) on a page is the child
    for (const [pronoun, theme] of [
      ['she', 'courage'],
      ['he', 'kindness'],
    ] as const) {
      const req = {
        ...base,
        theme,
        ageRange: 'early-elementary' as const,
        pronoun,
        wordCount: 1600,
      };
      // a seed whose material has a helper of the other sex
      while (materialFor(req)!.helper.he !== (pronoun === 'she')) req.seed++;
      const s = composeStory(req);
      const words = pronoun === 'she' ? /\b(Mia|[Ss]he|[Hh]er)\b/ : /\b(Mia|[Hh]e|[Hh]im|[Hh]is)\b/;
      for (const p of s.pages) {
        const first = words.exec(p.text.replace(/"[^"]*"/g, ''));
        if (first) expect(first[1]).toBe('Mia');
      }
      expect(s.content).toMatch(pronoun === 'she' ? /\bshe\b/ : /\bhe\b/);
    }
    const they = composeStory({ ...base, ageRange: 'middle-school', wordCount: 1400 });
    expect(they.content).not.toMatch(/\bthey was\b/);
  });

  it('keeps the child\u2019s name under 2.5 mentions per 100 words in the older bands', () => {
    for (const { req, story } of stories)
      if (!['toddler', 'preschool'].includes(req.ageRange))
        expect(namePer100(req, story)).toBeLessThanOrEqual(2.5);
  });

  it('has no glitch patterns and no line outside its place and time', () => {
    for (const { req, story } of stories) {
      expect({ req, glitches: glitchesOf(story) }).toEqual({ req, glitches: [] });
      expect({ req, conflicts: settingConflicts(story) }).toEqual({ req, conflicts: [] });
    }
  });

  it('keeps at least 80% of sentences on the plot in every band', () => {
    for (const band of AGE_RANGES) {
      let tied = 0;
      let total = 0;
      for (const { req, story } of stories.filter((s) => s.req.ageRange === band)) {
        const share = plotShare(req, story);
        tied += share.tied;
        total += share.total;
      }
      expect({ band, share: tied / total >= 0.8 }).toEqual({ band, share: true });
    }
  });

  it('has three plots or more for every band and theme; consecutive seeds give another plot', () => {
    for (const ageRange of AGE_RANGES)
      for (const theme of THEME_VALUES) {
        expect(plotsFor({ ageRange, theme }).length).toBeGreaterThanOrEqual(3);
        const one = plotFor({ ageRange, theme, animal: 'fox', seed: 10 }).id;
        expect(plotFor({ ageRange, theme, animal: 'fox', seed: 11 }).id).not.toBe(one);
      }
    // the bands tell different plots: middle school never gets the toddlers' patterns
    const ids = (band: (typeof AGE_RANGES)[number]) =>
      plotsFor({ ageRange: band, theme: 'kindness' }).map((p) => p.id);
    expect(ids('middle-school').some((id) => ids('toddler').includes(id))).toBe(false);
  });

  it('stores the companion\u2019s name, and the story uses it', () => {
    const s = composeStory(base);
    expect(s.companionName).toBeTruthy();
    expect(s.content).toContain(s.companionName!);
  });
});

describe('text helpers', () => {
  it('title-cases by word, never the letter after an apostrophe', () => {
    expect(titleCase('mia\u2019s sharing picnic')).toBe('Mia\u2019s Sharing Picnic');
    expect(titleCase("noah's day at the park")).toBe("Noah's Day at the Park");
  });

  it('starts every sentence with a capital, leaving speech tags alone', () => {
    expect(capitaliseSentences('a duck came. "Where?" she asked. she smiled.')).toBe(
      'A duck came. "Where?" she asked. She smiled.',
    );
    for (const s of sentences(capitaliseSentences('one. two! three? "four." five.')))
      expect(s).toMatch(/^["A-Z]/);
  });

  it('keeps a speech tag with its quote, a titled name ("Mrs. Budd") too', () => {
    expect(
      sentences(
        '"Is this too much trouble?" Mrs. Budd asked Luna. "Never," said Luna. "Bread rises because yeast makes gas," Dr. Reed told Luna. Grandpa Joe laughed.',
      ),
    ).toEqual([
      '"Is this too much trouble?" Mrs. Budd asked Luna.',
      '"Never," said Luna.',
      '"Bread rises because yeast makes gas," Dr. Reed told Luna.',
      'Grandpa Joe laughed.',
    ]);
    // a new sentence after a question is not a tag
    expect(sentences('"Where?" Mrs. Budd looked up.')).toEqual([
      '"Where?"',
      'Mrs. Budd looked up.',
    ]);
    // nobody is not a speaker
    expect(sentences('"We can try!" Nobody said anything.')).toEqual([
      '"We can try!"',
      'Nobody said anything.',
    ]);
  });
});
