import {
  COLLABORATION_TEXTS,
  contributionInputSchema,
  createCollaborativeStorySchema,
  currentPromptFor,
  generateIdeas,
  IDEA_TEMPLATES,
  ideaFor,
  normaliseContribution,
  withArticle,
} from './collaboration';
import { MESSAGES } from './messages';

const valid = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  parentContribution: 'Once upon a time...',
  childContribution: 'A fox said hello!',
};

function messagesFor(input: unknown): Record<string, string> {
  const r = createCollaborativeStorySchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('Create Together form', () => {
  it('accepts a valid story and fixes the length at 1000 words', () => {
    expect(createCollaborativeStorySchema.parse(valid)).toMatchObject({
      wordCount: 1000,
      isCollaborative: true,
    });
  });

  it('gives the validation message for each missing field', () => {
    expect(messagesFor({ ageRange: '' })).toEqual({
      childName: MESSAGES.collaborative.childName,
      animal: MESSAGES.collaborative.animal,
      theme: MESSAGES.collaborative.theme,
      ageRange: MESSAGES.collaborative.ageRange,
      parentContribution: MESSAGES.collaborative.parentContribution,
      childContribution: MESSAGES.collaborative.childContribution,
    });
  });

  it('needs at least 5 characters in each opening part, after trimming', () => {
    expect(messagesFor({ ...valid, parentContribution: '  abcd  ' })).toEqual({
      parentContribution: 'Parent contribution is required',
    });
    expect(messagesFor({ ...valid, childContribution: 'abcde' })).toEqual({});
  });

  it('limits length and refuses profanity', () => {
    expect(messagesFor({ ...valid, childContribution: 'a'.repeat(1501) }).childContribution).toBe(
      COLLABORATION_TEXTS.contributionTooLong,
    );
    expect(messagesFor({ ...valid, parentContribution: 'what the fuck' }).parentContribution).toBe(
      COLLABORATION_TEXTS.contributionNotAllowed,
    );
  });
});

describe('contribution input', () => {
  const base = {
    storyId: '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11',
    token: 't',
    contributorType: 'child',
    content: 'Hi',
  };
  it('gives the validation messages', () => {
    const r = contributionInputSchema.safeParse({ ...base, token: '', content: '   ' });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      token: MESSAGES.contribution.token,
      content: MESSAGES.contribution.content,
    });
  });
  it('keeps the text plain and tidy', () => {
    expect(normaliseContribution('  Hello\r\n\r\n\r\n\r\nthere\u0007 <b>  ')).toBe(
      'Hello\n\nthere  <b>',
    );
  });
});

describe('prompts', () => {
  it('picks the first uncompleted prompt for the role, "both" included', () => {
    const prompts = [
      { id: 'a', order: 1, completed: true, targetContributor: 'parent' as const },
      { id: 'c', order: 3, completed: false, targetContributor: 'child' as const },
      { id: 'b', order: 2, completed: false, targetContributor: 'both' as const },
    ];
    expect(currentPromptFor(prompts, 'parent')?.id).toBe('b');
    expect(currentPromptFor(prompts, 'child')?.id).toBe('b');
    expect(currentPromptFor(prompts.slice(0, 1), 'parent')).toBeUndefined();
  });
});

describe('Generate Ideas', () => {
  it('has 8 templates for each of start, middle and end, all using the name and the animal', () => {
    for (const list of Object.values(IDEA_TEMPLATES)) {
      expect(list).toHaveLength(8);
      for (const t of list) {
        expect(t).toMatch(/\{name\}/);
        expect(t).toMatch(/\{(animal|anAnimal)\}/);
      }
    }
  });

  it('fills only the empty contributions', () => {
    const ideas = generateIdeas(
      { childName: 'Leo', animal: 'owl', parentContribution: '', childContribution: 'mine' },
      () => 0,
    );
    expect(ideas).toEqual({
      parentContribution:
        'Once upon a time, Leo found an owl hiding behind the garden shed, holding a tiny map.',
    });
    expect(
      generateIdeas({
        childName: 'Leo',
        animal: 'owl',
        parentContribution: 'a',
        childContribution: 'b',
      }),
    ).toEqual({});
    const both = generateIdeas(
      { childName: 'Leo', animal: 'owl', parentContribution: ' ', childContribution: '' },
      () => 0.99,
    );
    expect(both.parentContribution).toContain('Leo');
    expect(both.childContribution).toContain('owl');
  });

  it('uses the right article', () => {
    expect(withArticle('owl')).toBe('an owl');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('elephant')).toBe('an elephant');
    expect(ideaFor('end', 'Ava', 'panda', () => 0)).toContain('Ava and the panda');
  });
});
