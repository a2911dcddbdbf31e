/**
 * Printed punctuation: straight quotes become curly ones (“ ” ‘ ’), an apostrophe becomes ’, and
 * " -- " or " - " between words becomes an em dash.
 */
export function typeset(text: string): string {
  return text
    .replace(/ ?-- ?/g, '\u2014')
    .replace(/(?<=[\p{L}.,!?;:'"\u2019\u201d)]) - (?=[\p{L}'"\u2018\u201c(])/gu, '\u2014')
    .replace(/"/g, (_q, at: number, s: string) => (opens(s, at) ? '\u201c' : '\u201d'))
    .replace(/'/g, (_q, at: number, s: string) =>
      opens(s, at) && /[\p{L}]/u.test(s.charAt(at + 1)) && !ELISION.test(s.slice(at + 1, at + 6))
        ? '\u2018'
        : '\u2019',
    );
}

/** Words that start with an apostrophe for a dropped letter ('cause, 'em): a closing one. */
const ELISION = /^(em|cause|til|tis|twas|round|bout|n)\b/i;

/**
 * A quote opens at the start, after a space, an opening bracket or quote; after a dash it opens
 * only before a word ("Wait—" closes, "—“Go!”" opens).
 */
function opens(s: string, at: number): boolean {
  if (at === 0) return true;
  const before = s.charAt(at - 1);
  if (before === '\u2014') return /[\p{L}\p{N}]/u.test(s.charAt(at + 1));
  return /[\s([{\u201c\u2018]/.test(before);
}
