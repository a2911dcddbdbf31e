import {
  AGE_RANGES,
  ANIMALS,
  BOOK,
  THEME_VALUES,
  WORD_COUNT,
  type AgeRange,
} from '@shop/contracts';
import { blueprintsFor, composeStory } from './compose';
import { BLUEPRINTS, RETOLD } from './content';
import { sharedFourGrams } from './quality/metrics';
import { hash } from './rng';
import { sentences } from './text';
import { type StoryRequest } from './types';
import { validateStory } from './validate';

const LENGTHS = [1000, 1200, 1400, 1600, 1800, 2000];

/** A spread-out sample of the matrix: every animal, theme, age and length appears. */
function sample(n: number, childName = 'Mia'): StoryRequest[] {
  const out: StoryRequest[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      childName,
      animal: ANIMALS[i % ANIMALS.length]!,
      theme: THEME_VALUES[(i * 7) % THEME_VALUES.length]!,
      ageRange: AGE_RANGES[(i * 3) % AGE_RANGES.length]!,
      wordCount: LENGTHS[(i * 5) % LENGTHS.length]!,
      seed: hash(`spec-${i}`) & 0x7fffffff,
    });
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
  it('is deterministic for a request, seed included', () => {
    expect(composeStory(base)).toEqual(composeStory({ ...base }));
    expect(composeStory(base).content).not.toBe(composeStory({ ...base, seed: 8 }).content);
  });

  it('keeps every length within ±5%, for every length, band and a spread of animals and themes', () => {
    for (const req of sample(300)) {
      const s = composeStory(req);
      expect({ req, err: Math.abs(s.wordCount - req.wordCount) / req.wordCount }).toEqual({
        req,
        err: expect.any(Number),
      });
      expect(Math.abs(s.wordCount - req.wordCount)).toBeLessThanOrEqual(req.wordCount * 0.05);
    }
    // the slider's own steps, at both ends
    for (let w = WORD_COUNT.min; w <= WORD_COUNT.max; w += WORD_COUNT.step) {
      for (const ageRange of AGE_RANGES) {
        const s = composeStory({ ...base, ageRange, wordCount: w });
        expect(Math.abs(s.wordCount - w)).toBeLessThanOrEqual(w * 0.05);
      }
    }
  });

  it('returns book-ready pages whose texts make up the content, each with a scene', () => {
    for (const req of sample(40)) {
      const s = composeStory(req);
      expect(s.pages).toHaveLength(BOOK.storyPages);
      expect(s.pages.map((p) => p.text).join('\n\n')).toBe(s.content);
      expect(s.provider).toBe('builtin');
      expect(s.seed).toBe(req.seed);
      for (const p of s.pages) {
        expect(p.text.trim().length).toBeGreaterThan(0);
        expect(p.scene.setting).toBeTruthy();
        expect(p.scene.action).toBeTruthy();
        expect(p.scene.mood).toBeTruthy();
        expect(p.scene.characters).toContain(req.childName);
      }
      expect(s.pages[0]!.scene.timeOfDay).toBe('morning');
      expect(s.pages[9]!.scene.timeOfDay).toBe('night');
    }
  });

  it('writes clean text: no slots, no undefined, right articles, capitals, quotes, no repeats', () => {
    for (const req of sample(250, 'Oliver')) {
      const s = composeStory(req);
      expect({ req, problems: validateStory(s, req, 0.05) }).toEqual({ req, problems: [] });
    }
  });

  it('handles names with spaces, hyphens, apostrophes and accents', () => {
    for (const childName of ['Anne-Marie', "D'Arcy", 'Zoë', 'Mary Jane', 'Ōkami']) {
      const req = { ...base, childName, ageRange: 'early-elementary' as AgeRange };
      const s = composeStory(req);
      expect(validateStory(s, req, 0.05)).toEqual([]);
      expect(s.content.split(childName).length).toBeGreaterThan(10);
    }
  });

  it("never guesses the child's gender", () => {
    for (const req of sample(120, 'Sam')) {
      const s = composeStory(req);
      for (const sentence of sentences(s.content.replace(/\n+/g, ' '))) {
        if (!sentence.includes('Sam')) continue;
        expect({
          sentence,
          gendered: /\b(he|she|him|his|her|hers|himself|herself|boy|girl)\b/i.test(sentence),
        }).toEqual({ sentence, gendered: false });
      }
    }
  });

  it('ends calmly at bedtime', () => {
    for (const req of sample(50)) {
      const last = composeStory(req).pages[9]!;
      expect(last.scene.mood).toBe('sleepy');
      expect(last.text).toMatch(/asleep|sleep|slept|dream|Goodnight/);
    }
  });

  it('gives little ones a refrain and older readers dialogue', () => {
    const toddler = composeStory({ ...base, ageRange: 'toddler' });
    const counts = new Map<string, number>();
    for (const s of sentences(toddler.content.replace(/\n+/g, ' ')))
      counts.set(s, (counts.get(s) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(5); // a refrain, again and again
    const middle = composeStory({ ...base, ageRange: 'middle-school', wordCount: 1600 });
    expect((middle.content.match(/"/g) ?? []).length).toBeGreaterThanOrEqual(12);
    const avg = (t: string) => {
      const ss = sentences(t.replace(/\n+/g, ' '));
      return ss.reduce((n, x) => n + x.split(/\s+/).length, 0) / ss.length;
    };
    expect(avg(toddler.content)).toBeLessThan(avg(middle.content));
  });

  it('keeps animals true to life', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const ageRange of AGE_RANGES) {
        const penguin = composeStory({
          ...base,
          animal: 'penguin',
          ageRange,
          seed,
          wordCount: 2000,
        });
        const pal = penguin.pages[0]!.scene.characters[1]!.split(' ')[0]!;
        expect(penguin.content).not.toMatch(new RegExp(`${pal} (flew|swooped|glided|took off)`));
        const turtle = composeStory({ ...base, animal: 'turtle', ageRange, seed, wordCount: 2000 });
        const t = turtle.pages[0]!.scene.characters[1]!.split(' ')[0]!;
        expect(turtle.content).not.toMatch(
          new RegExp(`${t} (dashed|raced|darted|sprinted|zoomed|hurried)`),
        );
      }
    }
  });

  it('teaches sums that add up', () => {
    const words = [
      'zero',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
    ];
    let checked = 0;
    for (let seed = 0; seed < 90; seed++) {
      const s = composeStory({ ...base, theme: 'numbers', seed });
      const apples =
        /(\w+) red (?:apples|ones) and (\w+) green (?:apples|ones)," said \w+\. "(?:If I count them all together|Counted all together), that makes (\w+)!/.exec(
          s.content,
        );
      if (apples) {
        expect(words.indexOf(apples[1]!.toLowerCase()) + words.indexOf(apples[2]!)).toBe(
          words.indexOf(apples[3]!),
        );
        checked++;
      }
      const berries = /"(\w+) berries shared by (\w+) friends (?:is|makes) (\w+) each,"/.exec(
        s.content,
      );
      if (berries) {
        expect(words.indexOf(berries[2]!) * words.indexOf(berries[3]!)).toBe(
          words.indexOf(berries[1]!.toLowerCase()),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('plots', () => {
  it('has at least three distinct blueprints for each of the 25 themes, none shared', () => {
    for (const theme of THEME_VALUES) {
      const bps = blueprintsFor(theme);
      expect(bps.length).toBeGreaterThanOrEqual(3);
      expect(new Set(bps.map((b) => b.id)).size).toBe(bps.length);
      expect(new Set(bps.map((b) => b.problem)).size).toBe(bps.length);
    }
    expect(new Set(BLUEPRINTS.map((b) => b.id)).size).toBe(BLUEPRINTS.length);
  });

  it('another seed gives another plot for consecutive seeds, and different themes never share one', () => {
    for (const req of sample(60)) {
      const a = composeStory(req);
      const b = composeStory({ ...req, seed: req.seed + 1 });
      expect(b.blueprintId).not.toBe(a.blueprintId);
      const other = THEME_VALUES[(THEME_VALUES.indexOf(req.theme) + 1) % THEME_VALUES.length]!;
      const c = composeStory({ ...req, theme: other });
      expect(c.blueprintId).not.toBe(a.blueprintId);
      expect(c.blueprintId!.startsWith(`${other}-`)).toBe(true);
    }
  });

  // The variety bar of issue 4, as written: another seed shares at most 30% of 4-word sequences.
  // Every beat has a second telling, creatures, colours and counts are combined per story, and
  // each story takes only part of every generic pool; the full matrix is in `make story-report`.
  it('another seed shares at most 30% of 4-word sequences (the variety bar)', () => {
    const shares = sample(60).map((req) =>
      sharedFourGrams(
        composeStory(req).content,
        composeStory({ ...req, seed: req.seed + 1 }).content,
      ),
    );
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.3);
  });
});

describe('second tellings', () => {
  const beats = (b: {
    problem: string;
    tries: readonly string[];
    turn: string;
    resolve: string;
    after: string;
  }) => [b.problem, ...b.tries, b.turn, b.resolve, b.after];
  const slots = (t: string) => new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

  it('every plot has one, introducing the helper in the same beat and using only known slots', () => {
    for (const bp of BLUEPRINTS) {
      const retold = RETOLD.get(bp.id);
      expect(retold).toBeDefined();
      const first = beats(bp);
      const second = beats(retold!);
      const known = new Set(first.flatMap((t) => [...slots(t)]));
      for (const s of ['name', 'pal', 'animal', 'spot', 'move', 'gift', 'habit', 'sound', 'hand'])
        known.add(s);
      second.forEach((t, i) => {
        expect({ id: bp.id, i, helper: t.includes('{helper}') }).toEqual({
          id: bp.id,
          i,
          helper: first[i]!.includes('{helper}'),
        });
        for (const s of slots(t))
          expect({ id: bp.id, slot: s, ok: known.has(s) }).toMatchObject({ ok: true });
        expect(t).not.toBe(first[i]);
      });
    }
  });
});

describe('validateStory', () => {
  const good = composeStory(base);
  const withText = (content: string) => {
    const pages = good.pages.map((p, i) => (i === 0 ? { ...p, text: content } : p));
    return { ...good, pages, content: pages.map((p) => p.text).join('\n\n') };
  };

  it('passes a good story', () => expect(validateStory(good, base, 0.05)).toEqual([]));

  it.each([
    ['an unfilled slot', 'Mia met {helper} by the gate.', /artifact/],
    ['undefined', 'Mia met undefined by the gate.', /artifact/],
    ['a wrong article', 'Mia saw a owl in a old tree.', /article/],
    ['a doubled word', 'Mia walked along along the river.', /doubled/],
    ['a missing capital', 'mia walked home.', /capital/],
    ['an unbalanced quote', '"Hello, said Mia.', /quote/],
    [
      'a repeated sentence',
      'Mia walked to the shops today. Mia walked to the shops today.',
      /repeated/,
    ],
    ['a bad word', 'Mia said shit.', /unsafe/],
  ])('catches %s', (_what, text, re) => {
    expect(validateStory(withText(text), base, 1).join('\n')).toMatch(re);
  });

  it('catches a wrong length and a missing name', () => {
    expect(validateStory(good, { ...base, wordCount: 1600 }, 0.05).join()).toMatch(/length/);
    expect(validateStory(good, { ...base, childName: 'Zed' }, 0.05).join()).toMatch(/Zed/);
  });
});
