import { AGE_RANGES, ANIMALS, type AgeRange } from '@shop/contracts';
import { Rng } from '../../rng';
import { sentences } from '../../text';
import { COMPANIONS } from '../companions';
import { creaturesFor } from '../creatures';
import { THEMES } from '../themes';
import type { CastMember, PatternContext, ThemeMaterial } from '../types';
import { PATTERNS } from './index';
import { REFERENT, voiced } from './template-words.spec-support';

const OLDER: readonly AgeRange[] = ['early-elementary', 'upper-elementary', 'middle-school'];

function ctxFor(m: ThemeMaterial, band: AgeRange, seed: number): PatternContext {
  const rng = new Rng(seed);
  const a = COMPANIONS[ANIMALS[seed % ANIMALS.length]!];
  const crowd: CastMember[] = rng
    .shuffle(creaturesFor(m.place, m.helper.kind))
    .map(({ the, lives: _lives, ...c }) => ({ ...c, name: the }));
  return {
    m,
    a,
    pal: a.names[0]!,
    band,
    rng,
    other: crowd[0]!,
    crowd,
    weather: 'cloudy',
  };
}

/** Sentences the theme's material and the companion bring: theirs to make specific. */
function given(ctx: PatternContext): Set<string> {
  const { m, a } = ctx;
  const texts = [m.problem, m.lived, m.thanks, m.little.found, ...m.tries, ...m.facts];
  texts.push(a.finds, a.helps, a.cannot, a.sleeps);
  return new Set(texts.flatMap((t) => sentences(voiced(t))));
}

describe('older bands plot patterns', () => {
  it('give every band at least three plots, ten pages each', () => {
    for (const band of AGE_RANGES) expect(PATTERNS[band].length).toBeGreaterThanOrEqual(3);
    for (const band of OLDER)
      for (const p of PATTERNS[band])
        for (const m of THEMES) expect(p.write(ctxFor(m, band, 3)).length).toBe(10);
  });

  it('name the companion with the theme material in every own sentence of five words or more', () => {
    const loose = new Set<string>();
    for (const band of OLDER)
      for (const p of PATTERNS[band])
        for (const [i, m] of THEMES.entries()) {
          const ctx = ctxFor(m, band, i);
          const skip = given(ctx);
          for (const page of p.write(ctx))
            for (const para of page.paras)
              for (const s of sentences(voiced(para.text))) {
                if (skip.has(s) || [...skip].some((g) => s.includes(g))) continue;
                const words = s
                  .replace(/\{[^}]*\}/g, 'x')
                  .split(/\s+/)
                  .filter(Boolean).length;
                if (words >= 5 && !(s.includes('Pipkin') && REFERENT.test(s)))
                  loose.add(`${p.id}: ${s}`);
              }
        }
    expect([...loose]).toEqual([]);
  });

  it('tell the choice plot without a race at a fair, whatever the theme', () => {
    for (const band of OLDER)
      for (const p of PATTERNS[band])
        for (const [i, m] of THEMES.entries()) {
          const text = p
            .write(ctxFor(m, band, i))
            .flatMap((pg) => pg.paras.map((q) => q.text))
            .join(' ');
          expect(text).not.toMatch(/\brace at the fair\b/);
        }
  });
});
