import type { ComposedStory, StoryRequest } from './types';
import { validateStory } from './validate';

const story = (content: string) =>
  ({ title: 'A Story', content, pages: [], wordCount: 4, seed: 1 }) as unknown as ComposedStory;
const req = { childName: 'Mia', wordCount: 4 } as StoryRequest;
const nameProblems = (content: string) =>
  validateStory(story(content), req, 1, { style: false }).filter((p) => p.includes('name'));

describe("the child's name in a story", () => {
  it('is found as a word', () => {
    expect(nameProblems('Mia went home.')).toEqual([]);
    expect(nameProblems('"Go, Mia!" they said.')).toEqual([]);
  });

  it('is not found inside another word ("Miaow")', () =>
    expect(nameProblems('"Miaow!" said the cat, all day long.')).toEqual([
      'the child\'s name "Mia" does not appear',
    ]));
});
