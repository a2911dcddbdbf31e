import { type Rng } from './rng';

/** Words as people count them: runs of letters/digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let n = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) n++;
  return n;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Renders a template: `{key}` takes a value from `vars`, `[a|b|c]` picks one option.
 * Options may contain slots; a slot's value is not parsed again.
 */
export function render(template: string, vars: Readonly<Record<string, string>>, rng: Rng): string {
  let out = template;
  if (out.includes('[')) {
    out = out.replace(/\[([^[\]]*)\]/g, (_m, body: string) => rng.pick(body.split('|')));
  }
  if (out.includes('{')) {
    out = out.replace(/\{(\w+)\}/g, (m, key: string) => {
      const v = vars[key];
      if (v === undefined) throw new Error(`unknown slot ${m} in "${template}"`);
      return v;
    });
  }
  return out;
}

/** Words after "a"/"an" whose sound breaks the vowel-letter rule. */
const CONSONANT_SOUND = /^(uni|use|usu|uto|ura|ure|eu|ewe|one\b|once|u\b)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** Fixes "a"/"an" before the next word, keeping the article's capital. */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa])(n?) ([\p{L}]+)/gu, (m, a: string, n: string, word: string) => {
    const vowel =
      (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word)) || VOWEL_SOUND.test(word);
    const want = vowel ? 'n' : '';
    return want === n ? m : `${a}${want} ${word}`;
  });
}

export function capitalise(s: string): string {
  const i = s.search(/[\p{L}]/u);
  if (i < 0) return s;
  return s.slice(0, i) + s.charAt(i).toUpperCase() + s.slice(i + 1);
}

/** Lower-cases the first letter unless the first word is a proper noun or "I". */
export function lowerFirst(s: string, proper: ReadonlySet<string>): string {
  const m = /^[\p{L}']+/u.exec(s);
  if (!m) return s;
  const w = m[0];
  if (w === 'I' || proper.has(w) || w.length > 1 && w === w.toUpperCase()) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Every sentence of a text (keeps closing quotes with their sentence). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["\u201d]?)\s+(?=["\u201c\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
