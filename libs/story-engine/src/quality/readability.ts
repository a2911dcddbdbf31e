import { countWords, sentences } from '../text';

/**
 * Flesch-Kincaid grade level, computed with two well-kept libraries by the same author
 * (wooorm): `syllable` counts syllables and `flesch-kincaid` applies the 1975 formula.
 * Both are ES modules, so they load with a dynamic import (Node 20 runs it from CommonJS).
 *
 * `text-readability` was considered and not used: it rounds syllables per word to one decimal
 * before the formula (so grades move in steps of about 0.6) and is no longer maintained.
 */
interface ReadabilityCounts {
  sentence: number;
  word: number;
  syllable: number;
}

export interface Readability {
  counts(text: string): ReadabilityCounts;
  grade(counts: ReadabilityCounts): number;
}

const WORD = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

export async function loadReadability(): Promise<Readability> {
  const { syllable } = await import('syllable');
  const { fleschKincaid } = await import('flesch-kincaid');
  const cache = new Map<string, number>();
  const syllables = (w: string) => {
    let n = cache.get(w);
    if (n === undefined) {
      n = syllable(w);
      cache.set(w, n);
    }
    return n;
  };
  return {
    counts(text) {
      let syl = 0;
      for (const m of text.toLowerCase().matchAll(WORD)) syl += syllables(m[0]);
      return {
        sentence: sentences(text.replace(/\n+/g, ' ')).length,
        word: countWords(text),
        syllable: syl,
      };
    },
    grade: (c) => fleschKincaid({ ...c }),
  };
}
