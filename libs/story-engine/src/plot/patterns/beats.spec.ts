import { sentences } from '../../text';
import { BEAT_PAIRS } from './beats';
import { REFERENT, voiced } from './template-words.spec-support';

/** Every wording an `[a|b]` line can take. */
function wordings(line: string): string[] {
  const m = /\[([^[\]]*)\]/.exec(line);
  if (!m) return [line];
  return m[1]!.split('|').flatMap((o) => wordings(line.replace(m[0], o)));
}

describe('beat lines', () => {
  it('name the companion and the theme material in every sentence of five words or more', () => {
    // such a sentence belongs to one story's inputs; a shorter reply carries the exchange
    const loose: string[] = [];
    for (const pair of BEAT_PAIRS)
      for (const line of pair.flatMap(wordings))
        for (const s of sentences(voiced(line))) {
          const words = s
            .replace(/\{[^}]*\}/g, 'x')
            .split(/\s+/)
            .filter(Boolean).length;
          if (words >= 5 && !(s.includes('Pipkin') && REFERENT.test(s))) loose.push(s);
        }
    expect(loose).toEqual([]);
  });

  it('never put the child as a pronoun where the grammar needs a name or an object', () => {
    for (const pair of BEAT_PAIRS)
      for (const line of pair) {
        // "they and Copper", "gave they", "{C} was": the child's token must agree in every form
        expect(line).not.toMatch(
          /\{C\} and \{P\}|\{P\} and \{C\}[^\u2019]|\{C\} (was|is|has|gives)\b/,
        );
        // in speech the child is named, never a pronoun
        const speech = line.split('"').filter((_x, i) => i % 2 === 1);
        for (const said of speech) expect(said).not.toMatch(/\{(C|Cobj|C\u2019s)\}/);
      }
  });
});
