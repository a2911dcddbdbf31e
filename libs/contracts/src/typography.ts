/**
 * Book typography for text people and the story engine type on a keyboard: straight quotes become
 * curly ones, apostrophes become real apostrophes (’), a double hyphen or a hyphen between spaces
 * in a sentence becomes an em dash, three dots an ellipsis. Hyphens inside words ("well-known") stay. Works on
 * already-curly text too (it changes nothing there). Browser-safe: the book build and the web
 * app's story display call the same function.
 */

const LEFT_SINGLE = '\u2018';
const RIGHT_SINGLE = '\u2019'; // also the apostrophe
const LEFT_DOUBLE = '\u201C';
const RIGHT_DOUBLE = '\u201D';
const EM_DASH = '\u2014';
const ELLIPSIS = '\u2026';

/** Words that start with an elided letter: 'tis, 'twas, 'em, 'cause, 'round, 'til, 'n'. */
const ELISIONS = /^'(tis|twas|twill|em|cause|round|til|n|nuff|bout|cept|neath)\b/i;
/** A decade or a year cut short: '90s, '05. */
const SHORT_YEAR = /^'\d\d(s\b|\b)/;

/** A character after which a quote opens: start, space, an opening bracket or quote, a dash. */
const OPENS_AFTER = /[\s([{\u2014\u2013\u2018\u201C-]/;
const isLetterOrDigit = (ch: string | undefined) => !!ch && /[\p{L}\p{N}]/u.test(ch);

export function typographic(text: string): string {
  const dashed = text
    // "--" (with or without spaces) is a dash, and so is a lone hyphen between spaces in a
    // sentence; between numbers ("5 - 2 = 3") it stays a minus.
    .replace(/[ \t]*---?[ \t]*/g, EM_DASH)
    .replace(/(?<=[\p{L}.,!?;:'"\u2019\u201D)]) - (?=[\p{L}'"\u2018\u201C(])/gu, EM_DASH)
    .replace(/\.\.\./g, ELLIPSIS);
  let out = '';
  for (let i = 0; i < dashed.length; i++) {
    const ch = dashed[i]!;
    const before = i === 0 ? undefined : out[out.length - 1];
    // After a dash a quote opens only before a word: "Wait—" closes, "—“Go!”" opens.
    const opens =
      before === undefined ||
      (before === EM_DASH ? isLetterOrDigit(dashed[i + 1]) : OPENS_AFTER.test(before));
    if (ch === '"') {
      out += opens ? LEFT_DOUBLE : RIGHT_DOUBLE;
    } else if (ch === "'") {
      const rest = dashed.slice(i);
      if (isLetterOrDigit(before)) {
        // Inside or at the end of a word: don't, Mia's, the foxes'.
        out += RIGHT_SINGLE;
      } else if (opens && (ELISIONS.test(rest) || SHORT_YEAR.test(rest))) {
        out += RIGHT_SINGLE;
      } else {
        out += opens ? LEFT_SINGLE : RIGHT_SINGLE;
      }
    } else {
      out += ch;
    }
  }
  return out;
}
