import type { PatternContext } from '../types';

/**
 * The companion's part in the ending of an older band's plot, and the line that says it worked:
 * for a search, its gift finds the object; otherwise it stays beside the helper until it is done.
 */
export function solved(ctx: PatternContext): { gift: string; found: string } {
  const { m, a } = ctx;
  if (m.little.question.startsWith('Where') && m.little.question.includes(m.object.noun))
    return {
      gift: `It was {P}\u2019s turn. For {H}, ${a.finds}`,
      found: m.little.found,
    };
  return {
    gift: '{P} stayed close and steady beside {H} until it was done.',
    found: 'We did it!',
  };
}

/*
 * The companion's own lines (each one sentence that starts with its name) told inside this
 * story: a clause naming the helper goes before the name, so the sentence belongs to one story.
 */

/** What the companion cannot do, in the story's moment. */
export function cannot(ctx: PatternContext): string {
  return `This time, with {H} watching, ${ctx.a.cannot}`;
}

/** How the companion falls asleep, the day's helper still in mind. */
export function sleeps(ctx: PatternContext): string {
  return `Still thinking about {H}, ${ctx.a.sleeps}`;
}

/** Frames that tell a fact aloud, its tag inside the same sentence ({f}: the fact without its full stop). */
const SAID: Readonly<Record<'plain' | 'rich', readonly string[]>> = {
  plain: [
    '"{f}," {H} told {P}.',
    '"{f}," {H} said to {P}.',
    '"{f}," {H} whispered to {P}, as if it were a secret.',
    '{P} listened while {H} explained: "{f}."',
  ],
  rich: [
    '"{f}," {H} explained to {P}.',
    '"{f}," {H} remarked to {P}, almost in passing.',
    '{P} listened closely as {H} explained: "{f}."',
  ],
};

/** Frames that report a fact ({f}: lower-cased, without its full stop). */
const REPORTED: Readonly<Record<'plain' | 'rich', readonly string[]>> = {
  plain: ['{P} learned from {H} that {f}.', '{H} told {P} that {f}.'],
  rich: ['{P} had learned from {H} that {f}.', 'As {H} had explained to {P}, {f}.'],
};

/** A fact that reads the same lower-cased after "that": it starts with a plain word and says no "we". */
const REPORTABLE = /^(A|An|The|Some|Many|Most|Every|Each|In|When|There|Sometimes|If)\b/;
const FIRST_PERSON = /\b(we|our|us|I)\b/i;

/**
 * Tells the theme's facts (each one plain sentence ending in a full stop), each in one sentence
 * that carries the companion and the helper, so the fact's sentence belongs to this story:
 * said aloud with its tag ("Bread rises because …," Mrs. Budd told Pipkin.) or, every second
 * fact where the wording allows, reported ("Pipkin learned from Mrs. Budd that bread …").
 * Early readers get the plain frames, middle school the rich ones, upper elementary both.
 */
export function factTeller(ctx: PatternContext): (fact: string) => string {
  const kinds: ('plain' | 'rich')[] =
    ctx.band === 'early-elementary'
      ? ['plain']
      : ctx.band === 'middle-school'
        ? ['rich']
        : ['plain', 'rich'];
  const said = ctx.rng.shuffle(kinds.flatMap((k) => SAID[k]));
  const reported = ctx.rng.shuffle(kinds.flatMap((k) => REPORTED[k]));
  let k = 0;
  return (fact) => {
    const n = k++;
    const f = fact.trim();
    // a fact that asks or exclaims keeps its mark, and its tag
    if (!f.endsWith('.')) return `"${f}" {H} told {P}.`;
    const body = f.slice(0, -1);
    if (n % 2 === 1 && REPORTABLE.test(body) && !FIRST_PERSON.test(body)) {
      const low = body.charAt(0).toLowerCase() + body.slice(1);
      return reported[(n >> 1) % reported.length]!.replace('{f}', () => low);
    }
    return said[n % said.length]!.replace('{f}', () => body);
  };
}
