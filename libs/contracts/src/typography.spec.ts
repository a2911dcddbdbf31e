import { typographic } from './typography';

describe('typographic', () => {
  it.each([
    ['"Hello," said Mia.', '\u201CHello,\u201D said Mia.'],
    ["don't", 'don\u2019t'],
    ["Mia's kite and the foxes' den", 'Mia\u2019s kite and the foxes\u2019 den'],
    // Nested quotes: single inside double, closing together.
    [
      `"Grandma said 'stay close,'" whispered Sam.`,
      '\u201CGrandma said \u2018stay close,\u2019\u201D whispered Sam.',
    ],
    [`"'Tis the night," said Owl.`, '\u201C\u2019Tis the night,\u201D said Owl.'],
    // Leading apostrophes are apostrophes, not opening quotes.
    ["'Tis the season", '\u2019Tis the season'],
    ["songs from the '90s", 'songs from the \u201990s'],
    ["rock 'n' roll", 'rock \u2019n\u2019 roll'],
    ["'Come here,' she said", '\u2018Come here,\u2019 she said'],
    // Dashes: double hyphen or a spaced hyphen; hyphens inside words stay.
    ['It was dark -- very dark.', 'It was dark\u2014very dark.'],
    ['It was dark - very dark.', 'It was dark\u2014very dark.'],
    ['a well-known, bright-eyed fox', 'a well-known, bright-eyed fox'],
    // A quote right after a dash opens.
    ['He stopped--"Wait!"', 'He stopped\u2014\u201CWait!\u201D'],
    ["She turned -- 'Look!'", 'She turned\u2014\u2018Look!\u2019'],
    ['And then...', 'And then\u2026'],
    ['("Yes," she said)', '(\u201CYes,\u201D she said)'],
  ])('%s', (input, expected) => {
    expect(typographic(input)).toBe(expected);
  });

  it('keeps paragraphs apart: a dash never swallows a line break', () => {
    expect(typographic('It ended --\n\nThen morning came.')).toBe(
      'It ended\u2014\n\nThen morning came.',
    );
  });

  it('reads a story line: quotes after dashes, possessives, a minus between numbers', () => {
    expect(typographic(`"Come on," said James's gran. 'Now -- quick - go!' "Wait--"`)).toBe(
      '\u201cCome on,\u201d said James\u2019s gran. \u2018Now\u2014quick\u2014go!\u2019 \u201cWait\u2014\u201d',
    );
    expect(typographic('5 - 2 = 3')).toBe('5 - 2 = 3');
  });

  it('leaves already-curly text alone', () => {
    const curly = '\u201CDon\u2019t go,\u201D said Mia\u2014softly.';
    expect(typographic(curly)).toBe(curly);
    expect(typographic(typographic(`"Don't go," said Mia -- softly.`))).toBe(curly);
  });

  it('changes only quotes and dashes: the letters stay the same', () => {
    const text = `Mia's "big" day -- don't 'worry' about it`;
    const plain = (s: string) => s.replace(/[\u2018\u2019'\u201C\u201D"\u2014\s-]/g, '');
    expect(plain(typographic(text))).toBe(plain(text));
  });
});
