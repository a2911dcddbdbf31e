import { countWords } from '../../text';
import type { CastMember, PatternContext } from '../types';

/**
 * Lines for the youngest readers that belong to one story. A line of five words or more names the
 * companion ({P}) together with something of the theme (its helper {H}, object {O} or place
 * {place}), so it could only be said in this story; shorter lines ("Not under the bench!") are
 * the beat of a toddler book and may recur. Generic asides are never used here.
 */

export const who = (c: CastMember) => c.name;
export const The = (c: CastMember) => c.name.charAt(0).toUpperCase() + c.name.slice(1);
export const bare = (c: CastMember) => c.name.replace(/^the /, '');

/** A neighbour's own sound when it has a spoken one ("Quack!"), else undefined. */
export const spoken = (c: CastMember): string | undefined =>
  c.sound && /^[A-Z]/.test(c.sound) ? c.sound : undefined;

/** The short line when it is short, else the longer one that carries the story's own names. */
export function short(line: string, owned: string): string {
  const words = countWords(line.replace(/\{[^}]+\}/g, 'X'));
  return words < 5 ? line : owned;
}

/** A neighbour says hello in its own voice: '"Quack!" said the duck.' or 'The hen nodded.' */
export function hello(c: CastMember): string {
  const s = spoken(c);
  return s ? `"${s}" said ${who(c)}.` : short(`${The(c)} nodded.`, `${The(c)} nodded at {P}.`);
}

/** The companion's own sound, said aloud, or made near the helper. */
export function palSound(ctx: PatternContext, near = '{H}'): string {
  const s = ctx.a.sound;
  return /^[A-Z]/.test(s) ? `"${s}" went {P}.` : `{P} made ${s} for ${near}.`;
}

/** A companion's sentence (starting "{P} ...") led into by the theme's helper. */
export function forHelper(line: string, lead = 'To help {H},'): string {
  return line.startsWith('{P}') ? `${lead} ${line}` : line;
}

/** The weather as the companion meets it, at the theme's place (daytime pages only). */
export function weatherLine(ctx: PatternContext, indoor: boolean): string {
  const w = ctx.weather;
  if (indoor) {
    const seen: Record<string, string> = {
      sunny: 'bright sky',
      cloudy: 'grey clouds',
      windy: 'trees bending in the wind',
      snowy: 'snow on the roofs',
      rainy: 'rain on the glass',
      foggy: 'fog in the street',
    };
    return `From {place}, {P} could see ${seen[w] ?? 'the sky'} through the window.`;
  }
  const out: Record<string, string> = {
    sunny: 'The day was warm and bright for {P} and {H}.',
    cloudy: 'Big grey clouds sailed over {P} and {place}.',
    windy: 'The wind blew and blew round {P} and {H}.',
    snowy: 'Soft snow lay all over {place}, and {P} left tracks in it.',
    rainy: 'Raindrops dripped on {P} and on {place}.',
    foggy: 'Fog hid the far side of {place} from {P}.',
  };
  return out[w] ?? 'Across {place}, {P} looked this way and that.';
}
