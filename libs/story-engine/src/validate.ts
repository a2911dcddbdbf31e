import { BOOK, containsProfanity } from '@shop/contracts';
import { countWords, sentences } from './text';
import { type ComposedStory, type StoryRequest } from './types';

/** Slot syntax and words that only show up when a template went wrong. */
const ARTIFACTS: readonly RegExp[] = [
  /\{[^}]*\}/,
  /\[[^\]]*\]/,
  /\bundefined\b/i,
  /\bnull\b/i,
  /\bNaN\b/,
  /\[object Object\]/,
  /\$\{/,
  /\s[,.;:!?]/,
  /[,;:]{2,}|(?<!\.)\.\.(?!\.)/,
];

/**
 * Problems with the text of a story, as sentences a person can read. `[]` when it is fine.
 * Checks: length within the tolerance, the child's name present, no unfilled slots or code words,
 * a/an, capitals, end punctuation, balanced quotes, no doubled words, no repeated sentence
 * (a refrain, a short line said three times or more, is allowed), safe words, the page split.
 */
export interface ValidateOptions {
  /**
   * Also check the engine's house style (a/an, capitals, end punctuation, quotes, doubled words,
   * repeated sentences). Default true; an LLM's text gets the essential checks only.
   */
  style?: boolean;
}

export function validateStory(
  story: ComposedStory,
  req: StoryRequest,
  tolerance: number,
  opts: ValidateOptions = {},
): string[] {
  const problems: string[] = [];
  const content = story.content;
  const n = countWords(content);
  const err = Math.abs(n - req.wordCount) / req.wordCount;
  if (err > tolerance) {
    problems.push(
      `length ${n} words is ${(err * 100).toFixed(1)}% from ${req.wordCount} (allowed ${(tolerance * 100).toFixed(0)}%)`,
    );
  }
  if (!story.title.trim()) problems.push('title is empty');
  const name = req.childName.trim();
  // as a word: "Mia" is not found in "Miaow"
  const named = new RegExp(
    `(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
    'u',
  );
  if (!named.test(content)) problems.push(`the child's name "${name}" does not appear`);
  for (const re of ARTIFACTS) {
    const m = re.exec(content) ?? re.exec(story.title);
    if (m) problems.push(`text artifact "${m[0]}"`);
  }
  if (unsafe(content) || containsProfanity(story.title)) problems.push('unsafe words');
  problems.push(...pageProblems(story));
  if (opts.style === false) return problems;
  problems.push(...articleProblems(content));
  const doubled = /\b(\w+)\s+\1\b/i.exec(content);
  if (doubled) problems.push(`doubled word "${doubled[0]}"`);

  const counts = new Map<string, number>();
  for (const para of content.split(/\n\s*\n/)) {
    const quotes = (para.match(/["]/g) ?? []).length;
    const open = (para.match(/\u201c/g) ?? []).length;
    const close = (para.match(/\u201d/g) ?? []).length;
    if (quotes % 2 !== 0 || open !== close)
      problems.push(`unbalanced quotes in "${para.slice(0, 40)}..."`);
    for (const s of sentences(para)) {
      if (!/^["\u201c(]?[\p{Lu}\p{N}]/u.test(s))
        problems.push(`sentence starts without a capital: "${s.slice(0, 40)}"`);
      if (!/[.!?]["\u201d)]?$/.test(s))
        problems.push(`sentence without end punctuation: "${s.slice(-40)}"`);
      const k = s
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .trim();
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  for (const [s, c] of counts) {
    // a refrain (a short line said three times or more) or a short interjection ("Swirl, swirl.")
    const refrain = (c >= 3 && countWords(s) <= 6) || countWords(s) <= 3;
    if (c > 1 && !refrain) problems.push(`sentence repeated ${c} times: "${s.slice(0, 50)}"`);
  }
  return problems;
}

/** Profanity check sentence by sentence, remembering sentences already seen (stories share many). */
const seen = new Map<string, boolean>();
function unsafe(text: string): boolean {
  for (const s of sentences(text.replace(/\n+/g, ' '))) {
    let bad = seen.get(s);
    if (bad === undefined) {
      bad = containsProfanity(s);
      if (seen.size > 100_000) seen.clear();
      seen.set(s, bad);
    }
    if (bad) return true;
  }
  return false;
}

function pageProblems(story: ComposedStory): string[] {
  const problems: string[] = [];
  if (story.pages.length !== BOOK.storyPages) {
    problems.push(`${story.pages.length} pages, expected ${BOOK.storyPages}`);
  } else if (story.pages.map((p) => p.text).join('\n\n') !== story.content) {
    problems.push('the pages do not add up to the content');
  }
  for (const [i, p] of story.pages.entries()) {
    if (!p.text.trim()) problems.push(`page ${i + 1} is empty`);
    if (!p.scene.setting || !p.scene.action) {
      problems.push(`page ${i + 1} has an incomplete scene`);
    }
  }
  return problems;
}

const CONSONANT_SOUND = /^(uni|use|usu|uto|ura|ure|eu|ewe|one\b|once|u\b)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

function articleProblems(text: string): string[] {
  const out: string[] = [];
  const re = /\b(a|an) ([\p{L}]+)/giu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const [, art, word] = m as unknown as [string, string, string];
    const vowel = (/^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word)) || VOWEL_SOUND.test(word);
    if (vowel !== (art.toLowerCase() === 'an')) out.push(`wrong article "${m[0]}"`);
  }
  return out;
}
