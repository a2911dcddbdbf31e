import { readingTimeMinutes, WORD_COUNT } from './constants';
import { MESSAGES } from './messages';
import { AGE_GROUPS, ANIMALS, STORY_THEMES, THEME_CATEGORIES, themeLabel } from './options';
import { GENERATE_STORY_DEFAULTS, pageStartsOf, splitParagraphs } from './stories';
import { generateStorySchema } from './story-form';

const valid = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  wordCount: 1200,
};

function messagesFor(input: unknown): Record<string, string> {
  const result = generateStorySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('story contracts', () => {
  it('hold the form’s option lists', () => {
    expect(ANIMALS).toHaveLength(14);
    expect(AGE_GROUPS.map((g) => g.value)).toEqual([
      'toddler',
      'preschool',
      'early-elementary',
      'upper-elementary',
      'middle-school',
    ]);
    expect(STORY_THEMES).toHaveLength(25);
    expect(THEME_CATEGORIES.map((c) => c.label)).toEqual([
      'Social & Emotional',
      'Learning',
      'Problem Solving',
    ]);
    expect(new Set(STORY_THEMES.map((t) => t.value)).size).toBe(25);
  });

  it('labels themes, falling back to the raw value', () => {
    expect(themeLabel('empathy')).toBe("Understanding Others' Feelings");
    expect(themeLabel('space-pirates')).toBe('space-pirates');
  });

  it('accepts a valid request and fills the form’s defaults', () => {
    expect(
      generateStorySchema.parse({ childName: ' Mia ', animal: 'fox', theme: 'kindness' }),
    ).toEqual({
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'early-elementary',
      wordCount: 1200,
      isCollaborative: false,
      pronoun: 'they',
      childLook: {},
    });
    expect(GENERATE_STORY_DEFAULTS).toMatchObject({
      ageRange: 'early-elementary',
      wordCount: 1200,
      isCollaborative: false,
    });
  });

  it('gives the validation message for each missing field', () => {
    expect(messagesFor({ ...GENERATE_STORY_DEFAULTS })).toEqual({
      childName: MESSAGES.story.childName,
      animal: MESSAGES.story.animal,
      theme: MESSAGES.story.theme,
    });
    expect(MESSAGES.story.childName).toBe("Please enter the child's name");
    expect(messagesFor({ ...valid, ageRange: '' })).toEqual({
      ageRange: 'Please select an age range',
    });
  });

  it('bounds the length to 1000-2000 words, or the band’s own range', () => {
    expect(messagesFor({ ...valid, wordCount: WORD_COUNT.min })).toEqual({});
    expect(messagesFor({ ...valid, wordCount: WORD_COUNT.max })).toEqual({});
    const older = { ...valid, ageRange: 'early-elementary' };
    expect(messagesFor({ ...older, wordCount: 999 })).toEqual({
      wordCount: MESSAGES.story.wordCount,
    });
    expect(messagesFor({ ...older, wordCount: 600 })).toEqual({
      wordCount: MESSAGES.story.wordCount,
    });
    // preschool (valid's band) also takes 300-900, toddler 150-500
    expect(messagesFor({ ...valid, wordCount: 300 })).toEqual({});
    expect(messagesFor({ ...valid, wordCount: 999 })).toEqual({
      wordCount: 'Story length must be between 300 and 900 words',
    });
    expect(messagesFor({ ...valid, ageRange: 'toddler', wordCount: 150 })).toEqual({});
    expect(messagesFor({ ...valid, ageRange: 'toddler', wordCount: 1400 })).toEqual({});
    expect(messagesFor({ ...valid, ageRange: 'toddler', wordCount: 600 })).toEqual({
      wordCount: 'Story length must be between 150 and 500 words',
    });
    expect(messagesFor({ ...valid, wordCount: 2001 })).toEqual({
      wordCount: MESSAGES.story.wordCount,
    });
    expect(messagesFor({ ...valid, wordCount: '1200' })).toEqual({
      wordCount: MESSAGES.story.wordCount,
    });
  });

  it('refuses markup and over-long names', () => {
    expect(messagesFor({ ...valid, childName: '<b>Mia</b>' }).childName).toBe(
      MESSAGES.story.childNameCharacters,
    );
    expect(messagesFor({ ...valid, childName: 'A'.repeat(41) }).childName).toBe(
      MESSAGES.story.childNameTooLong,
    );
    for (const name of ['Zoë', "D'Arcy", 'Mary-Jane', 'José Luis', '美咲'])
      expect(messagesFor({ ...valid, childName: name })).toEqual({});
  });

  it('splits paragraphs on blank lines', () => {
    expect(splitParagraphs('One.\n\nTwo.\n  \nThree.\n')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('finds where each book page starts among the paragraphs, a long page holding two', () => {
    const pages = ['One.', 'Two a.\n\nTwo b.', 'Three.'];
    expect(pageStartsOf(pages, pages.join('\n\n'))).toEqual([0, 1, 3]);
    // Pages that no longer add up to the text (or none at all): no plan.
    expect(pageStartsOf(pages, 'One.\n\nThree.')).toBeNull();
    expect(pageStartsOf([], 'One.')).toBeNull();
  });

  it('estimates 5-7 minutes for about 1000 words', () => {
    expect(readingTimeMinutes(1000)).toEqual({ min: 5, max: 7 });
  });
});
