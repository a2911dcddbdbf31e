import { ANIMALS, THEME_VALUES, type AgeRange } from '@shop/contracts';
import { composeFragmentStory as composeStory } from '../../compose';
import { materialFor } from '../themes';
import { countWords, sentences } from '../../text';

/** A spread of toddler and preschool books: every theme, rotating animals and seeds, long books. */
function books(ageRange: AgeRange, wordCount = 2000) {
  return THEME_VALUES.map((theme, i) => {
    const req = {
      childName: 'Mia',
      animal: ANIMALS[(i * 5) % ANIMALS.length]!,
      theme,
      ageRange,
      wordCount,
      seed: 100 + i,
    };
    return { ...composeStory(req), material: materialFor(req)! };
  });
}

const said = (text: string) => {
  const counts = new Map<string, number>();
  for (const s of sentences(text.replace(/\n+/g, ' '))) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
};

describe.each(['toddler', 'preschool'] as const)('little plots, %s', (band) => {
  const stories = books(band);

  it('says no line of five words or more more than ten times (the refrain included)', () => {
    for (const story of stories) {
      const worst = Math.max(
        ...[...said(story.content)].filter(([s]) => countWords(s) >= 5).map(([, n]) => n),
      );
      expect(worst).toBeLessThanOrEqual(10);
    }
  });

  // A line of the story's own: it names the companion, or the thing this story's search or
  // sums are about ("So that makes six seeds.", "Look, look for the feeder!").
  it("names the companion or the story's own thing in nearly every line of five words or more said once", () => {
    let once = 0;
    let named = 0;
    for (const story of stories) {
      const pal = story.companionName!;
      const { object, count } = story.material;
      const own = [pal, object.noun, count.noun, count.one];
      for (const [s, n] of said(story.content)) {
        if (n !== 1 || countWords(s) < 5) continue;
        once++;
        if (own.some((w) => s.includes(w))) named++;
      }
    }
    expect(named / once).toBeGreaterThan(0.9);
  });

  it('keeps its sentences short', () => {
    for (const story of stories)
      for (const s of sentences(story.content.replace(/\n+/g, ' ')))
        expect(countWords(s)).toBeLessThanOrEqual(band === 'toddler' ? 24 : 30);
  });
});

describe('sums', () => {
  it('gives toddlers no sums and preschoolers sums within ten', () => {
    for (const story of books('toddler', 1400))
      expect(story.content).not.toMatch(/take away|\band (one|two) more\?/i);
    const pre = books('preschool', 2000).filter((s) =>
      s.blueprintId?.startsWith('little-counting'),
    );
    expect(pre.length).toBeGreaterThan(0);
    for (const story of pre) {
      expect(story.content).toMatch(/\b\w+ and (one|two) more\? "\w+!" counted /i);
      expect(story.content).not.toMatch(/\b(eleven|twelve|thirteen|fourteen|fifteen)\b/i);
    }
  });
});
