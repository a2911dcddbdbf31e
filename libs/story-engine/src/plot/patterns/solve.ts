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
    gift: `{P}, who was ${a.nature}, stayed close and steady beside {H} until it was done.`,
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
