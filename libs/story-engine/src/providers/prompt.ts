import {
  BOOK,
  DEFAULT_PRONOUN,
  PRONOUN_FORMS,
  ageGroup,
  themeLabel,
  type Animal,
} from '@shop/contracts';
import { type StoryOutline } from '../library/outline';
import { type StoryRequest } from '../types';

/** JSON schema of the answer (strict mode: every property required, nothing extra). */
export const STORY_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'pages'],
  properties: {
    title: { type: 'string', description: 'The book title, at most 8 words' },
    pages: {
      type: 'array',
      description: `Exactly ${BOOK.storyPages} pages, in reading order`,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text'],
        properties: {
          text: { type: 'string', description: 'The story text of this page, plain prose' },
        },
      },
    },
  },
} as const;

const BAND_RULES: Record<string, string> = {
  toddler:
    'Ages 2-3. Very short sentences (about 5-7 words), simple everyday words, lots of repetition and a short refrain that comes back on most pages. Readability: Flesch-Kincaid grade 2 or below.',
  preschool:
    'Ages 3-5. Short sentences, everyday scenes, basic feelings named simply, a little repetition. Readability: grade 3 or below.',
  'early-elementary':
    'Ages 5-7. Clear sentences of varied length, a little dialogue, the character learns a lesson through what happens. Readability: about grade 3-4.',
  'upper-elementary':
    'Ages 8-10. Chapter-book style: richer description, dialogue, a more nuanced problem. Readability: about grade 4-6.',
  'middle-school':
    'Ages 11-13. Rich vocabulary, natural dialogue, a more complex plot with a setback and inner thoughts. Readability: about grade 6-8.',
};

/** The plots each band's stories take, and how they carry their length. */
const BAND_PLOTS: Record<string, string> = {
  toddler:
    'Plot: a refrain, a cumulative tale (each page adds a friend and repeats the list), call and response, or counting up and down to ten; no sums. Length comes from the pattern, never from unrelated asides.',
  preschool:
    'Plot: a clear want and three tries that build, with a refrain, a cumulative list, call and response or counting; sums only within ten. Sounds to say aloud.',
  'early-elementary':
    'Plot: a problem, tries that build, a turn the child earns with the companion\u2019s help, a resolution that lives the theme, a calm ending.',
  'upper-elementary':
    'Plot: a mystery with fair clues, a rivalry or misunderstanding that costs something, a choice with a consequence, or a team effort with a setback. More than one scene per page, inner thoughts, a secondary character with a want of their own.',
  'middle-school':
    'Plot: stakes that cost something, a mystery with fair clues or a misunderstanding, a choice with a consequence; more than one scene per page, inner thoughts, humour that is not babyish, richer vocabulary.',
};

/** How the story refers to the child, in words. */
function pronounRule(req: StoryRequest): string {
  const f = PRONOUN_FORMS[req.pronoun ?? DEFAULT_PRONOUN];
  return `Refer to ${req.childName} by name at the first mention on each page and in dialogue, and as ${f.subject}/${f.object}/${f.possessive} after that (about one name per 40-60 words).`;
}

/** Companions that are make-believe: they keep to the storybook traits everyone knows. */
const STORYBOOK_CREATURES: ReadonlySet<Animal> = new Set(['dragon', 'unicorn']);

export function systemPrompt(req: StoryRequest): string {
  const band = ageGroup(req.ageRange);
  return [
    'You write original, warm, personalised picture-book stories for children, to be printed as a hardcover book.',
    `Age band: ${band?.label ?? req.ageRange} (${band?.description ?? ''}). ${BAND_RULES[req.ageRange] ?? ''}`,
    `Theme: ${themeLabel(req.theme)}. Let the problem grow out of the theme; the characters live the lesson through their actions, without preaching.${
      [
        'numbers',
        'alphabet',
        'colors',
        'animals',
        'nature',
        'science',
        'geography',
        'history',
        'music',
        'art',
      ].includes(req.theme)
        ? ' This is a learning theme: teach one or two things that are true and correct.'
        : ''
    }`,
    `Length: ${req.wordCount} words in total across all pages (stay within 10% of that), split into exactly ${BOOK.storyPages} pages of similar length.`,
    `Shape: follow the page plan you are given, page by page: each page does its beat (what happens on the page, told at its shortest, to retell in your own words at the asked length) in its scene's place, time of day, weather and season; nothing on a page may contradict its scene. ${BAND_PLOTS[req.ageRange] ?? ''} Every paragraph is about the plot: the problem, the helper, the objects, or the feelings of the beat.`,
    `The companion is a ${req.animal}${STORYBOOK_CREATURES.has(req.animal) ? ', a gentle storybook creature' : '; keep its traits true to the real animal'}.`,
    'Child-safety rules: no violence, injury details, fear beyond mild suspense, romance, brand names, real public figures, or unsafe behaviour a child could copy (no going off with strangers, no playing near roads or deep water alone). No insults or bad words.',
    pronounRule(req),
    'Plain prose only: no markdown, no headings, no page numbers, no placeholders. Use straight double quotes for dialogue.',
    'Every sentence starts with a capital letter; a title capitalises each word but never the letter after an apostrophe.',
    'Answer only with JSON that matches the given schema.',
  ].join('\n');
}

export function userPrompt(req: StoryRequest, outline: StoryOutline): string {
  return JSON.stringify({
    childName: req.childName,
    pronoun: req.pronoun ?? DEFAULT_PRONOUN,
    animal: req.animal,
    companionName: outline.companionName,
    helpers: outline.helpers,
    theme: themeLabel(req.theme),
    ageRange: req.ageRange,
    wordCount: req.wordCount,
    plot: outline.plot,
    pages: outline.pages.map((p, i) => ({ page: i + 1, beat: p.beat, scene: p.scene })),
  });
}
