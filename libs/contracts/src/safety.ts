/**
 * Safety checks for text people type (child names, contributions, messages).
 * Browser-safe (`obscenity` is plain JavaScript with no Node imports), but the word list is large:
 * the home page's first load leaves this module out, and the API checks names with it.
 */
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import * as zm from 'zod/mini';
import { MESSAGES } from './messages';
import { childNameSchema, generateStoryFields } from './story-form';

/**
 * Words of the list that are also ordinary given names (Dick is short for Richard). A name field
 * must accept them; the rest of the list stays.
 */
const NAME_WORDS = new Set(['dick']);

/**
 * Real names and words that contain a listed word ("anal" in Analise, "piss" in Pissarro).
 * The library's own whitelist already covers many (Scunthorpe, Cassandra, Dickens ...).
 */
const EXTRA_WHITELIST = ['analise', 'annalise', 'pissarro', 'cummings', 'cumming', 'wankel'];

const built = new DataSet<{ originalWord?: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((p) => NAME_WORDS.has(p.metadata?.originalWord ?? ''))
  .build();

/**
 * The English word list and the recommended transformers (confusables, leet speak, repeated
 * letters) of the well-kept `obscenity` library.
 */
const matcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...EXTRA_WHITELIST],
  ...englishRecommendedTransformers,
});

/** True when the text contains a word from the profanity list. */
export function containsProfanity(text: string): boolean {
  return matcher.hasMatch(text);
}

/** A child's name as the API accepts it: the form's rules plus the profanity word list. */
export function checkedChildNameSchema(requiredMessage: string) {
  return childNameSchema(requiredMessage).check(
    zm.refine((t) => !containsProfanity(t), MESSAGES.story.childNameNotAllowed),
  );
}

/** `POST /api/stories/generate`: the "Craft Your Story" form's rules plus the word list. */
export const generateStoryRequestSchema = generateStoryFields(
  checkedChildNameSchema(MESSAGES.story.childName),
);

/**
 * Removes HTML/XML markup: tags, comments and the content of script and style elements, then
 * turns the common character entities back into characters and collapses runs of spaces.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-zA-Z!?][^<>]*(?:>|$)/g, '')
    .replace(/&(lt|gt|amp|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/[<>]/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = {
  lt: '',
  gt: '',
  amp: '&',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes what people typed for HTML element content and quoted attribute values: the server's
 * pages (SEO meta, the unsubscribe page, the PDF-building page) and the e-mails.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The URL when it is http(s), else null: links built from stored text never run script. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
