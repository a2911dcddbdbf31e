import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { libraryRefusals } from './library-acceptance';

// Reading and telling the whole library (some 200 files, 1,500 books) takes a while on a busy machine.
jest.setTimeout(300_000);

/**
 * The library's own refusals, each for its story: words the checks cannot tell from the page's
 * own place (a mention: a simile, a written plan, a book's pictures) or a plural without an s
 * ("sheep"); the checks would rather refuse these than let an LLM's slip through. (A story whose
 * text told a place or weather its picture did not show was mended instead.)
 */
const REFUSED: Readonly<Record<string, RegExp>> = {
  'art-portrait-of-pet': /page 7: rain \("it was raining"\) on a classroom/,
  'planning-tide-island': /page 2: beach \("Rock pools"\) on a kitchen/,
  'honesty-whale-book': /page 2: beach \("the waves"\) on a library/,
  'numbers-sheep-count': /"counted them" with nothing to count: "“Two hundred,” said Rhodri/,
};

/** The refusals that are not the story's listed one. */
function unexpected(refusals: string[]): string[] {
  return refusals.filter((r) => !REFUSED[r.slice(0, r.indexOf(' '))]?.test(r));
}

describe("the LLM acceptance checks on the library's own stories", () => {
  it('accept every story, in every length of its band and several castings, but the listed', async () => {
    const refusals = await libraryRefusals(null);
    expect(unexpected(refusals)).toEqual([]);
    // every listed story is still refused: a list that outlives its reason is no list
    const refused = new Set(refusals.map((r) => r.slice(0, r.indexOf(' '))));
    expect(Object.keys(REFUSED).filter((id) => !refused.has(id))).toEqual([]);
  });

  it("find every story's reading level within its band's bars", () => {
    // Jest cannot load the ES-module readability libraries: tsx runs the checks with them.
    const root = resolve(__dirname, '../../../..');
    const run = spawnSync(
      process.execPath,
      ['--require', require.resolve('tsx/cjs'), join(__dirname, 'library-acceptance.ts')],
      {
        cwd: root,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.json') },
        encoding: 'utf8',
        timeout: 240_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.stderr).toBe('');
    const refusals = JSON.parse(run.stdout) as string[];
    expect(refusals.filter((r) => r.includes('reading level'))).toEqual([]);
    expect(unexpected(refusals)).toEqual([]);
  });
});
