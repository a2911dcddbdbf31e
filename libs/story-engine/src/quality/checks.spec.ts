import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GLITCHES } from './checks';

const pronounGlitch = GLITCHES.find((g) => g.name.startsWith('a subject pronoun as an object'))!;

/** Every source file that holds story lines: the voiced lines and the weaving. */
function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return storyFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [p] : [];
  });
}

/** A line as a story after the child's first mention says it: the child as a pronoun. */
function voiced(line: string, subject: string, object: string): string {
  return line
    .replace(/\{C\}/g, subject)
    .replace(/\{Cobj\}/g, object)
    .replace(/\{C(?:\u2019|\\u2019|')s\}/g, 'her')
    .replace(/\{(?:P|N|H)\}/g, 'Pipkin')
    .replace(/\{(\w+)\}/g, 'thing');
}

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

  it('find no line that puts the child in subject form as an object ({C} for {Cobj})', () => {
    const root = join(__dirname, '..');
    const hits: string[] = [];
    for (const file of [
      ...storyFiles(join(root, 'plot')),
      ...storyFiles(join(root, 'collaborative')),
    ])
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.includes('{C')) return;
          for (const [s, o] of [
            ['she', 'her'],
            ['he', 'him'],
            ['they', 'them'],
          ] as const) {
            const m = pronounGlitch.re.exec(voiced(line, s, o));
            if (m) {
              hits.push(`${relative(root, file)}:${i + 1}: "${m[0]}"`);
              break;
            }
          }
        });
    expect(hits).toEqual([]);
  });
});
