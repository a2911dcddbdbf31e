import { flowParagraphs, wrapParagraph } from './text-layout';

// A monospaced measure: every character 10 units wide.
const measure = (t: string) => t.length * 10;
const type = { size: 10, lineHeight: 10, paragraphGap: 5 };

describe('wrapParagraph', () => {
  it('never makes a line wider than the frame and keeps every word in order', () => {
    const text =
      'Once upon a time a small fox set off across the meadow to find the biggest puddle of all';
    const lines = wrapParagraph(text, 200, measure);
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text);
  });

  it('gives a lone last word a companion from the line above', () => {
    // Greedy filling would leave "end" alone on the last line.
    const lines = wrapParagraph('aaaa bbbb cccc dddd eeee ffff gggg hhhh end', 190, measure);
    expect(lines.at(-1)!.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(lines.join(' ')).toBe('aaaa bbbb cccc dddd eeee ffff gggg hhhh end');
  });

  it('breaks a word longer than the line', () => {
    const lines = wrapParagraph('a'.repeat(45), 200, measure);
    expect(lines).toEqual(['a'.repeat(20), 'a'.repeat(20), 'a'.repeat(5)]);
  });
});

describe('flowParagraphs', () => {
  const frame = (lines: number) => ({ width: 100, height: lines * 10 });
  // Paragraphs of n lines (10 characters a line at width 100).
  const para = (n: number, c = 'x') =>
    Array.from({ length: n }, (_, i) => `${c}${i}`.padEnd(9, c)).join(' ');

  it('keeps at least two lines of a split paragraph on each side (no orphans or widows)', () => {
    for (const first of [1, 2, 3, 4, 5, 6]) {
      for (const second of [2, 3, 4, 5, 6, 7]) {
        const flow = flowParagraphs(
          [para(first, 'a'), para(second, 'b')],
          [frame(7), frame(9)],
          type,
          measure,
        );
        if (!flow) continue;
        for (const p of [0, 1]) {
          const counts = flow.map((f) => f.lines.filter((l) => l.paragraph === p).length);
          for (const c of counts)
            expect(c === 0 || c >= 2 || counts.filter(Boolean).length === 1).toBe(true);
        }
        // Nothing lost, nothing duplicated, nothing below its frame.
        expect(flow.flatMap((f) => f.lines).length).toBe(first + second);
        flow.forEach((f, i) => {
          for (const l of f.lines) expect(l.y + type.lineHeight).toBeLessThanOrEqual([70, 90][i]!);
        });
      }
    }
  });

  it('moves a three-line paragraph whole rather than leaving one line behind', () => {
    const flow = flowParagraphs([para(4, 'a'), para(3, 'b')], [frame(6), frame(6)], type, measure)!;
    expect(flow[0]!.lines.filter((l) => l.paragraph === 1)).toHaveLength(0);
    expect(flow[1]!.lines.filter((l) => l.paragraph === 1)).toHaveLength(3);
  });

  it('answers null when the text does not fit the frames', () => {
    expect(flowParagraphs([para(5), para(5)], [frame(6)], type, measure)).toBeNull();
  });
});
