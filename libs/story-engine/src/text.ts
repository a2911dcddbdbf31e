/** Words as people count them: runs of letters/digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

const LETTER = /[\p{L}\p{N}\p{M}]/u;

function isWordChar(c: number, ch: string): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return LETTER.test(ch);
}

/** Same count as matching WORD, without a regex per word (the engine counts a lot). */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordChar(c, text[i]!)) {
      if (!inWord) {
        n++;
        inWord = true;
      }
    } else if (
      inWord &&
      (c === 39 || c === 0x2019 || c === 45) &&
      i + 1 < text.length &&
      isWordChar(text.charCodeAt(i + 1), text[i + 1]!)
    ) {
      // an inner apostrophe or hyphen keeps the word going
    } else inWord = false;
  }
  return n;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Every sentence of a text (keeps closing quotes with their sentence). */
export function sentences(text: string): string[] {
  const parts = text.split(
    /(?<!\b(?:Mr|Mrs|Ms|Dr|St)\.)(?<=[.!?]["\u201d]?)\s+(?=["\u201c\p{Lu}\p{N}])/u,
  );
  const out: string[] = [];
  for (const raw of parts) {
    const p = raw.trim();
    if (!p) continue;
    const prev = out[out.length - 1];
    // '"Where?" Mia asked.' is one sentence: a closing quote, then a speech tag
    if (prev !== undefined && /[?!,]["\u201d]$/.test(prev) && SPEECH_TAG.test(p)) {
      out[out.length - 1] = `${prev} ${p}`;
    } else out.push(p);
  }
  return out;
}

/**
 * A speech tag after a closing quote: one or two capitalised words ("Mrs. Budd" too), then the
 * verb. "Nobody said anything." names no speaker: it is a sentence of its own.
 */
const SPEECH_TAG =
  /^(?!(?:Nobody|No one|Nothing|Everyone|Everybody|Someone|Somebody)\b)(?:(?:Mr|Mrs|Ms|Dr)\.\s)?(?:[\p{Lu}][\p{L}'\u2019-]*\s){1,2}(?:said|asked|whispered|admitted|told|called|shouted|cried|replied|suggested|confessed|wondered|laughed|thought|explained|added|answered|murmured)\b/u;
