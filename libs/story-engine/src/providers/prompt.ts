import { BOOK, ageGroup, themeLabel } from '@shop/contracts';
import { ANIMAL_INFO } from '../content';
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
        required: ['text', 'scene'],
        properties: {
          text: { type: 'string', description: 'The story text of this page, plain prose' },
          scene: {
            type: 'object',
            additionalProperties: false,
            required: ['setting', 'timeOfDay', 'weather', 'characters', 'action', 'mood'],
            properties: {
              setting: { type: 'string' },
              timeOfDay: { type: 'string', enum: ['morning', 'afternoon', 'evening', 'night'] },
              weather: { type: 'string' },
              characters: { type: 'array', items: { type: 'string' } },
              action: { type: 'string' },
              mood: { type: 'string' },
            },
          },
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

export function systemPrompt(req: StoryRequest): string {
  const band = ageGroup(req.ageRange);
  const info = ANIMAL_INFO[req.animal];
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
    `Shape: a beginning that sets the place and characters, a problem, three attempts that build, a turning point, a resolution, and a calm, sleepy ending that is right for bedtime.`,
    `The companion is a ${info.species}${info.real ? '; keep its traits true to the real animal' : ', a gentle storybook creature'}.`,
    'Child-safety rules: no violence, injury details, fear beyond mild suspense, romance, brand names, real public figures, or unsafe behaviour a child could copy (no going off with strangers, no playing near roads or deep water alone). No insults or bad words.',
    "Never guess the child's gender: refer to the child by name or with they/them.",
    'Plain prose only: no markdown, no headings, no page numbers, no placeholders. Use straight double quotes for dialogue.',
    'For each page, also describe the scene for the illustrator: setting, time of day, weather, the characters present, what happens, and the mood.',
    'Answer only with JSON that matches the given schema.',
  ].join('\n');
}

export function userPrompt(req: StoryRequest): string {
  return JSON.stringify({
    childName: req.childName,
    animal: req.animal,
    theme: themeLabel(req.theme),
    ageRange: req.ageRange,
    wordCount: req.wordCount,
    pages: BOOK.storyPages,
  });
}
