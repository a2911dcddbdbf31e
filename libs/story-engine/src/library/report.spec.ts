import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseStorySource } from './loader';
import { libraryReport, repeatedSentences, sharedRuns } from './report';

const FIXTURE = join(__dirname, 'fixtures/toddler/kindness-fixture.yaml');
const SOURCE = readFileSync(FIXTURE, 'utf8');
const story = (source: string, file = FIXTURE) => parseStorySource(source, file).story!;

describe('the library report', () => {
  it('counts the words in runs that two stories share, and only those', () => {
    const a = 'one two three four five six seven eight nine ten';
    const b = 'alpha beta three four five six seven eight nine ten';
    const r = sharedRuns(
      [
        { id: 'a', text: a },
        { id: 'b', text: b },
        { id: 'c', text: 'nothing here is like the others at all really' },
      ],
      8,
    );
    expect(r.words).toBe(16);
    expect(r.share).toBeCloseTo(16 / 29);
    expect(sharedRuns([{ id: 'a', text: `${a} ${a}` }], 8).words).toBe(0);
  });

  it('finds a long sentence a story tells twice, not its short refrain', () => {
    const s = story(SOURCE);
    expect(repeatedSentences(s)).toEqual([]);
    const twice = story(
      SOURCE.replace(
        'Then {child} stopped.',
        'Then {child} stopped by the old hedge at the end of the garden.',
      ).replace(
        'In went {mouse}.',
        'In went {mouse}. Then {child} stopped by the old hedge at the end of the garden.',
      ),
    );
    expect(repeatedSentences(twice)).toEqual([
      expect.stringMatching(
        /"then mia stopped by the old hedge at the end of the garden" \(pages 3, 6\)/,
      ),
    ]);
  });

  it('lets a story say a sentence twice on purpose when it lists it as an echo', () => {
    const echoed = (echo: string) =>
      SOURCE.replace(
        'Then {child} stopped.',
        'Then {child} stopped by the old hedge at the end of the garden.',
      )
        .replace(
          'In went {mouse}.',
          'In went {mouse}. Then {child} stopped by the old hedge at the end of the garden.',
        )
        .replace('\npages:\n', `\nechoes:\n  - '${echo}'\npages:\n`);
    expect(
      repeatedSentences(
        story(echoed('Then {child} stopped by the old hedge at the end of the garden.')),
      ),
    ).toEqual([]);
    // An echo the pages do not say twice is refused: it would hide a real repeat later.
    expect(parseStorySource(echoed('Then {child} ran all the way home.'), FIXTURE).errors).toEqual([
      expect.stringMatching(/echoes\.0.*do not say this sentence twice/),
    ]);
  });

  it('reports coverage, faults and the length misses', () => {
    const s = story(SOURCE);
    const r = libraryReport([s]);
    expect(r.coverage.perThemeBand.kindness.toddler).toBe(1);
    expect(r.coverage.covered).toBe(14);
    expect(r.coverage.cells).toBe(25 * 5 * 14);
    expect(r.faults).toEqual([]);
    // the fixture cannot reach a toddler book's longest lengths
    expect(r.length.within).toBeLessThan(r.length.books);
    expect(r.length.misses[0]).toMatch(/^kindness-fixture: 500 asked → \d+/);
    const broken = story(SOURCE.replace('Then {they} pulled one off.', 'Then {they} was cold.'));
    expect(libraryReport([broken]).faults).toEqual([expect.stringMatching(/agreement/)]);
  });
});
